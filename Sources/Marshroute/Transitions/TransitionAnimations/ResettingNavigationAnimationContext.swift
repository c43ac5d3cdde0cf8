import TerminalUI

/// Replacing a navigation controller's root (what `setViewControllerDerivedFrom` does).
@MainActor
public struct ResettingNavigationAnimationContext {
    /// The new root screen.
    public let rootViewController: ViewController
    /// The navigation controller whose root is replaced.
    public let navigationController: NavigationController
    /// The screen the transition starts from.
    public let sourceViewController: ViewController

    /// Creates the context from its parts.
    public init(
        rootViewController: ViewController, navigationController: NavigationController,
        sourceViewController: ViewController
    ) {
        self.rootViewController = rootViewController
        self.navigationController = navigationController
        self.sourceViewController = sourceViewController
    }

    /// Builds the context from a launching context, or fails when a screen it needs was released; the animation is
    /// then skipped.
    public init?(resettingNavigationAnimationLaunchingContext context: ResettingNavigationAnimationLaunchingContext) {
        guard let root = context.rootViewController, let navigation = context.navigationController,
            let source = context.sourceViewController
        else { return nil }
        self.init(rootViewController: root, navigationController: navigation, sourceViewController: source)
    }
}
