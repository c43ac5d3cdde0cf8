import TerminalUI

// Undoing a transition is described by the context that performed it plus the controller to
// return to (the target of the entry before it).

/// What a navigation handler needs to pop back to a screen.
@MainActor
public struct PopAnimationLaunchingContext {
    /// The screen to return to once the transition is undone. Held weakly.
    public fileprivate(set) weak var targetViewController: ViewController?
    /// The navigation controller to pop.
    public fileprivate(set) weak var navigationController: NavigationController?
    /// The animator that performs this transition and later undoes it.
    public let animator: NavigationTransitionsAnimator
}
