import TerminalUI

/// Setting a navigation controller's first root.
@MainActor
public struct SettingNavigationAnimationContext {
    public let rootViewController: ViewController
    public let navigationController: NavigationController

    public init(rootViewController: ViewController, navigationController: NavigationController) {
        self.rootViewController = rootViewController
        self.navigationController = navigationController
    }

    public init?(settingNavigationAnimationLaunchingContext context: SettingNavigationAnimationLaunchingContext) {
        guard let root = context.rootViewController, let navigation = context.navigationController else { return nil }
        self.init(rootViewController: root, navigationController: navigation)
    }
}
