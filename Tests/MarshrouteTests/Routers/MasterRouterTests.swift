import TerminalUI
import Testing

@testable import Marshroute

/// The master-detail router's four method families (the original's tests: `MasterRouterTests`): master
/// methods go to the master handler, detail methods to the detail handler.
@MainActor
@Suite("MasterRouter", .marshrouteDiagnostics)
struct MasterRouterTests {
    let harness = SpiedRouterHarness(kind: .masterDetail)

    @Test func settingTheMasterResetsTheMasterRootWithTheRoutersOwnId() {
        let screen = ViewController()
        var seed: MasterDetailRouterSeed?

        harness.masterDetailRouter.setMasterViewControllerDerivedFrom { routerSeed in
            seed = routerSeed
            return screen
        }

        #expect(harness.detailHandler.calls.isEmpty)
        let contexts = harness.ownHandler.resettingContexts
        #expect(contexts.count == 1)
        guard let context = contexts.first, let seed else { return }
        #expect(context.transitionId == harness.routerTransitionId)
        #expect(context.targetViewController === screen)
        #expect(context.targetTransitionsHandlerBox.unbox() === harness.ownHandler)
        #expect(context.storableParameters == nil)
        #expect(context.resettingAnimationLaunchingContextBox.resettingNavigationRoot?.rootViewController === screen)
        #expect(seed.transitionId == harness.routerTransitionId)
        #expect(seed.masterTransitionsHandlerBox.unbox() === harness.ownHandler)
        #expect(seed.detailTransitionsHandlerBox.unbox() === harness.detailHandler)
        #expect(seed.presentingTransitionsHandler == nil)
    }

    @Test func settingTheMasterUsesTheGivenAnimator() {
        let animator = ResetNavigationTransitionsAnimator()

        harness.masterDetailRouter.setMasterViewControllerDerivedFrom({ _ in ViewController() }, animator: animator)

        #expect(
            harness.ownHandler.resettingContexts.first?.resettingAnimationLaunchingContextBox.resettingNavigationRoot?
                .animator === animator)
        #expect(harness.detailHandler.calls.isEmpty)
    }

    @Test func pushingOnTheMasterPerformsAPushOnTheMasterHandler() {
        let screen = ViewController()
        var seed: MasterDetailRouterSeed?

        harness.masterDetailRouter.pushMasterViewControllerDerivedFrom { routerSeed in
            seed = routerSeed
            return screen
        }

        #expect(harness.detailHandler.calls.isEmpty)
        guard let context = harness.singlePerformedContext(on: harness.ownHandler), let seed else { return }
        #expect(context.transitionId == harness.ids.lastGeneratedId)
        #expect(context.targetViewController === screen)
        #expect(context.targetTransitionsHandlerBox.isPendingAnimating)
        #expect(context.storableParameters == nil)
        #expect(context.presentationAnimationLaunchingContextBox.push?.targetViewController === screen)
        #expect(seed.transitionId == context.transitionId)
        #expect(seed.masterTransitionsHandlerBox.unbox() === harness.ownHandler)
        #expect(seed.detailTransitionsHandlerBox.unbox() === harness.detailHandler)
        #expect(seed.presentingTransitionsHandler === harness.ownHandler)
        #expect(ViewControllerPosition(masterDetailRouterSeed: seed) == .pushed)
    }

    @Test func pushingOnTheMasterUsesTheGivenAnimator() {
        let animator = NavigationTransitionsAnimator()

        harness.masterDetailRouter.pushMasterViewControllerDerivedFrom({ _ in ViewController() }, animator: animator)

        #expect(
            harness.singlePerformedContext(on: harness.ownHandler)?.presentationAnimationLaunchingContextBox.push?
                .animator === animator)
    }

    @Test func settingTheDetailResetsTheDetailRootWithTheRoutersOwnId() {
        let screen = ViewController()
        var seed: RouterSeed?

        harness.masterDetailRouter.setDetailViewControllerDerivedFrom { routerSeed in
            seed = routerSeed
            return screen
        }

        #expect(harness.ownHandler.calls.isEmpty)
        let contexts = harness.detailHandler.resettingContexts
        #expect(contexts.count == 1)
        guard let context = contexts.first, let seed else { return }
        #expect(context.transitionId == harness.routerTransitionId)
        #expect(context.targetViewController === screen)
        #expect(context.targetTransitionsHandlerBox.unbox() === harness.detailHandler)
        #expect(context.resettingAnimationLaunchingContextBox.resettingNavigationRoot?.rootViewController === screen)
        #expect(seed.transitionsHandlerBox.unbox() === harness.detailHandler)
        #expect(seed.presentingTransitionsHandler == nil)
    }

    @Test func settingTheDetailUsesTheGivenAnimator() {
        let animator = ResetNavigationTransitionsAnimator()

        harness.masterDetailRouter.setDetailViewControllerDerivedFrom({ _ in ViewController() }, animator: animator)

        #expect(
            harness.detailHandler.resettingContexts.first?.resettingAnimationLaunchingContextBox
                .resettingNavigationRoot?.animator === animator)
        #expect(harness.ownHandler.calls.isEmpty)
    }

    @Test func pushingOnTheDetailPerformsAPushOnTheDetailHandler() {
        let screen = ViewController()
        var seed: RouterSeed?

        harness.masterDetailRouter.pushDetailViewControllerDerivedFrom { routerSeed in
            seed = routerSeed
            return screen
        }

        #expect(harness.ownHandler.calls.isEmpty)
        guard let context = harness.singlePerformedContext(on: harness.detailHandler), let seed else { return }
        #expect(context.transitionId == harness.ids.lastGeneratedId)
        #expect(context.targetViewController === screen)
        #expect(context.targetTransitionsHandlerBox.isPendingAnimating)
        #expect(context.presentationAnimationLaunchingContextBox.push?.targetViewController === screen)
        #expect(seed.transitionId == context.transitionId)
        #expect(seed.transitionsHandlerBox.unbox() === harness.detailHandler)
        #expect(seed.presentingTransitionsHandler === harness.detailHandler)
    }

    @Test func pushingOnTheDetailUsesTheGivenAnimator() {
        let animator = NavigationTransitionsAnimator()

        harness.masterDetailRouter.pushDetailViewControllerDerivedFrom({ _ in ViewController() }, animator: animator)

        #expect(
            harness.singlePerformedContext(on: harness.detailHandler)?.presentationAnimationLaunchingContextBox.push?
                .animator === animator)
        #expect(harness.ownHandler.calls.isEmpty)
    }
}
