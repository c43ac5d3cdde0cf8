import TerminalUI

/// What a navigation handler needs to replace its root.
@MainActor
public struct ResettingNavigationAnimationLaunchingContext {
    /// The new root screen. Held weakly.
    public fileprivate(set) weak var rootViewController: ViewController?
    /// Set by the navigation handler that resets.
    public weak var navigationController: NavigationController?
    /// The screen the transition starts from: the top of the handler that performs it. Filled in by that handler.
    public weak var sourceViewController: ViewController?
    /// The animator that performs the replacement.
    public let animator: ResetNavigationTransitionsAnimator

    /// Creates the context for replacing the root with `rootViewController`.
    public init(rootViewController: ViewController, animator: ResetNavigationTransitionsAnimator) {
        self.rootViewController = rootViewController
        self.animator = animator
    }
}
