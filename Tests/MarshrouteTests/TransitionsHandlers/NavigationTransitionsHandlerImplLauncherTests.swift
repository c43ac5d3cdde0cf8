import Testing
import TerminalUI
@testable import Marshroute

/// Presentation launches through a `NavigationTransitionsHandlerImpl` (reference §3
/// `…TransitionAnimationsLauncherTests_BaseRouter` and `…_BaseMasterDetailRouter`, shared checks).
@MainActor
@Suite("NavigationTransitionsHandlerImpl launches presentations from its top screen")
struct NavigationTransitionsHandlerImplPresentationLauncherTests {
    private func harness(_ routerKind: RouterKind) -> LauncherHarness {
        LauncherHarness(handlerKind: .navigation, routerKind: routerKind)
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

/// A navigation handler pushes onto and resets its own navigation controller, from its top.
@MainActor
@Suite("NavigationTransitionsHandlerImpl pushes and resets its own stack")
struct NavigationTransitionsHandlerImplNavigationLauncherTests {
    @Test func settingARootReplacesTheStackWithTheNewRoot() {
        let plugins = RecordingPlugins.install()
        let harness = LauncherHarness(handlerKind: .navigation, routerKind: .base)
        let animator = ResetNavigationTransitionsAnimatorSpy()
        let newRoot = ViewController()

        harness.router.setViewControllerDerivedFrom({ _ in newRoot }, animator: animator)

        let context = animator.animateResetting.context
        #expect(context?.rootViewController === newRoot)
        #expect(context?.navigationController === harness.navigationController)
        #expect(context?.sourceViewController === harness.root)
        #expect(sameScreens(harness.navigationController.viewControllers, [newRoot]))
        #expect(plugins.assertions.failures.isEmpty)
    }

    @Test func pushingPushesFromTheRoot() {
        _ = RecordingPlugins.install()
        let harness = LauncherHarness(handlerKind: .navigation, routerKind: .base)
        let animator = NavigationTransitionsAnimatorSpy()
        let screen = ViewController()

        harness.router.pushViewControllerDerivedFrom({ _ in screen }, animator: animator)

        let context = animator.animatePerforming.context
        #expect(context?.sourceViewController === harness.root)
        #expect(context?.targetViewController === screen)
        #expect(context?.navigationController === harness.navigationController)
        #expect(sameScreens(harness.navigationController.viewControllers, [harness.root, screen]))
    }

    @Test func settingTheMasterResetsTheMasterStack() {
        _ = RecordingPlugins.install()
        let harness = LauncherHarness(handlerKind: .navigation, routerKind: .masterDetail)
        let animator = ResetNavigationTransitionsAnimatorSpy()
        let newRoot = ViewController()

        harness.masterDetailRouter.setMasterViewControllerDerivedFrom({ _ in newRoot }, animator: animator)

        #expect(animator.animateResetting.context?.navigationController === harness.navigationController)
        #expect(animator.animateResetting.context?.sourceViewController === harness.root)
        #expect(sameScreens(harness.navigationController.viewControllers, [newRoot]))
        #expect(sameScreens(harness.detailNavigationController.viewControllers, [harness.detailRoot]))
    }

    @Test func pushingOnTheMasterPushesFromTheMasterRoot() {
        _ = RecordingPlugins.install()
        let harness = LauncherHarness(handlerKind: .navigation, routerKind: .masterDetail)
        let animator = NavigationTransitionsAnimatorSpy()
        let screen = ViewController()

        harness.masterDetailRouter.pushMasterViewControllerDerivedFrom({ _ in screen }, animator: animator)

        #expect(animator.animatePerforming.context?.sourceViewController === harness.root)
        #expect(animator.animatePerforming.context?.navigationController === harness.navigationController)
        #expect(sameScreens(harness.navigationController.viewControllers, [harness.root, screen]))
        #expect(sameScreens(harness.detailNavigationController.viewControllers, [harness.detailRoot]))
    }

    @Test func settingTheDetailResetsTheDetailStack() {
        _ = RecordingPlugins.install()
        let harness = LauncherHarness(handlerKind: .navigation, routerKind: .masterDetail)
        let animator = ResetNavigationTransitionsAnimatorSpy()
        let newRoot = ViewController()

        harness.masterDetailRouter.setDetailViewControllerDerivedFrom({ _ in newRoot }, animator: animator)

        #expect(animator.animateResetting.context?.rootViewController === newRoot)
        #expect(animator.animateResetting.context?.navigationController === harness.detailNavigationController)
        #expect(animator.animateResetting.context?.sourceViewController === harness.detailRoot)
        #expect(sameScreens(harness.detailNavigationController.viewControllers, [newRoot]))
        #expect(sameScreens(harness.navigationController.viewControllers, [harness.root]))
    }

    @Test func pushingOnTheDetailPushesFromTheDetailRoot() {
        _ = RecordingPlugins.install()
        let harness = LauncherHarness(handlerKind: .navigation, routerKind: .masterDetail)
        let animator = NavigationTransitionsAnimatorSpy()
        let screen = ViewController()

        harness.masterDetailRouter.pushDetailViewControllerDerivedFrom({ _ in screen }, animator: animator)

        #expect(animator.animatePerforming.context?.sourceViewController === harness.detailRoot)
        #expect(animator.animatePerforming.context?.navigationController === harness.detailNavigationController)
        #expect(sameScreens(harness.detailNavigationController.viewControllers, [harness.detailRoot, screen]))
    }

    @Test func theSourceIsTheCurrentTopNotTheRoot() {
        _ = RecordingPlugins.install()
        let harness = LauncherHarness(handlerKind: .navigation, routerKind: .base)
        let first = ViewController()
        let second = ViewController()
        let pushAnimator = NavigationTransitionsAnimatorSpy()
        let modalAnimator = ModalTransitionsAnimatorSpy()
        let modal = ViewController()

        harness.router.pushViewControllerDerivedFrom { _ in first }
        harness.router.pushViewControllerDerivedFrom({ _ in second }, animator: pushAnimator)
        harness.router.presentModalViewControllerDerivedFrom({ _ in modal }, animator: modalAnimator)

        #expect(pushAnimator.animatePerforming.context?.sourceViewController === first)
        #expect(modalAnimator.animatePerforming.context?.sourceViewController === second)
        #expect(second.presentedViewController === modal)
    }
}
