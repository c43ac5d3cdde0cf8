import TerminalUI
import Testing

@testable import Marshroute

/// Undoing: finding the handler that owns a transition (through chains, across hidden tabs),
/// one pop and one dismissal per undo, wiping the histories of the chained handlers, and the
/// fixed `undoAllTransitions` (docs/ROUTING.md, section 1.2).
@MainActor
@Suite("Undoing transitions", .marshrouteDiagnostics)
struct UndoingTests {
    let facade = MarshrouteFacade()

    // MARK: Finding the owner

    @Test func undoFindsTheOwningHandlerThroughAChain() {
        let diagnostics = MarshrouteDiagnostics.forThisTest
        let main = facade.makeNavigationModule()
        let modal = main.router.presentModalNavigationModule(ModuleViewController(title: "Modal"))
        let inModal = modal.moduleRouter.pushModule(ModuleViewController(title: "In modal"))
        modal.moduleRouter.pushModule(ModuleViewController(title: "Deeper"))

        main.handler.undoTransitionsAfter(transitionId: inModal.seed!.transitionId)

        #expect(modal.navigationController.map { sameScreens($0.viewControllers, [modal, inModal]) } == true)
        #expect(main.root.presentedViewController === modal.navigationController)
        #expect(diagnostics.assertions.isEmpty)
    }

    @Test func undoOnAHiddenTabHappensThereWithoutSwitchingTabs() {
        let diagnostics = MarshrouteDiagnostics.forThisTest
        let tabs = facade.makeTwoNavigationTabs(selectedIndex: 1)
        let second = tabs.navigationTab(1)
        let kept = second.router.pushModule(ModuleViewController(title: "Kept"))
        second.router.pushModule(ModuleViewController(title: "Undone"))
        tabs.tabBarController.selectedIndex = 0

        tabs.handler.undoTransitionsAfter(transitionId: kept.seed!.transitionId)

        #expect(sameScreens(second.navigationController.viewControllers, [second.root, kept]))
        #expect(tabs.tabBarController.selectedIndex == 0)
        #expect(diagnostics.assertions.isEmpty)
    }

    @Test func focusingOnAModuleOfAHiddenTabClosesItsModalWithoutSwitchingTabs() {
        let tabs = facade.makeTwoNavigationTabs(selectedIndex: 1)
        let second = tabs.navigationTab(1)
        let owner = second.router.pushModule(ModuleViewController(title: "Owner"))
        let modal = owner.moduleRouter.presentModalNavigationModule(ModuleViewController(title: "Modal"))
        modal.moduleRouter.pushModule(ModuleViewController(title: "Deeper"))
        tabs.tabBarController.selectedIndex = 0

        owner.moduleRouter.focusOnCurrentModule()

        #expect(owner.presentedViewController == nil)
        #expect(sameScreens(second.navigationController.viewControllers, [second.root, owner]))
        #expect(tabs.tabBarController.selectedIndex == 0)
    }

    @Test func theTabBarFindsAModuleInsideAHiddenTabsModal() {
        let tabs = facade.makeTwoNavigationTabs(selectedIndex: 1)
        let second = tabs.navigationTab(1)
        let modal = second.router.presentModalNavigationModule(ModuleViewController(title: "Modal"))
        let inModal = modal.moduleRouter.pushModule(ModuleViewController(title: "In modal"))
        tabs.tabBarController.selectedIndex = 0

        tabs.handler.undoTransitionWith(transitionId: inModal.seed!.transitionId)

        #expect(modal.navigationController.map { sameScreens($0.viewControllers, [modal]) } == true)
        #expect(second.root.presentedViewController === modal.navigationController)
        #expect(tabs.tabBarController.selectedIndex == 0)
    }

