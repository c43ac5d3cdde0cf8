import TerminalUI
import Testing

@testable import Marshroute

/// `setViewControllerDerivedFrom` / `pushViewControllerDerivedFrom` (the original's tests:
/// `DetailRouterTests_BaseRouter` and `…_BaseMasterDetailRouter`): on a master-detail router
/// they act on the detail handler.
@MainActor
@Suite("DetailRouter", .marshrouteDiagnostics)
struct DetailRouterTests {
    @Test(arguments: RouterKind.allCases)
    func settingResetsTheDetailRootWithTheRoutersOwnId(kind: RouterKind) {
        let harness = SpiedRouterHarness(kind: kind)
        let screen = ViewController()
        var seed: RouterSeed?

        harness.router.setViewControllerDerivedFrom { routerSeed in
            seed = routerSeed
            return screen
        }

        let contexts = harness.detailHandler.resettingContexts
        #expect(contexts.count == 1)
        #expect(harness.detailHandler.performedContexts.isEmpty)
        guard let context = contexts.first, let seed else { return }
        #expect(context.transitionId == harness.routerTransitionId)
        #expect(seed.transitionId == context.transitionId)
        #expect(context.targetViewController === screen)
        #expect(context.targetTransitionsHandlerBox.unbox() === harness.detailHandler)
        #expect(context.storableParameters == nil)
        let launching = context.resettingAnimationLaunchingContextBox.resettingNavigationRoot
        #expect(launching?.rootViewController === screen)
        #expect(launching.map { type(of: $0.animator) == ResetNavigationTransitionsAnimator.self } == true)
        #expect(seed.transitionsHandlerBox.unbox() === harness.detailHandler)
        #expect(seed.presentingTransitionsHandler == nil)
        if kind == .masterDetail { #expect(harness.ownHandler.calls.isEmpty) }
    }

    @Test(arguments: RouterKind.allCases)
    func settingUsesTheGivenResetAnimator(kind: RouterKind) {
        let harness = SpiedRouterHarness(kind: kind)
        let animator = ResetNavigationTransitionsAnimator()

        harness.router.setViewControllerDerivedFrom({ _ in ViewController() }, animator: animator)

        let launching = harness.detailHandler.resettingContexts.first?.resettingAnimationLaunchingContextBox
            .resettingNavigationRoot
        #expect(launching?.animator === animator)
    }

    @Test(arguments: RouterKind.allCases)
    func pushingPerformsAPushWithAPendingTargetHandlerAndANewId(kind: RouterKind) {
        let harness = SpiedRouterHarness(kind: kind)
        let screen = ViewController()
        var seed: RouterSeed?

        harness.router.pushViewControllerDerivedFrom { routerSeed in
            seed = routerSeed
            return screen
        }

        guard let context = harness.singlePerformedContext(on: harness.detailHandler), let seed else { return }
        #expect(context.transitionId == harness.ids.lastGeneratedId)
        #expect(context.transitionId != harness.routerTransitionId)
        #expect(seed.transitionId == context.transitionId)
        #expect(context.targetViewController === screen)
        #expect(context.targetTransitionsHandlerBox.isPendingAnimating)
        #expect(context.storableParameters == nil)
        let launching = context.presentationAnimationLaunchingContextBox.push
        #expect(launching?.targetViewController === screen)
        #expect(launching.map { type(of: $0.animator) == NavigationTransitionsAnimator.self } == true)
        // A pushed module lives on, and is presented by, the handler it was pushed onto.
        #expect(seed.transitionsHandlerBox.unbox() === harness.detailHandler)
        #expect(seed.presentingTransitionsHandler === harness.detailHandler)
        #expect(ViewControllerPosition(routerSeed: seed) == .pushed)
        if kind == .masterDetail { #expect(harness.ownHandler.calls.isEmpty) }
    }

    @Test(arguments: RouterKind.allCases)
    func pushingUsesTheGivenNavigationAnimator(kind: RouterKind) {
        let harness = SpiedRouterHarness(kind: kind)
        let animator = NavigationTransitionsAnimator()

        harness.router.pushViewControllerDerivedFrom({ _ in ViewController() }, animator: animator)

        #expect(
            harness.singlePerformedContext(on: harness.detailHandler)?.presentationAnimationLaunchingContextBox.push?
                .animator === animator)
    }

    @Test func settingOnAHandlerThatIsNotANavigationHandlerAssertsAndDoesNothing() {
        let diagnostics = MarshrouteDiagnostics.forThisTest
        let bare = AnimatingTransitionsHandlerSpy()
        let router = ModuleRouter(routerSeed: MarshrouteFacade().makeSeed(box: .animating(bare), transitionId: "id"))
        var derived = false

        router.setViewControllerDerivedFrom { _ in
            derived = true
            return ViewController()
        }

        #expect(!derived)
        #expect(bare.calls.isEmpty)
        #expect(diagnostics.claimAssertions(containing: "navigation transitions handler").count == 1)
    }
}
