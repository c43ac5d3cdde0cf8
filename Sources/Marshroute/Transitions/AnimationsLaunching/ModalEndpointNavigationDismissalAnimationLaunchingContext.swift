import TerminalUI

/// What an animating handler needs to dismiss a navigation controller built elsewhere.
@MainActor
public struct ModalEndpointNavigationDismissalAnimationLaunchingContext {
    /// The screen to return to once the transition is undone. Held weakly.
    public fileprivate(set) weak var targetViewController: ViewController?
    /// The presented navigation controller.
    public fileprivate(set) weak var targetNavigationController: NavigationController?
    /// The animator that performs this transition and later undoes it.
    public let animator: ModalEndpointNavigationTransitionsAnimator
}
