import TerminalUI
import Testing

@testable import Marshroute

/// `dismissCurrentModule` (the original's tests: `RouterDismissableTests`): the presenting handler undoes
/// the transition with the module's own id; a root module has nothing to undo.
@MainActor
@Suite("RouterDismissable", .marshrouteDiagnostics)
struct RouterDismissableTests {
    @Test(arguments: RouterKind.allCases)
    func aPresentedModuleAsksItsPresentingHandlerToUndoItsTransition(kind: RouterKind) {
        let harness = SpiedRouterHarness(kind: kind)
        var completed = 0

        harness.router.dismissCurrentModule { completed += 1 }

        #expect(harness.presentingHandler?.undoneWithIds == [harness.routerTransitionId])
        #expect(harness.presentingHandler?.calls.count == 1)
        #expect(harness.ownHandler.calls.isEmpty)
        #expect(harness.detailHandler.calls.isEmpty)
        #expect(completed == 1)
    }

    @Test(arguments: RouterKind.allCases)
    func aRootModuleDismissesNothingButStillCompletes(kind: RouterKind) {
        let harness = SpiedRouterHarness(kind: kind, isRoot: true)
        var completed = 0

        harness.router.dismissCurrentModule { completed += 1 }

        #expect(harness.router.presentingTransitionsHandler == nil)
        #expect(harness.ownHandler.calls.isEmpty)
        #expect(harness.detailHandler.calls.isEmpty)
        #expect(completed == 1)
    }
}
