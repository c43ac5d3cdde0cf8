import TerminalUI

@MainActor
public struct PopoverNavigationPresentationAnimationLaunchingContext {
    public let transitionStyle: PopoverTransitionStyle
    public private(set) weak var targetViewController: ViewController?
    public private(set) weak var targetNavigationController: NavigationController?
    public private(set) weak var popoverController: PopoverController?
    public weak var sourceViewController: ViewController?
    public let animator: PopoverNavigationTransitionsAnimator
    var retained: [AnyObject]

    public init(
        transitionStyle: PopoverTransitionStyle, targetViewController: ViewController,
        targetNavigationController: NavigationController, popoverController: PopoverController,
        animator: PopoverNavigationTransitionsAnimator
    ) {
        self.transitionStyle = transitionStyle
        self.targetViewController = targetViewController
        self.targetNavigationController = targetNavigationController
        self.popoverController = popoverController
        self.animator = animator
        retained = [targetNavigationController]
    }

    public var isDescribingScreenThatWasAlreadyDismissedWithoutInvokingMarshroute: Bool {
        targetViewController == nil || popoverController?.isPopoverVisible != true
    }
}
