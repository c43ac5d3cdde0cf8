import TerminalUI
import Testing

@testable import Marshroute

/// `focusOnCurrentModule` (the original's tests: `RouterFocusableTests`): the module's own handler undoes
/// everything after the module's id, except on a root router whose handler is a container
/// (a root tab bar), which has nothing to return to. A master-detail router focuses through its
/// master handler only.
@MainActor
@Suite("RouterFocusable", .marshrouteDiagnostics)
struct RouterFocusableTests {
    let facade = MarshrouteFacade()
    let presenting = AnimatingTransitionsHandlerSpy()

    private func router(box: TransitionsHandlerBox, presenting: TransitionsHandler?) -> ModuleRouter {
        ModuleRouter(routerSeed: facade.makeSeed(box: box, transitionId: "own-id", presenting: presenting))
    }

    private func masterDetailRouter(
        master: TransitionsHandlerBox, detail: TransitionsHandlerBox,
        presenting: TransitionsHandler?
    ) -> MasterDetailModuleRouter {
        MasterDetailModuleRouter(
            routerSeed: facade.makeMasterDetailSeed(
                master: master, detail: detail, transitionId: "own-id",
                presenting: presenting))
    }

    // MARK: BaseRouter

    @Test func aPresentedModuleOnAnAnimatingHandlerUndoesWhatFollowsIt() {
        let own = AnimatingTransitionsHandlerSpy()
        var completed = 0

        router(box: .animating(own), presenting: presenting).focusOnCurrentModule { completed += 1 }

        #expect(own.undoneAfterIds == ["own-id"])
        #expect(own.calls.count == 1)
        #expect(presenting.calls.isEmpty)
        #expect(completed == 1)
    }

    @Test func aPresentedModuleOnAContainingHandlerUndoesWhatFollowsIt() {
        let own = ContainingTransitionsHandlerSpy()

        router(box: .containing(own), presenting: presenting).focusOnCurrentModule()

        #expect(own.undoneAfterIds == ["own-id"])
        #expect(presenting.calls.isEmpty)
    }

    @Test func aRootModuleOnAnAnimatingHandlerUndoesWhatFollowsIt() {
        let own = AnimatingTransitionsHandlerSpy()

        router(box: .animating(own), presenting: nil).focusOnCurrentModule()

        #expect(own.undoneAfterIds == ["own-id"])
    }

    @Test func aRootModuleOnAContainingHandlerDoesNothingButSaysWhyAndCompletes() {
        let diagnostics = MarshrouteDiagnostics.forThisTest
        let own = ContainingTransitionsHandlerSpy()
        var completed = 0

        router(box: .containing(own), presenting: nil).focusOnCurrentModule { completed += 1 }

        #expect(own.calls.isEmpty)
        #expect(diagnostics.claimPrints(containing: "cannot be called on the root non-animating router").count == 1)
        #expect(completed == 1)
    }

    // MARK: BaseMasterDetailRouter

    @Test func aPresentedMasterDetailModuleFocusesThroughItsMasterOnly() {
        let master = AnimatingTransitionsHandlerSpy()
        let detail = AnimatingTransitionsHandlerSpy()

        masterDetailRouter(master: .animating(master), detail: .animating(detail), presenting: presenting)
            .focusOnCurrentModule()

        #expect(master.undoneAfterIds == ["own-id"])
        #expect(detail.calls.isEmpty)
        #expect(presenting.calls.isEmpty)
    }

    @Test func aRootMasterDetailModuleFocusesThroughItsMasterOnly() {
        let master = AnimatingTransitionsHandlerSpy()
        let detail = AnimatingTransitionsHandlerSpy()

        masterDetailRouter(master: .animating(master), detail: .animating(detail), presenting: nil)
            .focusOnCurrentModule()

        #expect(master.undoneAfterIds == ["own-id"])
        #expect(detail.calls.isEmpty)
    }

    @Test func aPresentedMasterDetailModuleWithAContainingMasterFocusesThroughIt() {
        let master = ContainingTransitionsHandlerSpy()
        let detail = AnimatingTransitionsHandlerSpy()

        masterDetailRouter(master: .containing(master), detail: .animating(detail), presenting: presenting)
            .focusOnCurrentModule()

        #expect(master.undoneAfterIds == ["own-id"])
        #expect(detail.calls.isEmpty)
    }

    @Test func aRootMasterDetailModuleWithAContainingMasterDoesNothing() {
        let diagnostics = MarshrouteDiagnostics.forThisTest
        let master = ContainingTransitionsHandlerSpy()
        let detail = AnimatingTransitionsHandlerSpy()

        masterDetailRouter(master: .containing(master), detail: .animating(detail), presenting: nil)
            .focusOnCurrentModule()

        #expect(master.calls.isEmpty)
        #expect(detail.calls.isEmpty)
        #expect(diagnostics.claimPrints(containing: "root non-animating router").count == 1)
    }
}
