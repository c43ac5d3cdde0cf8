import TerminalUI

/// Told just before a router starts a transition (before the next module is even built).
@MainActor
public protocol RouterTransitionDelegate: AnyObject {
    /// Called when a router is about to start a transition.
    /// - Parameter transitionId: The id of the module whose router starts the transition.
    func routerWillPerformTransitionWith(transitionId: TransitionId)
}
