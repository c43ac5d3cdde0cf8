import TerminalUI
import Testing

@testable import Marshroute

/// The split view's handler (the original's tests: `SplitViewTransitionsHandlerImplTests`).
@MainActor
@Suite("SplitViewTransitionsHandlerImpl", .marshrouteDiagnostics)
struct SplitViewTransitionsHandlerTests {
    let coordinator = TransitionsCoordinatorSpy()
    let handler: SplitViewTransitionsHandlerImpl
    let master = DummyAnimatingTransitionsHandler()
    let detail = DummyAnimatingTransitionsHandler()

    init() {
        handler = SplitViewTransitionsHandlerImpl(
            splitViewController: SplitViewController(), transitionsCoordinator: coordinator)
    }

    @Test func performAndBothUndosAreForwardedForTheContainer() {
        let diagnostics = MarshrouteDiagnostics.forThisTest
        checkContainerForwarding(handler, coordinator: coordinator, diagnostics: diagnostics)
    }

    @Test func undoAllChainedTransitionsIsNotForwardedAndAsserts() {
        let diagnostics = MarshrouteDiagnostics.forThisTest
        handler.undoAllChainedTransitions()
        #expect(coordinator.calls.isEmpty)
        #expect(diagnostics.claimAssertions().count == 1)
    }

    @Test func undoAllTransitionsIsNotForwardedAndAsserts() {
        let diagnostics = MarshrouteDiagnostics.forThisTest
        handler.undoAllTransitions()
        #expect(coordinator.calls.isEmpty)
        #expect(diagnostics.claimAssertions().count == 1)
    }

    @Test func resetWithTransitionIsNotForwardedAndAsserts() {
        let diagnostics = MarshrouteDiagnostics.forThisTest
        handler.resetWithTransition(
            context: ResettingTransitionContext(
                registeringViewController: ViewController(), animatingTransitionsHandler: master, transitionId: "reset")
        )
        #expect(coordinator.calls.isEmpty)
        #expect(diagnostics.claimAssertions().count == 1)
    }

    @Test func allHandlersAreMasterThenDetail() {
        handler.masterTransitionsHandler = master
        handler.detailTransitionsHandler = detail

        let all = handler.allTransitionsHandlers ?? []
        #expect(all.count == 2)
        #expect(all.first === master)
        #expect(all.last === detail)
    }

    @Test func visibleHandlersAreMasterThenDetailToo() {
        handler.masterTransitionsHandler = master
        handler.detailTransitionsHandler = detail

        let visible = handler.visibleTransitionsHandlers ?? []
        #expect(visible.count == 2)
        #expect(visible.first === master)
        #expect(visible.last === detail)
    }

    @Test func aMissingColumnIsLeftOut() {
        handler.detailTransitionsHandler = detail

        #expect(handler.allTransitionsHandlers?.count == 1)
        #expect(handler.allTransitionsHandlers?.first === detail)
        #expect(handler.visibleTransitionsHandlers?.first === detail)
    }
}
