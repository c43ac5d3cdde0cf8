import TerminalUI
import Testing

@testable import Marshroute

/// A navigation handler pushes onto and resets its own navigation controller, from its top.
@MainActor
@Suite("NavigationTransitionsHandlerImpl pushes and resets its own stack", .marshrouteDiagnostics)
struct NavigationTransitionsHandlerImplNavigationLauncherTests {
    @Test func settingARootReplacesTheStackWithTheNewRoot() {
        let diagnostics = MarshrouteDiagnostics.forThisTest
        let harness = LauncherHarness(handlerKind: .navigation, routerKind: .base)
        let animator = ResetNavigationTransitionsAnimatorSpy()
        let newRoot = ViewController()

        harness.router.setViewControllerDerivedFrom({ _ in newRoot }, animator: animator)

        let context = animator.animateResetting.context
        #expect(context?.rootViewController === newRoot)
        #expect(context?.navigationController === harness.navigationController)
        #expect(context?.sourceViewController === harness.root)
        #expect(sameScreens(harness.navigationController.viewControllers, [newRoot]))
        #expect(diagnostics.assertions.isEmpty)
    }

    @Test func pushingPushesFromTheRoot() {
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
        let harness = LauncherHarness(handlerKind: .navigation, routerKind: .masterDetail)
        let animator = NavigationTransitionsAnimatorSpy()
        let screen = ViewController()

        harness.masterDetailRouter.pushDetailViewControllerDerivedFrom({ _ in screen }, animator: animator)

        #expect(animator.animatePerforming.context?.sourceViewController === harness.detailRoot)
        #expect(animator.animatePerforming.context?.navigationController === harness.detailNavigationController)
        #expect(sameScreens(harness.detailNavigationController.viewControllers, [harness.detailRoot, screen]))
    }

    @Test func theSourceIsTheCurrentTopNotTheRoot() {
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
