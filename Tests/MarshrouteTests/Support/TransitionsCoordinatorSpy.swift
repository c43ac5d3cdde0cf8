@testable import Marshroute

/// One coordinator call as a handler made it: the verb, the kind of handler it was made
/// "for" (`forAnimatingTransitionsHandler:` or `forContainingTransitionsHandler:`), the
/// handler itself and the transition id passed along. The handler is held weakly: it holds
/// its coordinator, this spy, so a strong reference would keep both alive after the test.
@MainActor
struct TransitionsCoordinatorCall {
    enum Verb: String, Sendable {
        case perform, undoTransitionsAfter, undoTransitionWith, undoAllChainedTransitions, undoAllTransitions, reset
    }

    enum HandlerKind: Sendable {
        case animating, containing
    }

    let verb: Verb
    let handlerKind: HandlerKind
    weak var handler: AnyObject?
    let transitionId: TransitionId?
}

/// A coordinator that records what handlers forward to it.
@MainActor
final class TransitionsCoordinatorSpy: TransitionsCoordinator {
    private(set) var calls: [TransitionsCoordinatorCall] = []

    private func record(
        _ verb: TransitionsCoordinatorCall.Verb, _ kind: TransitionsCoordinatorCall.HandlerKind,
        _ handler: AnyObject, _ transitionId: TransitionId?
    ) {
        calls.append(
            TransitionsCoordinatorCall(verb: verb, handlerKind: kind, handler: handler, transitionId: transitionId))
    }

    func coordinatePerformingTransition(
        context: PresentationTransitionContext, forAnimatingTransitionsHandler handler: AnimatingTransitionsHandler
    ) {
        record(.perform, .animating, handler, context.transitionId)
    }

    func coordinatePerformingTransition(
        context: PresentationTransitionContext, forContainingTransitionsHandler handler: ContainingTransitionsHandler
    ) {
        record(.perform, .containing, handler, context.transitionId)
    }

    func coordinateUndoingTransitionsAfter(
        transitionId: TransitionId, forAnimatingTransitionsHandler handler: AnimatingTransitionsHandler
    ) {
        record(.undoTransitionsAfter, .animating, handler, transitionId)
    }

    func coordinateUndoingTransitionsAfter(
        transitionId: TransitionId, forContainingTransitionsHandler handler: ContainingTransitionsHandler
    ) {
        record(.undoTransitionsAfter, .containing, handler, transitionId)
    }

    func coordinateUndoingTransitionWith(
        transitionId: TransitionId, forAnimatingTransitionsHandler handler: AnimatingTransitionsHandler
    ) {
        record(.undoTransitionWith, .animating, handler, transitionId)
    }

    func coordinateUndoingTransitionWith(
        transitionId: TransitionId, forContainingTransitionsHandler handler: ContainingTransitionsHandler
    ) {
        record(.undoTransitionWith, .containing, handler, transitionId)
    }

    func coordinateUndoingAllChainedTransitions(forAnimatingTransitionsHandler handler: AnimatingTransitionsHandler) {
        record(.undoAllChainedTransitions, .animating, handler, nil)
    }

    func coordinateUndoingAllTransitions(forAnimatingTransitionsHandler handler: AnimatingTransitionsHandler) {
        record(.undoAllTransitions, .animating, handler, nil)
    }

    func coordinateResettingWithTransition(
        context: ResettingTransitionContext, forAnimatingTransitionsHandler handler: AnimatingTransitionsHandler
    ) {
        record(.reset, .animating, handler, context.transitionId)
    }
}
