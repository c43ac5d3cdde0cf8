import TerminalUI

// MARK: Modal in a navigation controller

/// What a modal navigation animator needs to present a screen in a navigation controller.
@MainActor
public struct ModalNavigationPresentationAnimationContext {
    /// The navigation controller to present.
    public let targetNavigationController: NavigationController
    /// Its root screen.
    public let targetViewController: ViewController
    /// The screen the transition starts from.
    public let sourceViewController: ViewController

    /// Builds the context from a launching context, or fails when a screen it needs was released; the animation is
    /// then skipped.
    public init?(
        modalNavigationPresentationAnimationLaunchingContext context:
            ModalNavigationPresentationAnimationLaunchingContext
    ) {
        guard let navigation = context.targetNavigationController, let target = context.targetViewController,
            let source = context.sourceViewController
        else { return nil }
        targetNavigationController = navigation
        targetViewController = target
        sourceViewController = source
    }
}