    @Test func anExtraUndoIsReportedAndChangesNothing() {
        let diagnostics = MarshrouteDiagnostics.forThisTest
        let main = facade.makeNavigationModule()
        let pushed = main.router.pushModule(ModuleViewController(title: "Pushed"))
        pushed.moduleRouter.dismissCurrentModule()

        pushed.moduleRouter.dismissCurrentModule()

        #expect(sameScreens(main.navigationController.viewControllers, [main.root]))
        #expect(diagnostics.claimPrints(containing: "possibly an extra undo call").count == 1)
        #expect(diagnostics.assertions.isEmpty)
    }

    // MARK: One step per kind

    @Test func focusingPopsEveryPushAboveInOneStepAndClosesTheModal() {
        let diagnostics = MarshrouteDiagnostics.forThisTest
        let main = facade.makeNavigationModule()
        let owner = main.router.pushModule(ModuleViewController(title: "Owner"))
        let pop = NavigationTransitionsAnimatorSpy()
        let a = owner.moduleRouter.pushModule(ModuleViewController(title: "A"), animator: pop)
        let b = a.moduleRouter.pushModule(ModuleViewController(title: "B"))
        let modalAnimator = ModalNavigationTransitionsAnimatorSpy()
        b.moduleRouter.presentModalNavigationModule(ModuleViewController(title: "Modal"), animator: modalAnimator)

        owner.moduleRouter.focusOnCurrentModule()

        #expect(sameScreens(main.navigationController.viewControllers, [main.root, owner]))
        #expect(b.presentedViewController == nil)
        // One pop, back to the owner; one dismissal, from the screen that presented the modal.
        #expect(pop.animateUndoing.context?.targetViewController === owner)
        #expect(modalAnimator.animateUndoing.context?.targetViewController === b)
        #expect(sameScreens(facade.historyScreens(of: main.handler), [main.root, owner]))
        #expect(diagnostics.assertions.isEmpty)
    }

    @Test func dismissingAModalNavigationModuleClosesItWithEverythingPushedInIt() {
        let main = facade.makeNavigationModule()
        let pushed = main.router.pushModule(ModuleViewController(title: "Pushed"))
        let modal = pushed.moduleRouter.presentModalNavigationModule(ModuleViewController(title: "Modal"))
        let deeper = modal.moduleRouter.pushModule(ModuleViewController(title: "Deeper"))
        deeper.moduleRouter.pushModule(ModuleViewController(title: "Deepest"))

        modal.moduleRouter.dismissCurrentModule()

        #expect(pushed.presentedViewController == nil)
        #expect(sameScreens(main.navigationController.viewControllers, [main.root, pushed]))
        #expect(sameScreens(facade.historyScreens(of: main.handler), [main.root, pushed]))
    }

    @Test func dismissingAPushedModulePopsToTheScreenBelowIt() {
        let main = facade.makeNavigationModule()
        let a = main.router.pushModule(ModuleViewController(title: "A"))
        let b = a.moduleRouter.pushModule(ModuleViewController(title: "B"))
        b.moduleRouter.pushModule(ModuleViewController(title: "C"))

        b.moduleRouter.dismissCurrentModule()

        #expect(sameScreens(main.navigationController.viewControllers, [main.root, a]))
        #expect(sameScreens(facade.historyScreens(of: main.handler), [main.root, a]))
    }

    // MARK: Misuse

    @Test func undoingTheFirstTransitionAssertsAndChangesNothing() {
        let diagnostics = MarshrouteDiagnostics.forThisTest
        let main = facade.makeNavigationModule()
        let pushed = main.router.pushModule(ModuleViewController(title: "Pushed"))

        main.handler.undoTransitionWith(transitionId: main.rootTransitionId)

        #expect(diagnostics.claimAssertions().count == 1)
        #expect(diagnostics.claimAssertions(containing: "resetWithTransition").count == 1)
        #expect(sameScreens(main.navigationController.viewControllers, [main.root, pushed]))
        #expect(sameScreens(facade.historyScreens(of: main.handler), [main.root, pushed]))
        // The handler still works.
        let next = main.router.pushModule(ModuleViewController(title: "Next"))
        #expect(sameScreens(main.navigationController.viewControllers, [main.root, pushed, next]))
        #expect(diagnostics.claimAssertions().count == 1)
    }

