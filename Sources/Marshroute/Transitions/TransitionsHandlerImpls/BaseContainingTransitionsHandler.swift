import TerminalUI

/// A handler that contains others. Performing and undoing go to the coordinator, which picks
/// the right contained handler; the verbs that only make sense on one branch assert.
@MainActor
open class BaseContainingTransitionsHandler: ContainingTransitionsHandler, TransitionsCoordinatorHolder {
    /// The coordinator the handler passes every verb to.
    public let transitionsCoordinator: TransitionsCoordinator

    /// Creates a handler wired to `transitionsCoordinator`.
    public init(transitionsCoordinator: TransitionsCoordinator) {
        self.transitionsCoordinator = transitionsCoordinator
    }

    /// Every handler inside; subclasses override it. `nil` here.
    open var allTransitionsHandlers: [AnimatingTransitionsHandler]? { nil }
    /// The handlers on screen; subclasses override it. `nil` here.
    open var visibleTransitionsHandlers: [AnimatingTransitionsHandler]? { nil }

    /// Goes forward on the deepest visible handler inside the container.
    open func performTransition(context: PresentationTransitionContext) {
        transitionsCoordinator.coordinatePerformingTransition(context: context, forContainingTransitionsHandler: self)
    }

    /// Goes back to the module of `transitionId`, wherever it is inside the container.
    open func undoTransitionsAfter(transitionId: TransitionId) {
        transitionsCoordinator.coordinateUndoingTransitionsAfter(
            transitionId: transitionId, forContainingTransitionsHandler: self)
    }

    /// Removes the module of `transitionId`, wherever it is inside the container.
    open func undoTransitionWith(transitionId: TransitionId) {
        transitionsCoordinator.coordinateUndoingTransitionWith(
            transitionId: transitionId, forContainingTransitionsHandler: self)
    }

    /// Asserts: a container has no single branch to close modals on.
    open func undoAllChainedTransitions() {
        marshrouteAssertionFailure("undoAllChainedTransitions can only be called on an animating transitions handler")
    }

    /// Asserts: a container has no single root to return to.
    open func undoAllTransitions() {
        marshrouteAssertionFailure("undoAllTransitions can only be called on an animating transitions handler")
    }

    /// Asserts: a container has no root of its own to reset.
    open func resetWithTransition(context: ResettingTransitionContext) {
        marshrouteAssertionFailure("resetWithTransition can only be called on an animating transitions handler")
    }
}
