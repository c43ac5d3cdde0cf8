import TerminalUI
import Testing

@testable import Marshroute

/// Building a navigation stack from a seed in one call (`MarshrouteStack.makeNavigationStack`):
/// what every app's tabs, and every front end's new stacks, are made of.
@MainActor
@Suite("Navigation stacks from a seed", .marshrouteDiagnostics)
struct NavigationStackSetupTests {
    let facade = MarshrouteFacade()

    @Test func theRootIsSetThroughTheStacksOwnHandlerAndStartsItsHistory() throws {
        var seed: RouterSeed?
        let made = facade.stack.makeNavigationStack { routerSeed in
            seed = routerSeed
            return ModuleViewController(title: "Root")
        }
        let routerSeed = try #require(seed)
        #expect(made.navigationController.viewControllers.map(\.title) == ["Root"])
        #expect(routerSeed.transitionId == made.transitionId)
        #expect(routerSeed.presentingTransitionsHandler == nil, "a root module: nothing presents it")
        #expect(routerSeed.transitionsHandlerBox.unbox() === made.transitionsHandler)
        let history = facade.stack.transitionsHistoryReader.stackTransitions(of: made.transitionsHandler)
        #expect(history.map(\.transitionId) == [made.transitionId])
        #expect(history.first?.viewController === made.rootViewController)
    }

    @Test func theRootsRouterPushesOntoTheNewStack() {
        let made = facade.stack.makeNavigationStack { seed in
            let root = ModuleViewController(title: "Root")
            root.attach(seed: seed)
            return root
        }
        let root = made.rootViewController as? ModuleViewController
        root?.moduleRouter.pushModule(ModuleViewController(title: "Pushed"))
        #expect(made.navigationController.viewControllers.map(\.title) == ["Root", "Pushed"])
        #expect(facade.stack.transitionsHistoryReader.stackTransitions(of: made.transitionsHandler).count == 2)
    }

    @Test func aGivenTransitionIdIsShared() {
        let shared = facade.newTransitionId()
        let first = facade.stack.makeNavigationStack(transitionId: shared) { _ in ViewController() }
        let second = facade.stack.makeNavigationStack(transitionId: shared) { _ in ViewController() }
        #expect(first.transitionId == shared && second.transitionId == shared)
    }

    @Test func aBuilderThatThrowsSetsNothing() {
        struct Failure: Error {}
        #expect(throws: Failure.self) {
            _ = try facade.stack.makeNavigationStack { _ in throw Failure() }
        }
    }

    @Test func aRootSeedBelongsToTheGivenBox() {
        let module = facade.makeNavigationModule()
        let seed = facade.stack.rootRouterSeed(transitionsHandlerBox: .animating(module.handler))
        #expect(seed.transitionsHandlerBox.unbox() === module.handler)
        #expect(seed.presentingTransitionsHandler == nil)
        #expect(seed.transitionId != module.rootTransitionId, "a new transition unless one is given")
    }
}
