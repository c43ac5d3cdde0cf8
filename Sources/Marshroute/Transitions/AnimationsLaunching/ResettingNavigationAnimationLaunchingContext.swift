import TerminalUI

@MainActor
public struct ResettingNavigationAnimationLaunchingContext {
    public fileprivate(set) weak var rootViewController: ViewController?
    /// Set by the navigation handler that resets.
    public weak var navigationController: NavigationController?
    public weak var sourceViewController: ViewController?
    public let animator: ResetNavigationTransitionsAnimator

    public init(rootViewController: ViewController, animator: ResetNavigationTransitionsAnimator) {
        self.rootViewController = rootViewController
        self.animator = animator
    }
}
