import TerminalUI
import Testing

@testable import Marshroute

/// The tab bar's handler (the original's tests: `TabBarTransitionsHandlerImplTests`).
@MainActor
@Suite("TabBarTransitionsHandlerImpl", .marshrouteDiagnostics)
struct TabBarTransitionsHandlerTests {
    let coordinator = TransitionsCoordinatorSpy()
    let tabBarController = TabBarController()
    let handler: TabBarTransitionsHandlerImpl
    let tab0 = DummyAnimatingTransitionsHandler()
    let tab1 = DummyAnimatingTransitionsHandler()
    let tab2Master = DummyAnimatingTransitionsHandler()
    let tab2Detail = DummyAnimatingTransitionsHandler()

    init() {
        handler = TabBarTransitionsHandlerImpl(tabBarController: tabBarController, transitionsCoordinator: coordinator)
    }

    /// Three tabs: two navigation stacks and a split view (a nested container).
    private func setUpThreeTabs() {
        let split = SplitViewTransitionsHandlerImpl(
            splitViewController: SplitViewController(), transitionsCoordinator: coordinator)
        split.masterTransitionsHandler = tab2Master
        split.detailTransitionsHandler = tab2Detail
        handler.animatingTransitionsHandlers = [0: tab0, 1: tab1]
        handler.containingTransitionsHandlers = [2: split]
        tabBarController.setViewControllers([ViewController(), ViewController(), ViewController()])
    }

    @Test func performAndBothUndosAreForwardedForTheContainer() {
        let diagnostics = MarshrouteDiagnostics.forThisTest
        checkContainerForwarding(handler, coordinator: coordinator, diagnostics: diagnostics)
    }

    @Test func undoAllChainedTransitionsIsNotForwardedAndAsserts() {
        let diagnostics = MarshrouteDiagnostics.forThisTest
        handler.undoAllChainedTransitions()
        #expect(coordinator.calls.isEmpty)
        #expect(diagnostics.claimAssertions(containing: "undoAllChainedTransitions").count == 1)
    }

    @Test func undoAllTransitionsIsNotForwardedAndAsserts() {
        let diagnostics = MarshrouteDiagnostics.forThisTest
        handler.undoAllTransitions()
        #expect(coordinator.calls.isEmpty)
        #expect(diagnostics.claimAssertions(containing: "undoAllTransitions").count == 1)
    }

    @Test func resetWithTransitionIsNotForwardedAndAsserts() {
        let diagnostics = MarshrouteDiagnostics.forThisTest
        handler.resetWithTransition(
            context: ResettingTransitionContext(
                registeringViewController: ViewController(), animatingTransitionsHandler: tab0, transitionId: "reset"))
        #expect(coordinator.calls.isEmpty)
        #expect(diagnostics.claimAssertions(containing: "resetWithTransition").count == 1)
    }

    @Test func withoutTabsThereAreNoHandlers() {
        handler.animatingTransitionsHandlers = [0: tab0]
        #expect(handler.allTransitionsHandlers == nil)
    }

    @Test func allHandlersCoverEveryTabInOrder() {
        handler.animatingTransitionsHandlers = [0: tab0, 1: tab1]
        tabBarController.setViewControllers([ViewController(), ViewController()])
        tabBarController.selectedIndex = 1

        let all = handler.allTransitionsHandlers ?? []
        #expect(all.count == 2)
        #expect(all.first === tab0)
        #expect(all.last === tab1)
    }

    @Test func allHandlersUnboxANestedSplitIntoMasterAndDetail() {
        setUpThreeTabs()

        let all = handler.allTransitionsHandlers ?? []
        #expect(all.count == 4)
        #expect(all.map { ObjectIdentifier($0) } == [tab0, tab1, tab2Master, tab2Detail].map { ObjectIdentifier($0) })
    }

    @Test func visibleHandlersAreTheSelectedTabsOnly() {
        setUpThreeTabs()
        tabBarController.selectedIndex = 1

        let visible = handler.visibleTransitionsHandlers ?? []
        #expect(visible.count == 1)
        #expect(visible.first === tab1)
    }

    @Test func visibleHandlersOfASelectedSplitTabAreItsMasterAndDetail() {
        setUpThreeTabs()
        tabBarController.selectedIndex = 2

        let visible = handler.visibleTransitionsHandlers ?? []
        #expect(visible.count == 2)
        #expect(visible.first === tab2Master)
        #expect(visible.last === tab2Detail)
    }

    @Test func switchingTabsChangesTheVisibleHandlers() {
        setUpThreeTabs()

        #expect(handler.visibleTransitionsHandlers?.first === tab0)
        tabBarController.selectedIndex = 1
        #expect(handler.visibleTransitionsHandlers?.first === tab1)
        #expect(handler.allTransitionsHandlers?.count == 4)
    }
}
