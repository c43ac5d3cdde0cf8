/// The one object that does what handlers are asked: forwards a transition to the deepest
/// visible handler, finds which handler owns a transition to undo, keeps every handler's
/// history, and asks its delegate about marked transitions.
@MainActor
public protocol TransitionsCoordinator: AnyObject {
    func coordinatePerformingTransition(
        context: PresentationTransitionContext, forAnimatingTransitionsHandler: AnimatingTransitionsHandler)
    func coordinatePerformingTransition(
        context: PresentationTransitionContext, forContainingTransitionsHandler: ContainingTransitionsHandler)
    func coordinateUndoingTransitionsAfter(
        transitionId: TransitionId, forAnimatingTransitionsHandler: AnimatingTransitionsHandler)
    func coordinateUndoingTransitionsAfter(
        transitionId: TransitionId, forContainingTransitionsHandler: ContainingTransitionsHandler)
    func coordinateUndoingTransitionWith(
        transitionId: TransitionId, forAnimatingTransitionsHandler: AnimatingTransitionsHandler)
    func coordinateUndoingTransitionWith(
        transitionId: TransitionId, forContainingTransitionsHandler: ContainingTransitionsHandler)
    func coordinateUndoingAllChainedTransitions(forAnimatingTransitionsHandler: AnimatingTransitionsHandler)
    func coordinateUndoingAllTransitions(forAnimatingTransitionsHandler: AnimatingTransitionsHandler)
    func coordinateResettingWithTransition(
        context: ResettingTransitionContext, forAnimatingTransitionsHandler: AnimatingTransitionsHandler)
    /// Told by a handler as it is released: its history can never be used again.
    func transitionsHandlerWasReleased(_ transitionsHandlerId: ObjectIdentifier)
}

extension TransitionsCoordinator {
    public func transitionsHandlerWasReleased(_ transitionsHandlerId: ObjectIdentifier) {}
}
