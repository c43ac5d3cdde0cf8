import TerminalUI

/// Replacing a navigation controller's root (what `setViewControllerDerivedFrom` does).
@MainActor
public struct ResettingNavigationAnimationContext {
    public let rootViewController: ViewController
    public let navigationController: NavigationController
    public let sourceViewController: ViewController

    public init(
        rootViewController: ViewController, navigationController: NavigationController,
        sourceViewController: ViewController
    ) {
        self.rootViewController = rootViewController
        self.navigationController = navigationController
        self.sourceViewController = sourceViewController
    }

    public init?(resettingNavigationAnimationLaunchingContext context: ResettingNavigationAnimationLaunchingContext) {
        guard let root = context.rootViewController, let navigation = context.navigationController,
            let source = context.sourceViewController
        else { return nil }
        self.init(rootViewController: root, navigationController: navigation, sourceViewController: source)
    }
}
