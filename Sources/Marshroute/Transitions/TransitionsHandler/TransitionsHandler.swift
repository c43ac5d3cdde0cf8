/// The six verbs every screen container understands. Handlers do no work themselves: they
/// pass each verb to the one `TransitionsCoordinator`, which keeps the history.
@MainActor
public protocol TransitionsHandler: AnyObject {
    /// Goes forward: push, modal or popover.
    func performTransition(context: PresentationTransitionContext)
    /// Returns to the module shown by `transitionId` (what `focusOnCurrentModule` does).
    func undoTransitionsAfter(transitionId: TransitionId)
    /// Removes the module shown by `transitionId` (what `dismissCurrentModule` does).
    func undoTransitionWith(transitionId: TransitionId)
    /// Closes every modal and popover of this handler, keeping its pushes.
    func undoAllChainedTransitions()
    /// Pops to the root and closes every modal.
    func undoAllTransitions()
    /// Sets or replaces the root (or registers a bare modal's controller).
    func resetWithTransition(context: ResettingTransitionContext)
}
