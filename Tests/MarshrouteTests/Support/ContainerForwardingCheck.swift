import TerminalUI
import Testing

@testable import Marshroute

/// A container forwards perform, undo after and undo with to the coordinator, for itself. (The
/// verbs that only make sense on one branch assert instead; each suite checks those.)
@MainActor
func checkContainerForwarding(
    _ handler: ContainingTransitionsHandler, coordinator: TransitionsCoordinatorSpy,
    diagnostics: MarshrouteDiagnostics, sourceLocation: SourceLocation = #_sourceLocation
) {
    handler.performTransition(
        context: PresentationTransitionContext(
            pushingViewController: ViewController(), animator: NavigationTransitionsAnimator(), transitionId: "push"))
    handler.undoTransitionsAfter(transitionId: "after")
    handler.undoTransitionWith(transitionId: "with")
    #expect(
        coordinator.calls.map(\.verb) == [.perform, .undoTransitionsAfter, .undoTransitionWith],
        sourceLocation: sourceLocation)
    #expect(
        coordinator.calls.allSatisfy { $0.handlerKind == .containing && $0.handler === handler },
        sourceLocation: sourceLocation)
    #expect(coordinator.calls.map(\.transitionId) == ["push", "after", "with"], sourceLocation: sourceLocation)
    #expect(diagnostics.assertions.isEmpty, sourceLocation: sourceLocation)
}
