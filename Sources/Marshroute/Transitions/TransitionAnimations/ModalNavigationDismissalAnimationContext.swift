import TerminalUI

/// What a modal navigation animator needs to dismiss its navigation controller.
@MainActor
public struct ModalNavigationDismissalAnimationContext {
    /// The controller that presented the navigation controller (what is dismissed from).
    public let targetViewController: ViewController
    /// The navigation controller being dismissed, if it is still alive.
    public let targetNavigationController: NavigationController?

    /// Builds the context from a launching context, or fails when a screen it needs was released; the animation is
    /// then skipped.
    public init?(
        modalNavigationDismissalAnimationLaunchingContext context: ModalNavigationDismissalAnimationLaunchingContext
    ) {
        guard let target = context.targetViewController else { return nil }
        targetViewController = target
        targetNavigationController = context.targetNavigationController
    }
}