    // MARK: Wiping the histories of chained handlers

    @Test func dismissingAModalWipesTheHistoriesOfEveryHandlerChainedFromIt() {
        let main = facade.makeNavigationModule()
        let outer = main.router.presentModalNavigationModule(ModuleViewController(title: "Outer"))
        let outerPushed = outer.moduleRouter.pushModule(ModuleViewController(title: "Outer pushed"))
        let inner = outerPushed.moduleRouter.presentModalModule(ModuleViewController(title: "Inner"))
        let outerHandler = outer.seed!.transitionsHandlerBox.unboxAnimatingTransitionsHandler()!
        let innerHandler = inner.seed!.transitionsHandlerBox.unboxAnimatingTransitionsHandler()!
        #expect(facade.history(of: outerHandler).count == 3)
        #expect(facade.history(of: innerHandler).count == 1)

        outer.moduleRouter.dismissCurrentModule()

        #expect(main.root.presentedViewController == nil)
        #expect(facade.history(of: outerHandler).isEmpty)
        #expect(facade.history(of: innerHandler).isEmpty)
        #expect(sameScreens(facade.historyScreens(of: main.handler), [main.root]))
    }

    @Test func focusingWipesAnEndpointsHistoryToo() {
        let diagnostics = MarshrouteDiagnostics.forThisTest
        let main = facade.makeNavigationModule()
        let endpoint = NavigationController(rootViewController: ViewController())
        var endpointSeed: RouterSeed?
        main.router.presentModalEndpointNavigationController(endpoint) { seed in endpointSeed = seed }
        let endpointHandler = endpointSeed!.transitionsHandlerBox.unboxAnimatingTransitionsHandler()!
        #expect(facade.history(of: endpointHandler).map(\.transitionId) == [endpointSeed!.transitionId])

        main.router.focusOnCurrentModule()

        #expect(main.root.presentedViewController == nil)
        // docs/ROUTING.md, 1.2: the endpoint's history is wiped with the chain (the original left it behind).
        #expect(facade.history(of: endpointHandler).isEmpty)
        #expect(diagnostics.assertions.isEmpty)
    }

    @Test func aModalMasterDetailDetailIsPresentedByTheTopmostHandler() {
        let main = facade.makeNavigationModule()
        let modal = main.router.presentModalNavigationModule(ModuleViewController(title: "Modal"))
        let modalHandler = modal.seed!.transitionsHandlerBox.unbox()
        let master = MasterDetailModuleViewController(title: "Master")
        let detail = ModuleViewController(title: "Detail")

        main.router.presentModalMasterDetailModule(master: master, detail: detail)

        // docs/ROUTING.md, 1.2: the original gave the detail the router's own handler (main) as its presenter.
        #expect(detail.seed?.presentingTransitionsHandler === modalHandler)
        #expect(master.seed?.presentingTransitionsHandler === modalHandler)
        #expect(modal.presentedViewController === master.splitViewController)

        detail.moduleRouter.dismissCurrentModule()

        #expect(modal.presentedViewController == nil)
        #expect(main.root.presentedViewController === modal.navigationController)
    }

    // MARK: Undo all

    @Test func undoingAllTransitionsPopsToTheRootAndClosesTheModal() {
        let diagnostics = MarshrouteDiagnostics.forThisTest
        let main = facade.makeNavigationModule()
        let a = main.router.pushModule(ModuleViewController(title: "A"))
        let b = a.moduleRouter.pushModule(ModuleViewController(title: "B"))
        let modal = b.moduleRouter.presentModalNavigationModule(ModuleViewController(title: "Modal"))
        let modalHandler = modal.seed!.transitionsHandlerBox.unboxAnimatingTransitionsHandler()!

        main.handler.undoAllTransitions()

        // docs/ROUTING.md, 1.2: the original asserted on the root entry and popped nothing.
        #expect(sameScreens(main.navigationController.viewControllers, [main.root]))
        #expect(b.presentedViewController == nil)
        #expect(sameScreens(facade.historyScreens(of: main.handler), [main.root]))
        #expect(facade.history(of: modalHandler).isEmpty)
        #expect(diagnostics.assertions.isEmpty)
    }

