import TerminalUI
import Testing

@testable import Marshroute

/// Presenting a navigation controller built elsewhere (the original's tests: `EndpointRouterTests`, and
/// the endpoint registration fix of docs/ROUTING.md, 1.2: the endpoint's history is registered under the new transition id).
@MainActor
@Suite("EndpointRouter", .marshrouteDiagnostics)
struct EndpointRouterTests {
    @Test(arguments: RouterKind.allCases)
    func anEndpointNavigationControllerIsPresentedAndRegisteredUnderTheNewId(kind: RouterKind) {
        let diagnostics = MarshrouteDiagnostics.forThisTest
        let harness = SpiedRouterHarness(kind: kind)
        let endpoint = NavigationController(rootViewController: ViewController())
        var seed: RouterSeed?

        harness.router.presentModalEndpointNavigationController(endpoint) { routerSeed in seed = routerSeed }

        if kind == .masterDetail { #expect(harness.detailHandler.calls.isEmpty) }
        guard let context = harness.singlePerformedContext(), let seed else { return }
        let newHandler = context.targetTransitionsHandlerBox.animatingHandler
        #expect(newHandler is NavigationTransitionsHandler)
        #expect(context.targetViewController === endpoint)
        #expect(
            context.presentationAnimationLaunchingContextBox.modalEndpointNavigation?.targetNavigationController
                === endpoint)
        #expect(
            (context.storableParameters as? NavigationTransitionStorableParameters)?.presentedTransitionsHandler
                === newHandler)
        #expect(context.transitionId == harness.ids.lastGeneratedId)
        #expect(seed.transitionId == context.transitionId)
        #expect(seed.transitionsHandlerBox.unbox() === newHandler)
        #expect(seed.presentingTransitionsHandler === harness.ownHandler)
        // docs/ROUTING.md, 1.2: the original registered the endpoint under the router's own id.
        let history = harness.stack.history(of: newHandler!)
        #expect(history.map(\.transitionId) == [context.transitionId])
        #expect(history.first?.targetViewController === endpoint)
        #expect(diagnostics.assertions.isEmpty)
    }

    @Test(arguments: RouterKind.allCases)
    func anEndpointNavigationControllerUsesTheGivenAnimator(kind: RouterKind) {
        let harness = SpiedRouterHarness(kind: kind)
        let animator = ModalEndpointNavigationTransitionsAnimator()

        harness.router.presentModalEndpointNavigationController(NavigationController(), animator: animator) { _ in }

        #expect(
            harness.singlePerformedContext()?.presentationAnimationLaunchingContextBox.modalEndpointNavigation?.animator
                === animator)
    }
}
