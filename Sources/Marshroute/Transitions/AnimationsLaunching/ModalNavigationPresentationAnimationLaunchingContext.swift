import TerminalUI

/// What an animating handler needs to present a screen inside a navigation controller, modally.
@MainActor
public struct ModalNavigationPresentationAnimationLaunchingContext {
    /// The navigation controller to present. Held weakly.
    public private(set) weak var targetNavigationController: NavigationController?
    /// The root screen of that navigation controller. Held weakly.
    public private(set) weak var targetViewController: ViewController?
    /// The screen the transition starts from: the top of the handler that performs it. Filled in by that handler.
    public weak var sourceViewController: ViewController?
    /// The animator that performs this transition and later undoes it.
    public let animator: ModalNavigationTransitionsAnimator
    var retained: [AnyObject]

    /// Creates the context; the navigation controller is retained until the transition is shown.
    public init(
        targetNavigationController: NavigationController, targetViewController: ViewController,
        animator: ModalNavigationTransitionsAnimator
    ) {
        self.targetNavigationController = targetNavigationController
        self.targetViewController = targetViewController
        self.animator = animator
        retained = [targetNavigationController]
    }

    /// True when the screen was already closed without Marshroute (the back key, Esc); history drops such entries.
    public var isDescribingScreenThatWasAlreadyDismissedWithoutInvokingMarshroute: Bool {
        targetViewController == nil || sourceViewController?.presentedViewController == nil
    }
}