    @Test func undoingAllTransitionsOfAnUntouchedStackDoesNothing() {
        let diagnostics = MarshrouteDiagnostics.forThisTest
        let main = facade.makeNavigationModule()

        main.handler.undoAllTransitions()

        #expect(sameScreens(main.navigationController.viewControllers, [main.root]))
        #expect(sameScreens(facade.historyScreens(of: main.handler), [main.root]))
        #expect(diagnostics.assertions.isEmpty)
    }

    @Test func undoingAllChainedTransitionsClosesTheModalAndKeepsThePushes() {
        let diagnostics = MarshrouteDiagnostics.forThisTest
        let main = facade.makeNavigationModule()
        let a = main.router.pushModule(ModuleViewController(title: "A"))
        let modal = a.moduleRouter.presentModalModule(ModuleViewController(title: "Modal"))
        let modalHandler = modal.seed!.transitionsHandlerBox.unboxAnimatingTransitionsHandler()!

        main.handler.undoAllChainedTransitions()

        #expect(a.presentedViewController == nil)
        #expect(sameScreens(main.navigationController.viewControllers, [main.root, a]))
        #expect(sameScreens(facade.historyScreens(of: main.handler), [main.root, a]))
        #expect(facade.history(of: modalHandler).isEmpty)
        #expect(diagnostics.assertions.isEmpty)
    }

    // MARK: Undo while a presentation is still animating (docs/ROUTING.md, 1.2)

    @Test func dismissingWhileThePresentationAnimatesFinishesItAndDismisses() {
        let diagnostics = MarshrouteDiagnostics.forThisTest
        let main = facade.makeNavigationModule()
        let window = facade.makeWindow(root: main.navigationController, animated: true)
        let sheet = main.router.presentModalModule(
            ModuleViewController(title: "Sheet"),
            animator: ModalTransitionsAnimator(targetModalPresentationStyle: .formSheet))
        #expect(sheet.isBeingPresented)
        var completed = false

        sheet.moduleRouter.dismissCurrentModule { completed = true }

        // The original dropped this undo (docs/ROUTING.md, 1.2); here the presentation finishes, then it is undone.
        #expect(main.root.presentedViewController == nil)
        #expect(sameScreens(facade.historyScreens(of: main.handler), [main.root]))
        // The completion runs once the dismissal animation is over.
        #expect(!completed)
        let application = Application(screen: HeadlessScreen(size: window.size), window: window)
        FrameStepper(application: application, clock: facade.clock).advance(by: .seconds(1))
        #expect(completed)
        #expect(diagnostics.assertions.isEmpty)
    }

    @Test func aDelegateReturningFalseStillLetsTheUndoRun() {
        let delegate = CoordinatorDelegateSpy()
        delegate.allowsUndoingDuringPresentation = false
        facade.stack.transitionsCoordinatorDelegateHolder.transitionsCoordinatorDelegate = delegate
        let main = facade.makeNavigationModule()
        let window = facade.makeWindow(root: main.navigationController, animated: true)
        let sheet = main.router.presentModalModule(ModuleViewController(title: "Sheet"))
        #expect(sheet.isBeingPresented)

        sheet.moduleRouter.dismissCurrentModule()

        #expect(delegate.undoPermissionRequests == 1)
        #expect(main.root.presentedViewController == nil)
        window.finishAnimations()
    }

