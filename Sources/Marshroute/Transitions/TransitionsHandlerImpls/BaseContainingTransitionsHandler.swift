import TerminalUI

/// A handler that contains others. Performing and undoing go to the coordinator, which picks
/// the right contained handler; the verbs that only make sense on one branch assert.
@MainActor
open class BaseContainingTransitionsHandler: ContainingTransitionsHandler, TransitionsCoordinatorHolder {
    public let transitionsCoordinator: TransitionsCoordinator

    public init(transitionsCoordinator: TransitionsCoordinator) {
        self.transitionsCoordinator = transitionsCoordinator
    }

    open var allTransitionsHandlers: [AnimatingTransitionsHandler]? { nil }
    open var visibleTransitionsHandlers: [AnimatingTransitionsHandler]? { nil }

    open func performTransition(context: PresentationTransitionContext) {
        transitionsCoordinator.coordinatePerformingTransition(context: context, forContainingTransitionsHandler: self)
    }

    open func undoTransitionsAfter(transitionId: TransitionId) {
        transitionsCoordinator.coordinateUndoingTransitionsAfter(
            transitionId: transitionId, forContainingTransitionsHandler: self)
    }

    open func undoTransitionWith(transitionId: TransitionId) {
        transitionsCoordinator.coordinateUndoingTransitionWith(
            transitionId: transitionId, forContainingTransitionsHandler: self)
    }

    open func undoAllChainedTransitions() {
        marshrouteAssertionFailure("undoAllChainedTransitions can only be called on an animating transitions handler")
    }

    open func undoAllTransitions() {
        marshrouteAssertionFailure("undoAllTransitions can only be called on an animating transitions handler")
    }

    open func resetWithTransition(context: ResettingTransitionContext) {
        marshrouteAssertionFailure("resetWithTransition can only be called on an animating transitions handler")
    }
}
