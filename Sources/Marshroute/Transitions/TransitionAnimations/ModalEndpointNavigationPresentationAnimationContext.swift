import TerminalUI

// MARK: Endpoint navigation controller

/// What an endpoint animator needs to present a navigation controller built elsewhere.
@MainActor
public struct ModalEndpointNavigationPresentationAnimationContext {
    /// The navigation controller to present.
    public let targetNavigationController: NavigationController
    /// The screen the transition starts from.
    public let sourceViewController: ViewController

    /// Builds the context from a launching context, or fails when a screen it needs was released; the animation is
    /// then skipped.
    public init?(
        modalEndpointNavigationPresentationAnimationLaunchingContext context:
            ModalEndpointNavigationPresentationAnimationLaunchingContext
    ) {
        guard let navigation = context.targetNavigationController, let source = context.sourceViewController else {
            return nil
        }
        targetNavigationController = navigation
        sourceViewController = source
    }
}
