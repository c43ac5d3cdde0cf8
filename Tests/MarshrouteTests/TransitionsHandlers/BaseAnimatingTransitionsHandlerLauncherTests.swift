import Testing
import TerminalUI
@testable import Marshroute

/// Presentation launches through a `BaseAnimatingTransitionsHandler` (reference §3
/// `…TransitionAnimationsLauncherTests_BaseRouter` and `…_BaseMasterDetailRouter`, shared checks).
@MainActor
@Suite("BaseAnimatingTransitionsHandler launches presentations from its top screen")
struct BaseAnimatingTransitionsHandlerPresentationLauncherTests {
    private func harness(_ routerKind: RouterKind) -> LauncherHarness {
        LauncherHarness(handlerKind: .base, routerKind: routerKind)
    }

    @Test(arguments: RouterKind.allCases)
    func aModalScreen(routerKind: RouterKind) {
        let plugins = RecordingPlugins.install()
        PresentationLaunchChecks.modal(harness(routerKind))
        #expect(plugins.assertions.failures.isEmpty)
    }

    @Test(arguments: RouterKind.allCases)
    func aModalNavigationController(routerKind: RouterKind) {
        _ = RecordingPlugins.install()
        PresentationLaunchChecks.modalNavigation(harness(routerKind), navigation: nil)
    }

    @Test(arguments: RouterKind.allCases)
    func aGivenModalNavigationController(routerKind: RouterKind) {
        _ = RecordingPlugins.install()
        PresentationLaunchChecks.modalNavigation(harness(routerKind), navigation: NavigationController())
    }

    @Test(arguments: RouterKind.allCases)
    func aModalMasterDetailModule(routerKind: RouterKind) {
        _ = RecordingPlugins.install()
        PresentationLaunchChecks.modalMasterDetail(harness(routerKind), givenContainers: false)
    }

    @Test(arguments: RouterKind.allCases)
    func aModalMasterDetailModuleInGivenContainers(routerKind: RouterKind) {
        _ = RecordingPlugins.install()
        PresentationLaunchChecks.modalMasterDetail(harness(routerKind), givenContainers: true)
    }

    @Test(arguments: RouterKind.allCases)
    func anEndpointNavigationController(routerKind: RouterKind) {
        _ = RecordingPlugins.install()
        PresentationLaunchChecks.endpoint(harness(routerKind))
    }

    @Test(arguments: RouterKind.allCases)
    func aPopoverFromARect(routerKind: RouterKind) {
        _ = RecordingPlugins.install()
        PresentationLaunchChecks.popover(harness(routerKind), fromBarButton: false)
    }

    @Test(arguments: RouterKind.allCases)
    func aPopoverFromABarButton(routerKind: RouterKind) {
        _ = RecordingPlugins.install()
        PresentationLaunchChecks.popover(harness(routerKind), fromBarButton: true)
    }

    @Test(arguments: RouterKind.allCases)
    func aNavigationPopoverFromARect(routerKind: RouterKind) {
        _ = RecordingPlugins.install()
        PresentationLaunchChecks.popoverNavigation(harness(routerKind), fromBarButton: false, navigation: nil)
    }

    @Test(arguments: RouterKind.allCases)
    func aNavigationPopoverFromARectInAGivenNavigationController(routerKind: RouterKind) {
        _ = RecordingPlugins.install()
        PresentationLaunchChecks.popoverNavigation(harness(routerKind), fromBarButton: false, navigation: NavigationController())
    }

    @Test(arguments: RouterKind.allCases)
    func aNavigationPopoverFromABarButton(routerKind: RouterKind) {
        _ = RecordingPlugins.install()
        PresentationLaunchChecks.popoverNavigation(harness(routerKind), fromBarButton: true, navigation: nil)
    }

    @Test(arguments: RouterKind.allCases)
    func aNavigationPopoverFromABarButtonInAGivenNavigationController(routerKind: RouterKind) {
        _ = RecordingPlugins.install()
        PresentationLaunchChecks.popoverNavigation(harness(routerKind), fromBarButton: true, navigation: NavigationController())
    }
}

/// A bare handler cannot push or reset a navigation root: its animators are never called.
@MainActor
@Suite("BaseAnimatingTransitionsHandler neither pushes nor resets")
struct BaseAnimatingTransitionsHandlerNavigationLauncherTests {
    @Test func settingARootCallsNoAnimator() {
        let plugins = RecordingPlugins.install()
        let harness = LauncherHarness(handlerKind: .base, routerKind: .base)
        let animator = ResetNavigationTransitionsAnimatorSpy()

        harness.router.setViewControllerDerivedFrom({ _ in ViewController() }, animator: animator)

        #expect(!animator.animateResetting.wasCalled)
        #expect(plugins.assertions.failures.count == 1)
        #expect(harness.facade.historyScreens(of: harness.ownHandler).first === harness.root)
    }

    @Test func pushingCallsNoAnimatorAndAsserts() {
        let plugins = RecordingPlugins.install()
        let harness = LauncherHarness(handlerKind: .base, routerKind: .base)
        let animator = NavigationTransitionsAnimatorSpy()

        harness.router.pushViewControllerDerivedFrom({ _ in ViewController() }, animator: animator)

        #expect(!animator.animatePerforming.wasCalled)
        #expect(plugins.assertions.failures(containing: "NavigationTransitionsHandlerImpl").count == 1)
    }

    @Test func settingTheMasterOrTheDetailCallsNoAnimator() {
        let plugins = RecordingPlugins.install()
        let harness = LauncherHarness(handlerKind: .base, routerKind: .masterDetail)
        let masterAnimator = ResetNavigationTransitionsAnimatorSpy()
        let detailAnimator = ResetNavigationTransitionsAnimatorSpy()

        harness.masterDetailRouter.setMasterViewControllerDerivedFrom({ _ in ViewController() }, animator: masterAnimator)
        harness.masterDetailRouter.setDetailViewControllerDerivedFrom({ _ in ViewController() }, animator: detailAnimator)

        #expect(!masterAnimator.animateResetting.wasCalled)
        #expect(!detailAnimator.animateResetting.wasCalled)
        #expect(plugins.assertions.failures.count == 2)
    }

    @Test func pushingOnTheMasterOrTheDetailCallsNoAnimator() {
        let plugins = RecordingPlugins.install()
        let harness = LauncherHarness(handlerKind: .base, routerKind: .masterDetail)
        let masterAnimator = NavigationTransitionsAnimatorSpy()
        let detailAnimator = NavigationTransitionsAnimatorSpy()

        harness.masterDetailRouter.pushMasterViewControllerDerivedFrom({ _ in ViewController() }, animator: masterAnimator)
        harness.masterDetailRouter.pushDetailViewControllerDerivedFrom({ _ in ViewController() }, animator: detailAnimator)

        #expect(!masterAnimator.animatePerforming.wasCalled)
        #expect(!detailAnimator.animatePerforming.wasCalled)
        #expect(plugins.assertions.failures(containing: "NavigationTransitionsHandlerImpl").count == 2)
    }
}
