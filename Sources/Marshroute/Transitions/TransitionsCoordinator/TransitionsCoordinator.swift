/// The one object that does what handlers are asked: forwards a transition to the deepest
/// visible handler, finds which handler owns a transition to undo, keeps every handler's
/// history, and asks its delegate about marked transitions.
@MainActor
public protocol TransitionsCoordinator: AnyObject {
    /// Performs a forward transition asked of an animating handler, on the deepest visible handler chained from it.
    func coordinatePerformingTransition(
        context: PresentationTransitionContext, forAnimatingTransitionsHandler: AnimatingTransitionsHandler)
    /// Performs a forward transition asked of a containing handler (a tab bar, a split view), on the deepest visible
    /// handler inside it.
    func coordinatePerformingTransition(
        context: PresentationTransitionContext, forContainingTransitionsHandler: ContainingTransitionsHandler)
    /// Undoes every transition after `transitionId`, wherever that transition is found from this animating handler.
    func coordinateUndoingTransitionsAfter(
        transitionId: TransitionId, forAnimatingTransitionsHandler: AnimatingTransitionsHandler)
    /// Undoes every transition after `transitionId`, searching every handler inside the container (hidden tabs too).
    func coordinateUndoingTransitionsAfter(
        transitionId: TransitionId, forContainingTransitionsHandler: ContainingTransitionsHandler)
    /// Undoes the transition `transitionId` and everything after it, searching from this animating handler.
    func coordinateUndoingTransitionWith(
        transitionId: TransitionId, forAnimatingTransitionsHandler: AnimatingTransitionsHandler)
    /// Undoes the transition `transitionId` and everything after it, searching every handler inside the container.
    func coordinateUndoingTransitionWith(
        transitionId: TransitionId, forContainingTransitionsHandler: ContainingTransitionsHandler)
    /// Closes the modals and popovers chained from the handler; its own pushes stay.
    func coordinateUndoingAllChainedTransitions(forAnimatingTransitionsHandler: AnimatingTransitionsHandler)
    /// Returns the handler to its root: pops every push and closes the chained modal or popover.
    func coordinateUndoingAllTransitions(forAnimatingTransitionsHandler: AnimatingTransitionsHandler)
    /// Sets or replaces the handler's root; the first reset creates the handler's history.
    func coordinateResettingWithTransition(
        context: ResettingTransitionContext, forAnimatingTransitionsHandler: AnimatingTransitionsHandler)
}
