import Testing

@testable import Routes

/// Removing routes, schemes and routers (JLRoutes' `removeRoute…` and `unregisterRouteScheme:`).
@Suite("Route and scheme removal")
@MainActor
struct RemovalTests {
    @Test func aRemovedRouteNoLongerMatchesAndItsPlaceCanBeTakenAgain() throws {
        let registry = URLRouterRegistry()
        let router = registry.defaultRouter
        try router.register("users/{id}", callback: "users") { _ in }
        try router.register("users/{id}/posts(/{page|int})", callback: "posts") { _ in }
        #expect(router.removeRoute("users/{id}/posts(/{page|int})"))
        #expect(!router.removeRoute("users/{id}/posts(/{page|int})"), "already gone")
        #expect(throws: RouteError.self) { try registry.match("users/1/posts") }
        #expect(throws: RouteError.self) { try registry.match("users/1/posts/2") }
        #expect(try registry.match("users/1").routeParameters == ["id": "1"], "its neighbour stays")
        #expect(router.registrations.map(\.pattern.text) == ["users/{id}"])
        try router.register("users/{name}/posts", callback: "again") { _ in }
        #expect(try registry.match("users/1/posts").routeParameters == ["name": "1"])
    }

    @Test func removingAllRoutesEmptiesTheTrie() throws {
        let registry = URLRouterRegistry()
        for pattern in ["a", "a/{x}", "a/*", "b/{y|int}"] {
            try registry.defaultRouter.register(pattern, callback: pattern) { _ in }
        }
        registry.defaultRouter.removeAllRoutes()
        #expect(registry.defaultRouter.registrations.isEmpty)
        #expect(registry.defaultRouter.trie.root.isEmpty)
        #expect(registry.defaultRouter.trie.root.count == 0)
        #expect(registry.completions(for: "").isEmpty)
    }

    @Test func anUnboundSchemeIsUnknownAgain() throws {
        let registry = URLRouterRegistry()
        try registry.bind(scheme: "demo", to: URLRouterRegistry.defaultRouterName)
        try registry.defaultRouter.register("home", callback: "home") { _ in }
        #expect(try registry.match("demo://home").registration.pattern.text == "home")
        #expect(registry.unbind(scheme: "DEMO"))
        #expect(!registry.unbind(scheme: "demo"))
        #expect(registry.defaultRouter.schemes.isEmpty)
        #expect(throws: RouteError.self) { try registry.match("demo://home") }
    }

    @Test func aRemovedRouterTakesItsSchemesWithIt() throws {
        let registry = URLRouterRegistry()
        let device = try registry.createRouter(named: "device")
        try registry.bind(scheme: "device", to: "device")
        try device.register("shake", callback: "shake") { _ in }
        try registry.removeRouter(named: "device")
        #expect(registry.router(named: "device") == nil)
        #expect(throws: RouteError.self) { try registry.match("device://shake") }
        #expect(throws: RouteRegistryError.unknownRouter("device")) { try registry.removeRouter(named: "device") }
        #expect(throws: RouteRegistryError.defaultRouterCannotBeRemoved) {
            try registry.removeRouter(named: URLRouterRegistry.defaultRouterName)
        }
        try registry.createRouter(named: "device")
        try registry.bind(scheme: "device", to: "device")
    }
}
