import TerminalUI

/// What an animating handler needs to present a navigation controller in a popover.
@MainActor
public struct PopoverNavigationPresentationAnimationLaunchingContext {
    /// Where the popover points: a rectangle in a view or a bar button.
    public let transitionStyle: PopoverTransitionStyle
    /// The root screen of the navigation controller. Held weakly.
    public private(set) weak var targetViewController: ViewController?
    /// The navigation controller shown in the popover. Held weakly.
    public private(set) weak var targetNavigationController: NavigationController?
    /// The popover controller that shows it. Held weakly.
    public private(set) weak var popoverController: PopoverController?
    /// The screen the transition starts from: the top of the handler that performs it. Filled in by that handler.
    public weak var sourceViewController: ViewController?
    /// The animator that performs this transition and later undoes it.
    public let animator: PopoverNavigationTransitionsAnimator
    var retained: [AnyObject]

    /// Creates the context; the containers are retained until the transition is shown.
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

    /// True when the screen was already closed without Marshroute (the back key, Esc); history drops such entries.
    public var isDescribingScreenThatWasAlreadyDismissedWithoutInvokingMarshroute: Bool {
        targetViewController == nil || popoverController?.isPopoverVisible != true
    }
}
