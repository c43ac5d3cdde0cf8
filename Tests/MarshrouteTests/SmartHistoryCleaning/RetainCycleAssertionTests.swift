import TerminalUI
import Testing

@testable import Marshroute

/// The delayed "possible retain cycle" assertion (docs/ROUTING.md): a screen judged
/// dismissed is checked one second later on the injected scheduler, and reported only if it is
/// still alive then.
@MainActor
@Suite("Retain-cycle assertion", .marshrouteDiagnostics)
struct RetainCycleAssertionTests {
    let facade = MarshrouteFacade()
    let module: NavigationModule

    init() {
        module = facade.makeNavigationModule(root: ModuleViewController(title: "Leading"))
    }

    /// Pushes a leaking screen, removes it behind Marshroute's back and makes Marshroute notice
    /// (by pushing another screen). Returns the leaking screen, weakly held by the caller.
    private func leakAMiddleScreen() -> MiddleSelfRetainingViewController? {
        let middle = module.router.pushModule(MiddleSelfRetainingViewController(title: "Middle"))
        module.navigationController.setViewControllers([module.root], animated: false)
        module.router.pushModule(ModuleViewController(title: "Trailing"))
        return middle
    }

    @Test func aScreenStillAliveOneSecondLaterIsReported() {
        let diagnostics = MarshrouteDiagnostics.forThisTest
        weak var middle: MiddleSelfRetainingViewController?
        middle = leakAMiddleScreen()

        #expect(diagnostics.assertions.isEmpty)
        facade.advanceClock(by: .seconds(1))

        let failures = diagnostics.claimRetainCycleAssertions(naming: "MiddleSelfRetainingViewController")
        #expect(failures.count == 1)
        #expect(failures.first?.contains("did not deallocate due to some retain cycle") == true)
        middle?.breakRetainCycle()
    }

    @Test func nothingIsReportedBeforeTheSecondIsOver() {
        let diagnostics = MarshrouteDiagnostics.forThisTest
        weak var middle: MiddleSelfRetainingViewController?
        middle = leakAMiddleScreen()

        facade.advanceClock(by: .milliseconds(999))
        #expect(diagnostics.assertions.isEmpty)
        facade.advanceClock(by: .milliseconds(1))
        #expect(diagnostics.claimAssertions().count == 1)
        middle?.breakRetainCycle()
    }

    @Test func aScreenReleasedInTimeIsNotReported() {
        let diagnostics = MarshrouteDiagnostics.forThisTest
        weak var middle: MiddleSelfRetainingViewController?
        middle = leakAMiddleScreen()
        #expect(middle != nil)

        middle?.breakRetainCycle()
        #expect(middle == nil)
        facade.advanceClock(by: .seconds(2))

        #expect(diagnostics.assertions.isEmpty)
    }

    @Test func theCheckIsMadeOncePerDismissedScreen() {
        let diagnostics = MarshrouteDiagnostics.forThisTest
        weak var middle: MiddleSelfRetainingViewController?
        middle = leakAMiddleScreen()

        module.router.pushModule(ModuleViewController(title: "One more"))
        module.router.focusOnCurrentModule()
        facade.advanceClock(by: .seconds(5))

        #expect(diagnostics.claimAssertions().count == 1)
        middle?.breakRetainCycle()
    }

    @Test func withoutASchedulerNoCheckIsMade() {
        let diagnostics = MarshrouteDiagnostics.forThisTest
        let unscheduled = MarshrouteFacade(withScheduler: false)
        #expect((unscheduled.stack.transitionsCoordinator as? TransitionsCoordinatorImpl)?.scheduler == nil)
        let rootModule = unscheduled.makeNavigationModule()
        let navigation = rootModule.navigationController
        weak var middle: MiddleSelfRetainingViewController?
        middle = rootModule.router.pushModule(MiddleSelfRetainingViewController(title: "Middle"))
        navigation.setViewControllers([rootModule.root], animated: false)
        rootModule.router.pushModule(ModuleViewController(title: "Trailing"))

        // The leaked screen is forgotten, and (with no clock to wait on) not reported.
        #expect(navigation.viewControllers.count == 2)
        #expect(navigation.topViewController?.title == "Trailing")
        #expect(diagnostics.assertions.isEmpty)
        middle?.breakRetainCycle()
    }
}
