import TerminalUI

/// What an animating handler needs to present a navigation controller built elsewhere.
@MainActor
public struct ModalEndpointNavigationPresentationAnimationLaunchingContext {
    /// The navigation controller to present. Held weakly.
    public private(set) weak var targetNavigationController: NavigationController?
    /// The screen the transition starts from: the top of the handler that performs it. Filled in by that handler.
    public weak var sourceViewController: ViewController?
    /// The animator that performs this transition and later undoes it.
    public let animator: ModalEndpointNavigationTransitionsAnimator
    var retained: [AnyObject]

    /// Creates the context; the navigation controller is retained until the transition is shown.
    public init(targetNavigationController: NavigationController, animator: ModalEndpointNavigationTransitionsAnimator)
    {
        self.targetNavigationController = targetNavigationController
        self.animator = animator
        retained = [targetNavigationController]
    }

    /// True when the screen was already closed without Marshroute (the back key, Esc); history drops such entries.
    public var isDescribingScreenThatWasAlreadyDismissedWithoutInvokingMarshroute: Bool {
        targetNavigationController == nil || sourceViewController?.presentedViewController == nil
    }
}
