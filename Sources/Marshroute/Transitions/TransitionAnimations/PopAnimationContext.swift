import TerminalUI

/// Popping back to `targetViewController`.
@MainActor
public struct PopAnimationContext {
    /// The screen to pop back to.
    public let targetViewController: ViewController
    /// The navigation controller to pop.
    public let navigationController: NavigationController

    /// Creates the context from its parts.
    public init(targetViewController: ViewController, navigationController: NavigationController) {
        self.targetViewController = targetViewController
        self.navigationController = navigationController
    }

    /// Builds the context from a launching context, or fails when a screen it needs was released; the animation is
    /// then skipped.
    public init?(popAnimationLaunchingContext context: PopAnimationLaunchingContext) {
        guard let target = context.targetViewController, let navigation = context.navigationController else {
            return nil
        }
        self.init(targetViewController: target, navigationController: navigation)
    }
}
