import TerminalUI

/// Setting a navigation controller's first root.
@MainActor
public struct SettingNavigationAnimationContext {
    /// The root screen to set.
    public let rootViewController: ViewController
    /// The navigation controller whose root is set.
    public let navigationController: NavigationController

    /// Creates the context from its parts.
    public init(rootViewController: ViewController, navigationController: NavigationController) {
        self.rootViewController = rootViewController
        self.navigationController = navigationController
    }

    /// Builds the context from a launching context, or fails when a screen it needs was released; the animation is
    /// then skipped.
    public init?(settingNavigationAnimationLaunchingContext context: SettingNavigationAnimationLaunchingContext) {
        guard let root = context.rootViewController, let navigation = context.navigationController else { return nil }
        self.init(rootViewController: root, navigationController: navigation)
    }
}
