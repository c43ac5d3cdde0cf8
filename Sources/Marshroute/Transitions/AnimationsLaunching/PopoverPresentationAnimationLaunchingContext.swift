import TerminalUI

/// What an animating handler needs to present a bare popover.
@MainActor
public struct PopoverPresentationAnimationLaunchingContext {
    /// Where the popover points: a rectangle in a view or a bar button.
    public let transitionStyle: PopoverTransitionStyle
    /// The screen shown in the popover. Held weakly.
    public private(set) weak var targetViewController: ViewController?
    /// The popover controller that shows it. Held weakly.
    public private(set) weak var popoverController: PopoverController?
    /// The screen the transition starts from: the top of the handler that performs it. Filled in by that handler.
    public weak var sourceViewController: ViewController?
    /// The animator that performs this transition and later undoes it.
    public let animator: PopoverTransitionsAnimator

    /// Creates the context for presenting `targetViewController` in `popoverController`.
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
