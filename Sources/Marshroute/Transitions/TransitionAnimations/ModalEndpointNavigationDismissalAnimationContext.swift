import TerminalUI

/// What an endpoint animator needs to dismiss a navigation controller built elsewhere.
@MainActor
public struct ModalEndpointNavigationDismissalAnimationContext {
    /// The controller that presented the navigation controller (what is dismissed from).
    public let targetViewController: ViewController
    /// The navigation controller being dismissed, if it is still alive.
    public let targetNavigationController: NavigationController?

    /// Builds the context from a launching context, or fails when a screen it needs was released; the animation is
    /// then skipped.
    public init?(
        modalEndpointNavigationDismissalAnimationLaunchingContext context:
            ModalEndpointNavigationDismissalAnimationLaunchingContext
    ) {
        guard let target = context.targetViewController else { return nil }
        targetViewController = target
        targetNavigationController = context.targetNavigationController
    }
}
