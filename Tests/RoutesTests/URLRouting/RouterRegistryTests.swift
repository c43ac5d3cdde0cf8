import Testing

@testable import Routes

@Suite("Routers, schemes and registration")
@MainActor
struct RouterRegistryTests {
    @Test func namedRoutersAreSeparateNamespaces() throws {
        let registry = URLRouterRegistry()
        let admin = try registry.createRouter(named: "admin")
        let front = try registry.createRouter(named: "front")
        var calls: [String] = []
        try admin.register("user-profile/{userId}", callback: "admin") { calls.append("admin \($0["userId"]!)") }
        try front.register("user-profile/{userId}", callback: "front") { calls.append("front \($0["userId"]!)") }
        registry.router(named: "admin")?.route("user-profile/12345").execute()
        registry.router(named: "front")?.route("user-profile/12345").execute()
        #expect(calls == ["admin 12345", "front 12345"])
        #expect(registry.router(named: "nobody") == nil)
        #expect(throws: RouteRegistryError.routerExists("admin")) { try registry.createRouter(named: "admin") }
        // The default router has neither route.
        #expect(throws: RouteError.self) { try registry.match("user-profile/12345") }
    }

    @Test func aSchemeSendsURLsToItsRouter() throws {
        let registry = URLRouterRegistry()
        let device = try registry.createRouter(named: "device")
        try registry.bind(scheme: "Device", to: "device")
        var shaken = 0
        try device.register("shake", callback: "shake") { _ in shaken += 1 }
        registry.route("DEVICE://Shake").execute()
        registry.route("device://shake/").execute()
        #expect(shaken == 2)
        #expect(try registry.match("device://shake").routerName == "device")
        #expect(device.schemes == ["device"])
    }

    @Test func schemeErrors() throws {
        let registry = URLRouterRegistry()
        try registry.createRouter(named: "a")
        #expect(throws: RouteRegistryError.invalidScheme("1x")) { try registry.bind(scheme: "1x", to: "a") }
        #expect(throws: RouteRegistryError.invalidScheme("a/b")) { try registry.bind(scheme: "a/b", to: "a") }
        #expect(throws: RouteRegistryError.unknownRouter("b")) { try registry.bind(scheme: "x", to: "b") }
        try registry.bind(scheme: "x", to: "a")
        #expect(throws: RouteRegistryError.schemeAlreadyBound(scheme: "x", router: "a")) {
            try registry.bind(scheme: "x", to: URLRouterRegistry.defaultRouterName)
        }
        do {
            _ = try registry.match("nobody://home")
            Issue.record("an unbound scheme matched")
        } catch {
            guard case .unknownScheme(let scheme, _) = error else { throw error }
            #expect(scheme == "nobody")
        }
        // A router asked directly refuses a scheme bound to another router.
        #expect(throws: RouteError.self) { try registry.defaultRouter.match("x://home") }
    }

    @Test func aPatternMatchingTheSameURLsAsAnotherIsRefusedNamingBoth() throws {
        let registry = URLRouterRegistry()
        try registry.defaultRouter.register("users/{id|number}", callback: "first") { _ in }
        #expect(
            throws: RoutePatternError.duplicatePattern(
                pattern: "users/:uid=NSNumber:", existing: "users/{id|number}", router: "default")
        ) {
            try registry.defaultRouter.register(
                "users/:uid=NSNumber:", syntax: try RoutePatternSyntax(parameterSeparator: ":", castingSeparator: "="),
                callback: "second"
            ) { _ in }
        }
        #expect(registry.defaultRouter.registrations.count == 1)
        // The same pattern in another router is another route.
        try registry.createRouter(named: "other").register("users/{id|number}", callback: "other") { _ in }
    }

    @Test func registerRoutesRegistersSeveralWithOneConfiguration() throws {
        let registry = URLRouterRegistry()
        var calls: [String] = []
        let registrations = try registry.defaultRouter.registerRoutes(
            [
                "home": .callback(name: "home") { calls.append("home \($0.parameters["message"]!)") },
                "friends/{userId}/delete": .callback(name: "delete") { calls.append("delete \($0["userId"]!)") },
            ], parameters: ["message": "some default message"])
        #expect(registrations.map(\.pattern.text) == ["friends/{userId}/delete", "home"])
        registry.route("home").execute()
        registry.route("friends/7/delete").execute()
        #expect(calls == ["home some default message", "delete 7"])
    }

    @Test func customCastsAreSharedByTheRegistrysRouters() throws {
        let registry = URLRouterRegistry()
        try registry.registerCast(CategoryID.self, named: "CategoryID")
        let other = try registry.createRouter(named: "other")
        try other.register("categories/{id|CategoryID}", callback: "category") { _ in }
        let match = try other.match("categories/c5")
        #expect(match.routeParameters["id"]?.value(as: CategoryID.self)?.rawValue == "c5")
    }

    @Test func theRouteTable() throws {
        let stack = RouteStack()
        try stack.registry.bind(scheme: "navdemo", to: URLRouterRegistry.defaultRouterName)
        try stack.registerScreen(
            "adverts/{advertId|number}", title: "Advertisement", protect: RouteGuard("login") { _ in .allow })
        try stack.registry.createRouter(named: "device").register("shake", summary: "shakes", callback: "shake") { _ in
        }
        #expect(
            stack.registry.routeDescriptions == [
                RouteDescription(
                    routerName: "default", schemes: ["navdemo"], pattern: "adverts/{advertId|number}",
                    destination: "Advertisement", destinationKind: "module", presentation: "push", guardName: "login",
                    summary: nil),
                RouteDescription(
                    routerName: "device", schemes: [], pattern: "shake", destination: "shake",
                    destinationKind: "callback", presentation: "push", guardName: nil, summary: "shakes"),
            ])
    }
}
