import TerminalUI

/// Told just before a router starts a transition (before the next module is even built).
@MainActor
public protocol RouterTransitionDelegate: AnyObject {
    func routerWillPerformTransitionWith(transitionId: TransitionId)
}
