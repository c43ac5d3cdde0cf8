import Routes
import Testing

/// JLRoutes' test fixture in this project's API: JLRoutes' global routes are the default
/// router, its per-scheme routes a router per scheme, and its handlers declining handlers
/// (returning false declines, as JLRoutes' `NO`). Patterns keep JLRoutes' `:name` syntax
/// (ARoute's one-character separator). JLRoutes hands every scheme without routes of its own
/// to the global routes; here a scheme reaches a router only when bound, so the fixture binds
/// the schemes the tests use (`tests`, `foo`, `https`) to the default router.
@MainActor
final class JLRoutesHarness {
    let registry = URLRouterRegistry()
    static let syntax = try! RoutePatternSyntax(parameterSeparator: ":")
    /// The response of the last route handled, as JLRoutes' `lastMatch`.
    private(set) var lastMatch: RouteResponse?
    /// Whether the last route was handled, as `[JLRoutes routeURL:]`'s result.
    private(set) var didRoute = false
    private(set) var lastError: RouteError?

    init() {
        for scheme in ["tests", "foo", "https"] {
            try! registry.bind(scheme: scheme, to: URLRouterRegistry.defaultRouterName)
        }
    }

    /// The router of `scheme` (JLRoutes' `routesForScheme:`), made and bound on first use.
    func routes(forScheme scheme: String) -> URLRouter {
        if let router = registry.router(named: scheme) { return router }
        let router = try! registry.createRouter(named: scheme)
        try! registry.bind(scheme: scheme, to: scheme)
        return router
    }

    /// JLRoutes' `addRoute:handler:` on the global routes, or on `scheme`'s. The default
    /// handler records the response and handles the route.
    @discardableResult
    func addRoute(
        _ pattern: String, scheme: String? = nil, handler: ((RouteResponse) -> Bool)? = nil
    ) throws -> RouteRegistration {
        let router = scheme.map(routes(forScheme:)) ?? registry.defaultRouter
        let handle = handler ?? { _ in true }
        return try router.register(pattern, syntax: Self.syntax, handler: pattern) { response in
            guard handle(response) else { return false }
            self.lastMatch = response
            return true
        }
    }

    /// JLRoutes' `routeURL:withParameters:`.
    func route(_ url: String, parameters: RouteParameters = [:]) {
        lastMatch = nil
        lastError = nil
        didRoute = false
        registry.route(url).parameters(parameters)
            .completion { _ in self.didRoute = true }
            .failure { self.lastError = $0 }
            .execute()
    }

    /// JLRoutes' `canRouteURL:`: whether a pattern matches (no handler runs).
    func canRoute(_ url: String) -> Bool { (try? registry.match(url)) != nil }

    /// The last match's parameters as JLRoutes merges them: the query and the call's, with the
    /// route's own on top (the wildcard's components apart).
    var parameters: RouteParameters {
        guard let lastMatch else { return [:] }
        return lastMatch.parameters.merging(lastMatch.routeParameters.filter { $0.key != "*" }) { _, route in route }
    }

    // JLRoutes' validation macros.

    func expectMatched(_ comment: Comment? = nil, sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(didRoute && lastMatch != nil, comment ?? "expected a route to match", sourceLocation: sourceLocation)
    }

    func expectNoMatch(_ comment: Comment? = nil, sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(!didRoute, comment ?? "expected no route to handle it", sourceLocation: sourceLocation)
    }

    func expectParameterCount(_ count: Int, sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(parameters.count == count, "\(parameters)", sourceLocation: sourceLocation)
    }

    func expectParameter(
        _ name: String, _ value: RouteParameterValue, sourceLocation: SourceLocation = #_sourceLocation
    ) {
        #expect(parameters[name] == value, "\(parameters)", sourceLocation: sourceLocation)
    }

    func expectPattern(_ pattern: String, sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(lastMatch?.pattern == pattern, sourceLocation: sourceLocation)
    }

    /// JLRoutes' `JLRouteSchemeKey`: the global routes are the default router.
    func expectRouter(_ name: String, sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(lastMatch?.routerName == name, sourceLocation: sourceLocation)
    }
}
