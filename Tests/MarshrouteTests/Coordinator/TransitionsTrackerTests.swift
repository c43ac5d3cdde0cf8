import TerminalUI
import Testing

@testable import Marshroute

/// `TransitionsTracker` (docs/ROUTING.md): the distance from a tracked module to the top of a
/// handler, and whether a tracked module is still in history.
@MainActor
@Suite("TransitionsTracker", .marshrouteDiagnostics)
struct TransitionsTrackerTests {
    let facade = MarshrouteFacade()
    var tracker: TransitionsTracker { facade.stack.transitionsTracker }

    private func tracked(_ screen: ModuleViewController) -> TrackedTransition {
        TrackedTransition(
            transitionId: screen.seed!.transitionId, transitionsHandlerBox: screen.seed!.transitionsHandlerBox)
    }

    @Test func aModuleOnTopIsZeroTransitionsAway() {
        let main = facade.makeNavigationModule()
        let top = main.router.pushModule(ModuleViewController(title: "Top"))

        #expect(
            tracker.countOfTransitionsAfterTrackedTransition(
                tracked(top), untilLastTransitionOfTransitionsHandler: main.handler) == 0)
        #expect(
            tracker.countOfTransitionsAfterTrackedTransition(
                tracked(main.root), untilLastTransitionOfTransitionsHandler: main.handler) == 1)
    }

    @Test func everyPushAboveAModuleCounts() {
        let main = facade.makeNavigationModule()
        let trackedScreen = main.router.pushModule(ModuleViewController(title: "Tracked"))
        trackedScreen.moduleRouter.pushModule(ModuleViewController(title: "B")).moduleRouter.pushModule(
            ModuleViewController(title: "C"))

        #expect(
            tracker.countOfTransitionsAfterTrackedTransition(
                tracked(trackedScreen), untilLastTransitionOfTransitionsHandler: main.handler) == 2)
    }

    @Test func aModalCountsOnceAndItsPushesCountButNotItsRoot() {
        let main = facade.makeNavigationModule()
        let trackedScreen = main.router.pushModule(ModuleViewController(title: "Tracked"))
        let above = trackedScreen.moduleRouter.pushModule(ModuleViewController(title: "Above"))
        let modal = above.moduleRouter.presentModalNavigationModule(ModuleViewController(title: "Modal"))
        modal.moduleRouter.pushModule(ModuleViewController(title: "M1")).moduleRouter.pushModule(
            ModuleViewController(title: "M2"))
        let modalHandler = modal.seed!.transitionsHandlerBox.unbox()

        // Above, the modal itself, M1 and M2.
        #expect(
            tracker.countOfTransitionsAfterTrackedTransition(
                tracked(trackedScreen), untilLastTransitionOfTransitionsHandler: modalHandler) == 4)
        #expect(
            tracker.countOfTransitionsAfterTrackedTransition(
                tracked(modal), untilLastTransitionOfTransitionsHandler: modalHandler) == 2)
    }

    @Test func thereIsNoDistanceToAHandlerNoChainLeadsTo() {
        let tabs = facade.makeTwoNavigationTabs()
        let first = tabs.navigationTab(0)
        let second = tabs.navigationTab(1)
        let trackedScreen = first.router.pushModule(ModuleViewController(title: "Tracked"))

        #expect(
            tracker.countOfTransitionsAfterTrackedTransition(
                tracked(trackedScreen), untilLastTransitionOfTransitionsHandler: second.handler) == nil)
    }

    @Test func aTrackedModuleIsFoundInAHiddenTabsModalUntilItIsDismissed() {
        let tabs = facade.makeTwoNavigationTabs(selectedIndex: 1)
        let first = tabs.navigationTab(0)
        let second = tabs.navigationTab(1)
        let modal = second.router.presentModalNavigationModule(ModuleViewController(title: "Modal"))
        let trackedScreen = modal.moduleRouter.pushModule(ModuleViewController(title: "Tracked"))
        tabs.tabBarController.selectedIndex = 0

        let found = tracker.restoredTransitionFromTrackedTransition(
            tracked(trackedScreen), searchingFromTransitionsHandler: tabs.handler)
        #expect(found?.targetViewController === trackedScreen)
        #expect(
            tracker.restoredTransitionFromTrackedTransition(
                tracked(trackedScreen), searchingFromTransitionsHandler: first.handler) == nil)

        modal.moduleRouter.dismissCurrentModule()

        #expect(
            tracker.restoredTransitionFromTrackedTransition(
                tracked(trackedScreen), searchingFromTransitionsHandler: tabs.handler) == nil)
    }
}
