import Foundation
import Marshroute
import TerminalUI
import Testing

@testable import Routes

/// sebastianpixel/Routing's `AppRouterTests`, test by test. Routing's views are a generic
/// `View` (the tests use `UUID`); here a view is a Marshroute module built from a seed, so the
/// mocks build a screen that carries the UUID. The navigator mock logs each call, as Routing's
/// `NavigatorMock` does.
@MainActor
@Suite("Routing's AppRouterTests")
struct RoutingAppRouterTests {
    let navigator = NavigatorMock()
    let router: AppRouter

    init() {
        router = AppRouter(navigator: navigator)
    }

    @Test func testRegister_routeWithRootTransition_routeHandlersAndRootElementsAreSet() {
        router.register(RootRouteHandlerMock())
        #expect(router.rootRoutes.count == 1)
        #expect((router.rootRoutes.first?.route as? RootRouteMock)?.id == RootRouteMock.id)
        #expect(router.handlers.count == 1)
        #expect(router.handlers.first?.routeType == RootRouteMock.self)
        let view = router.handlers.first?.build(RootRouteMock.route, navigator.detachedSeed()) as? UUIDScreen
        #expect(view?.id == RootRouteMock.id)
    }

    @Test func testRegister_routeWithStackTransition_onlyRouteHandlersIsSet() {
        router.register(StackRouteHandlerMock())
        #expect(router.rootRoutes.isEmpty)
        #expect(router.handlers.count == 1)
        #expect(router.handlers.first?.routeType == StackRouteMock.self)
        let route = StackRouteMock(id: UUID())
        #expect((router.handlers.first?.build(route, navigator.detachedSeed()) as? UUIDScreen)?.id == route.id)
    }

    @Test func testRoot_onAccess_returnsNavigatorRoot() {
        #expect(router.root === navigator.root)
    }

    @Test func testRoot_onFirstAccess_navigatorIsSetUp() {
        router.register(RootRouteHandlerMock())
        _ = router.root
        #expect(navigator.invocations.map(\.method) == ["setUp(rootElements:)"])
        #expect(navigator.invocations.first?.views == [RootRouteMock.id])
        #expect(navigator.invocations.first?.rootItems == [RootRouteMock.rootItem])
    }

    @Test func testRoot_onFirstAccess_registerRoutesIsCalled() {
        let registering = RegisteringMock(registersRootRoute: true)
        let router = AppRouter(navigator: navigator, registering: registering)
        _ = router.root
        #expect(navigator.invocations.map(\.method) == ["setUp(rootElements:)"])
        #expect(navigator.invocations.first?.views == [RootRouteMock.id])
        #expect(navigator.invocations.first?.rootItems == [RootRouteMock.rootItem])
    }

    @Test func testRoot_onAccess_routeHandlerRegisteringIsCalledOnlyOnce() {
        let registering = RegisteringMock(registersRootRoute: false)
        let router = AppRouter(navigator: navigator, registering: registering)
        _ = router.root
        #expect(registering.calls == 1)
        _ = router.root
        #expect(registering.calls == 1)
    }

    @Test func testCallAsFunction_noRouteRegistered_navigatorIsNotCalled() {
        _ = router.root
        router(RootRouteMock(id: UUID()))
        #expect(navigator.invocations.isEmpty)
    }

    @Test func testCallAsFunction_routesRegistered_navigatorIsCalledWithViewFromCorrectHandler() {
        router.register(RootRouteHandlerMock())
        _ = router.root
        router(RootRouteMock(id: RootRouteMock.id))
        #expect(navigator.invocations.count == 2)
        let call = navigator.invocations.last
        #expect(call?.method == "show(_:building:animated:)")
        #expect(call?.views == [RootRouteMock.id])
        guard case .root(let route, let item) = call?.transition else {
            Issue.record("expected the root transition, got \(String(describing: call?.transition))")
            return
        }
        #expect((route as? RootRouteMock)?.id == RootRouteMock.id && item == RootRouteMock.rootItem)
    }
}

/// A screen standing for Routing's `UUID` views.
@MainActor final class UUIDScreen: ViewController {
    let id: UUID
    init(id: UUID) {
        self.id = id
        super.init()
    }
}

/// Routing's `NavigatorMock`: logs every call with the views it was given (built, as Routing's
/// mock evaluates its autoclosure).
@MainActor
final class NavigatorMock: Navigator {
    struct Invocation {
        let method: String
        let views: [UUID]
        let rootItems: [RootItem]
        let transition: RouteTransition?
    }

    private(set) var invocations: [Invocation] = []
    let root = ViewController()
    private let stack = MarshrouteSetupServiceImpl().marshrouteStack()

    func setUp(rootElements: [(item: RootItem, build: (RouterSeed) -> ViewController)]) {
        invocations.append(
            Invocation(
                method: #function, views: rootElements.compactMap { ($0.build(detachedSeed()) as? UUIDScreen)?.id },
                rootItems: rootElements.map(\.item), transition: nil))
    }

    func show(_ transition: RouteTransition, building build: @escaping (RouterSeed) -> ViewController, animated: Bool)
        -> Bool
    {
        let view = (build(detachedSeed()) as? UUIDScreen)?.id
        invocations.append(
            Invocation(method: #function, views: view.map { [$0] } ?? [], rootItems: [], transition: transition))
        return true
    }

    func detachedSeed() -> RouterSeed {
        RouterSeed(
            transitionsHandlerBox: .animating(stack.transitionsHandlersProvider.animatingTransitionsHandler()),
            transitionId: stack.transitionIdGenerator.generateNewTransitionId(), presentingTransitionsHandler: nil,
            transitionsHandlersProvider: stack.transitionsHandlersProvider,
            transitionIdGenerator: stack.transitionIdGenerator, controllersProvider: stack.routerControllersProvider)
    }
}

@MainActor
final class RegisteringMock: RouteHandlerRegistering {
    let registersRootRoute: Bool
    private(set) var calls = 0
    init(registersRootRoute: Bool) { self.registersRootRoute = registersRootRoute }
    func registerRouteHandlers(in router: AppRouter) {
        calls += 1
        if registersRootRoute { router.register(RootRouteHandlerMock()) }
    }
}

@MainActor struct RootRouteMock: Route {
    static let id = UUID()
    static let route = RootRouteMock(id: id)
    static let rootItem = RootItem(title: "RootRouteMock")
    static var transition: RouteTransition { .root(route: route, rootItem: rootItem) }
    let id: UUID
}

@MainActor struct RootRouteHandlerMock: RouteHandler {
    func view(for route: RootRouteMock, routerSeed: RouterSeed) -> ViewController { UUIDScreen(id: route.id) }
}

@MainActor struct StackRouteMock: Route {
    static var transition: RouteTransition { .stack }
    let id: UUID
}

@MainActor struct StackRouteHandlerMock: RouteHandler {
    func view(for route: StackRouteMock, routerSeed: RouterSeed) -> ViewController { UUIDScreen(id: route.id) }
}
