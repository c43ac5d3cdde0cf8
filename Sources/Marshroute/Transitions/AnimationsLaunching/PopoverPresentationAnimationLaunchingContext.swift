import TerminalUI

@MainActor
public struct PopoverPresentationAnimationLaunchingContext {
    public let transitionStyle: PopoverTransitionStyle
    public private(set) weak var targetViewController: ViewController?
    public private(set) weak var popoverController: PopoverController?
    public weak var sourceViewController: ViewController?
    public let animator: PopoverTransitionsAnimator

    public init(
        transitionStyle: PopoverTransitionStyle, targetViewController: ViewController,
        popoverController: PopoverController, animator: PopoverTransitionsAnimator
    ) {
        self.transitionStyle = transitionStyle
        self.targetViewController = targetViewController
        self.popoverController = popoverController
        self.animator = animator
    }

    /// Closed without Marshroute: the popover is no longer visible.
    public var isDescribingScreenThatWasAlreadyDismissedWithoutInvokingMarshroute: Bool {
        targetViewController == nil || popoverController?.isPopoverVisible != true
    }
}
