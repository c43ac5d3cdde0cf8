import TerminalUI

// MARK: Resetting

/// What a navigation handler needs to set its first root.
@MainActor
public struct SettingNavigationAnimationLaunchingContext {
    /// The root screen. Held weakly.
    public fileprivate(set) weak var rootViewController: ViewController?
    /// The navigation controller whose root is set. Held weakly.
    public fileprivate(set) weak var navigationController: NavigationController?
    /// The animator that sets the root.
    public let animator: SetNavigationTransitionsAnimator

    /// Creates the context for setting `rootViewController` as the root of `navigationController`.
    public init(
        rootViewController: ViewController, navigationController: NavigationController,
        animator: SetNavigationTransitionsAnimator
    ) {
        self.rootViewController = rootViewController
        self.navigationController = navigationController
        self.animator = animator
    }
}
