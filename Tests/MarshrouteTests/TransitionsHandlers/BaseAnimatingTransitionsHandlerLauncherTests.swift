import TerminalUI
import Testing

@testable import Marshroute

/// A bare handler cannot push or reset a navigation root: its animators are never called.
@MainActor
@Suite("BaseAnimatingTransitionsHandler neither pushes nor resets", .marshrouteDiagnostics)
struct BaseAnimatingTransitionsHandlerNavigationLauncherTests {
    @Test func settingARootCallsNoAnimator() {
        let diagnostics = MarshrouteDiagnostics.forThisTest
        let harness = LauncherHarness(handlerKind: .base, routerKind: .base)
        let animator = ResetNavigationTransitionsAnimatorSpy()

        harness.router.setViewControllerDerivedFrom({ _ in ViewController() }, animator: animator)

        #expect(!animator.animateResetting.wasCalled)
        #expect(diagnostics.claimAssertions().count == 1)
        #expect(harness.facade.historyScreens(of: harness.ownHandler).first === harness.root)
    }

    @Test func pushingCallsNoAnimatorAndAsserts() {
        let diagnostics = MarshrouteDiagnostics.forThisTest
        let harness = LauncherHarness(handlerKind: .base, routerKind: .base)
        let animator = NavigationTransitionsAnimatorSpy()

        harness.router.pushViewControllerDerivedFrom({ _ in ViewController() }, animator: animator)

        #expect(!animator.animatePerforming.wasCalled)
        #expect(diagnostics.claimAssertions(containing: "NavigationTransitionsHandlerImpl").count == 1)
    }

    @Test func settingTheMasterOrTheDetailCallsNoAnimator() {
        let diagnostics = MarshrouteDiagnostics.forThisTest
        let harness = LauncherHarness(handlerKind: .base, routerKind: .masterDetail)
        let masterAnimator = ResetNavigationTransitionsAnimatorSpy()
        let detailAnimator = ResetNavigationTransitionsAnimatorSpy()

        harness.masterDetailRouter.setMasterViewControllerDerivedFrom(
            { _ in ViewController() }, animator: masterAnimator)
        harness.masterDetailRouter.setDetailViewControllerDerivedFrom(
            { _ in ViewController() }, animator: detailAnimator)

        #expect(!masterAnimator.animateResetting.wasCalled)
        #expect(!detailAnimator.animateResetting.wasCalled)
        #expect(diagnostics.claimAssertions().count == 2)
    }

    @Test func pushingOnTheMasterOrTheDetailCallsNoAnimator() {
        let diagnostics = MarshrouteDiagnostics.forThisTest
        let harness = LauncherHarness(handlerKind: .base, routerKind: .masterDetail)
        let masterAnimator = NavigationTransitionsAnimatorSpy()
        let detailAnimator = NavigationTransitionsAnimatorSpy()

        harness.masterDetailRouter.pushMasterViewControllerDerivedFrom(
            { _ in ViewController() }, animator: masterAnimator)
        harness.masterDetailRouter.pushDetailViewControllerDerivedFrom(
            { _ in ViewController() }, animator: detailAnimator)

        #expect(!masterAnimator.animatePerforming.wasCalled)
        #expect(!detailAnimator.animatePerforming.wasCalled)
        #expect(diagnostics.claimAssertions(containing: "NavigationTransitionsHandlerImpl").count == 2)
    }
}
