import TerminalUI
import Testing

@testable import Marshroute

/// An animating handler passes each of the six verbs to the coordinator, for itself
/// (the original's tests: `AnimatingTransitionsHandlerTests`, `NavigationTransitionsHandlerImplTests`).
@MainActor
@Suite("Animating handlers forward to the coordinator", .marshrouteDiagnostics)
struct AnimatingTransitionsHandlerForwardingTests {
    let coordinator = TransitionsCoordinatorSpy()
    let navigationController = NavigationController()

    private func expectSingleCall(
        _ verb: TransitionsCoordinatorCall.Verb, for handler: AnimatingTransitionsHandler,
        transitionId: TransitionId?, sourceLocation: SourceLocation = #_sourceLocation
    ) {
        #expect(coordinator.calls.count == 1, sourceLocation: sourceLocation)
        guard let call = coordinator.calls.first else { return }
        #expect(call.verb == verb, sourceLocation: sourceLocation)
        #expect(call.handlerKind == .animating, sourceLocation: sourceLocation)
        let isForThisHandler = call.handler === (handler as AnyObject)
        #expect(isForThisHandler, sourceLocation: sourceLocation)
        #expect(call.transitionId == transitionId, sourceLocation: sourceLocation)
    }

    @Test(arguments: AnimatingHandlerKind.allCases)
    func performTransitionIsForwarded(kind: AnimatingHandlerKind) {
        let handler = kind.make(coordinator: coordinator, navigationController: navigationController)
        handler.performTransition(
            context: PresentationTransitionContext(
                pushingViewController: ViewController(), animator: NavigationTransitionsAnimator(), transitionId: "push"
            ))
        expectSingleCall(.perform, for: handler, transitionId: "push")
    }

    @Test(arguments: AnimatingHandlerKind.allCases)
    func undoTransitionsAfterIsForwarded(kind: AnimatingHandlerKind) {
        let handler = kind.make(coordinator: coordinator, navigationController: navigationController)
        handler.undoTransitionsAfter(transitionId: "after")
        expectSingleCall(.undoTransitionsAfter, for: handler, transitionId: "after")
    }

    @Test(arguments: AnimatingHandlerKind.allCases)
    func undoTransitionWithIsForwarded(kind: AnimatingHandlerKind) {
        let handler = kind.make(coordinator: coordinator, navigationController: navigationController)
        handler.undoTransitionWith(transitionId: "with")
        expectSingleCall(.undoTransitionWith, for: handler, transitionId: "with")
    }

    @Test(arguments: AnimatingHandlerKind.allCases)
    func undoAllChainedTransitionsIsForwarded(kind: AnimatingHandlerKind) {
        let handler = kind.make(coordinator: coordinator, navigationController: navigationController)
        handler.undoAllChainedTransitions()
        expectSingleCall(.undoAllChainedTransitions, for: handler, transitionId: nil)
    }

    @Test(arguments: AnimatingHandlerKind.allCases)
    func undoAllTransitionsIsForwarded(kind: AnimatingHandlerKind) {
        let handler = kind.make(coordinator: coordinator, navigationController: navigationController)
        handler.undoAllTransitions()
        expectSingleCall(.undoAllTransitions, for: handler, transitionId: nil)
    }

    @Test(arguments: AnimatingHandlerKind.allCases)
    func resetWithTransitionIsForwarded(kind: AnimatingHandlerKind) {
        let handler = kind.make(coordinator: coordinator, navigationController: navigationController)
        handler.resetWithTransition(
            context: ResettingTransitionContext(
                registeringViewController: ViewController(), animatingTransitionsHandler: handler, transitionId: "reset"
            ))
        expectSingleCall(.reset, for: handler, transitionId: "reset")
    }
}