    @Test func theDelegateIsAskedWhileAModalNavigationAnimatesIn() {
        let delegate = CoordinatorDelegateSpy()
        facade.stack.transitionsCoordinatorDelegateHolder.transitionsCoordinatorDelegate = delegate
        let main = facade.makeNavigationModule()
        let window = facade.makeWindow(root: main.navigationController, animated: true)
        let modal = main.router.presentModalNavigationModule(ModuleViewController(title: "Modal"))
        #expect(modal.navigationController?.isBeingPresented == true)

        modal.moduleRouter.dismissCurrentModule()

        #expect(delegate.undoPermissionRequests == 1)
        #expect(main.root.presentedViewController == nil)
        window.finishAnimations()
    }

    /// Found by the fuzzer (RobustnessTests): in the split layout, the detail column's root
    /// was replaced by another router's reset while the old root's screen was still alive
    /// (its comeback timer fired during the reset's animation), and the old root focused on
    /// itself. Its entry, kept until its screen goes, is followed by the new root's reset
    /// entry, which the undo took for a push to undo ("cannot undo a resetting transition").
    /// A replaced module has nothing of its own left to close: nothing changes, and Marshroute
    /// says why.
    @Test func aRootReplacedByAnotherRoutersResetFocusingOnItselfChangesNothing() {
        let diagnostics = MarshrouteDiagnostics.forThisTest
        let main = facade.makeNavigationModule(root: ModuleViewController(title: "Replaced"))
        let replaced = main.root
        // Another router on the same stack (a master column's, say), with an id of its own.
        let other = ModuleViewController(title: "Other router's module")
        other.attach(seed: facade.makeSeed(box: .animating(main.handler), transitionId: facade.newTransitionId()))
        let replacement = other.moduleRouter.setModule(ModuleViewController(title: "Replacement"))
        let pushed = replacement.moduleRouter.pushModule(ModuleViewController(title: "Pushed"))
        let modal = pushed.moduleRouter.presentModalModule(ModuleViewController(title: "Modal"))

        replaced.moduleRouter.focusOnCurrentModule()

        #expect(diagnostics.assertions.isEmpty, "\(diagnostics.assertions)")
        #expect(diagnostics.claimPrints(containing: "was replaced by a reset").count == 1)
        #expect(sameScreens(main.navigationController.viewControllers, [replacement, pushed]))
        #expect(pushed.presentedViewController === modal)
        // The replacement focuses on itself as usual.
        replacement.moduleRouter.focusOnCurrentModule()
        #expect(sameScreens(main.navigationController.viewControllers, [replacement]))
        #expect(pushed.presentedViewController == nil)
        #expect(diagnostics.assertions.isEmpty, "\(diagnostics.assertions)")
    }

    /// Found by the fuzzer (RobustnessTests): an undo that came while a pop still animated
    /// deleted the modal's history first; the pop's completion, run by the dismissal, then
    /// pushed onto that deleted history ("has no history" assertion).
    @Test func anUndoDuringAPopRunsItsCompletionFirstAndUndoesWhatItOpened() {
        let diagnostics = MarshrouteDiagnostics.forThisTest
        let main = facade.makeNavigationModule()
        let window = facade.makeWindow(root: main.navigationController, animated: true)
        let modal = main.router.presentModalNavigationModule(ModuleViewController(title: "Modal"))
        window.finishAnimations()
        let pushed = modal.moduleRouter.pushModule(ModuleViewController(title: "Pushed"))
        window.finishAnimations()
        var next: ModuleViewController?
        pushed.moduleRouter.dismissCurrentModule {
            next = modal.moduleRouter.pushModule(ModuleViewController(title: "Opened by the completion"))
        }
        #expect(window.isAnimating, "the pop animates")

        main.root.moduleRouter.focusOnCurrentModule()

        #expect(next != nil, "the completion ran before the history changed")
        #expect(diagnostics.assertions.isEmpty, "\(diagnostics.assertions)")
        #expect(main.root.presentedViewController == nil)
        #expect(sameScreens(facade.historyScreens(of: main.handler), [main.root]))
        window.finishAnimations()
    }
}
