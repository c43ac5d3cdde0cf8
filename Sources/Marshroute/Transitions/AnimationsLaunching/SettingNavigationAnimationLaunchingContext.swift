import TerminalUI

// MARK: Resetting

@MainActor
public struct SettingNavigationAnimationLaunchingContext {
    public fileprivate(set) weak var rootViewController: ViewController?
    public fileprivate(set) weak var navigationController: NavigationController?
    public let animator: SetNavigationTransitionsAnimator

    public init(
        rootViewController: ViewController, navigationController: NavigationController,
        animator: SetNavigationTransitionsAnimator
    ) {
        self.rootViewController = rootViewController
        self.navigationController = navigationController
        self.animator = animator
    }
}
