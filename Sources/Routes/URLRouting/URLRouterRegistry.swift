/// Where routers live: the shared default router (ARoute's `sharedRouter`), named routers
/// (`createRouterWithName:` / `routerNamed:`), scheme bindings, custom casts, the performer that
/// shows modules through Marshroute, the typed-route hook, and observers.
///
/// A URL without a scheme goes to the default router; a URL with a scheme goes to the router
/// the scheme is bound to, and fails if none is.
@MainActor
public final class URLRouterRegistry {
    /// The registry ARoute's `sharedRouter` stands for. Apps and tests may make their own.
    public static let shared = URLRouterRegistry()
    /// The name of the default router.
    public static let defaultRouterName = "default"

    /// The router for URLs without a scheme.
    public let defaultRouter: URLRouter
    private var routers: [String: URLRouter] = [:]
    private var schemeBindings: [String: URLRouter] = [:]
    /// The casts patterns may name: the built-in ones and those added with ``registerCast(_:named:)``.
    public private(set) var casts = RouteParameterCasts.builtIn
    /// Shows module routes through Marshroute; without one, module routes fail (callbacks run).
    public var performer: RoutePerformer?
    /// Performs `.typed` destinations.
    public var typedRouteHandler: TypedRouteHandling?
    private var observers: [(owner: Weak, handler: @MainActor (RouteEvent) -> Void)] = []
    /// Numbers the requests that run, and knows the one waiting for its guard's challenge.
    let runningRequests = RunningRouteRequests()

    private struct Weak {
        weak var object: AnyObject?
    }

    /// Creates a registry with only the default router.
    public init() {
        defaultRouter = URLRouter(name: Self.defaultRouterName, registry: nil)
        defaultRouter.registry = self
        routers[Self.defaultRouterName] = defaultRouter
    }

    // MARK: Routers and schemes

    /// A new, empty router named `name` (ARoute's `createRouterWithName:`).
    @discardableResult
    public func createRouter(named name: String) throws(RouteRegistryError) -> URLRouter {
        guard routers[name] == nil else { throw .routerExists(name) }
        let router = URLRouter(name: name, registry: self)
        routers[name] = router
        return router
    }

    /// ARoute's `routerNamed:`.
    public func router(named name: String) -> URLRouter? { routers[name] }

    /// Every router, the default first, then by name.
    public var allRouters: [URLRouter] {
        [defaultRouter] + routers.values.filter { $0 !== defaultRouter }.sorted { $0.name < $1.name }
    }

    /// Sends URLs with `scheme` (case-insensitive) to the router named `routerName`. The first
    /// segment of a `scheme://host/…` URL is its host, which is lowercased, so a router holding
    /// a pattern whose first segment has an uppercase letter cannot be bound: that pattern
    /// could never match.
    public func bind(scheme: String, to routerName: String) throws(RouteRegistryError) {
        let scheme = scheme.lowercased()
        guard RouteURL.isScheme(scheme[...]) else { throw .invalidScheme(scheme) }
        guard let router = routers[routerName] else { throw .unknownRouter(routerName) }
        if let bound = schemeBindings[scheme], bound !== router {
            throw .schemeAlreadyBound(scheme: scheme, router: bound.name)
        }
        if let registration = router.registrations.first(where: { $0.pattern.hasUppercaseHost }) {
            throw .uppercaseHost(scheme: scheme, router: routerName, pattern: registration.pattern.text)
        }
        schemeBindings[scheme] = router
        router.schemes.insert(scheme)
    }

    /// Stops sending URLs with `scheme` anywhere (JLRoutes' `unregisterRouteScheme:`): they
    /// then fail with `RouteError.unknownScheme`. Returns whether the scheme was bound.
    @discardableResult
    public func unbind(scheme: String) -> Bool {
        let scheme = scheme.lowercased()
        guard let router = schemeBindings.removeValue(forKey: scheme) else { return false }
        router.schemes.remove(scheme)
        return true
    }

    /// Removes the router named `name` with its routes and its schemes. The default router
    /// cannot be removed (remove its routes instead).
    public func removeRouter(named name: String) throws(RouteRegistryError) {
        guard name != Self.defaultRouterName else { throw .defaultRouterCannotBeRemoved }
        guard let router = routers.removeValue(forKey: name) else { throw .unknownRouter(name) }
        for scheme in router.schemes { unbind(scheme: scheme) }
        router.removeAllRoutes()
        router.registry = nil
    }

    /// The router `url` goes to.
    public func router(for url: RouteURL) throws(RouteError) -> URLRouter {
        guard let scheme = url.scheme else { return defaultRouter }
        guard let router = schemeBindings[scheme] else { throw .unknownScheme(scheme: scheme, url: url.text) }
        return router
    }

    /// Makes `type` available to patterns as `{name|<name>}` in every router.
    public func registerCast<T: RouteParameterCastable>(_ type: T.Type, named name: String)
        throws(RoutePatternError)
    {
        try casts.register(type, named: name)
    }

    // MARK: Routing

    /// A request for `url`, routed by its scheme.
    public func route(_ url: String) -> RouteRequest {
        RouteRequest(url: url, router: nil, registry: self)
    }

    /// The route `url` matches, or why none does; no guard runs.
    public func match(_ url: String) throws(RouteError) -> RouteMatch {
        let parsed: RouteURL
        do {
            parsed = try RouteURL(url)
        } catch {
            throw .malformedURL(error)
        }
        return try router(for: parsed).match(parsed)
    }

    /// Whether some pattern matches `url`, its parameters cast, found without the "nearest
    /// patterns" a failed `match(_:)` looks for: what a prompt asks of each candidate it offers.
    public func hasMatch(_ url: String) -> Bool {
        guard let parsed = try? RouteURL(url), let found = try? router(for: parsed).candidates(for: parsed) else {
            return false
        }
        return !found.isEmpty
    }

    /// The plan of `url` with `parameters` from the app's current state.
    public func plan(_ url: String, parameters: RouteParameters = [:]) -> RoutePlan {
        route(url).parameters(parameters).plan()
    }

    /// The route table: every router's routes, in registration order.
    public var routeDescriptions: [RouteDescription] {
        allRouters.flatMap { router in
            router.registrations.map { registration in
                RouteDescription(
                    routerName: router.name, schemes: router.schemes.sorted(), pattern: registration.pattern.text,
                    destination: registration.destination.name,
                    destinationKind: registration.destination.kindDescription,
                    presentation: registration.presentation.summary, guardName: registration.protect?.name,
                    summary: registration.summary)
            }
        }
    }

    /// Ways to go on typing `input`: full URLs (or patterns, where a parameter has no offered
    /// values), sorted; at most `limit` of them (the first).
    public func completions(for input: String, limit: Int = 50) -> [String] {
        RouteCompleter(registry: self, limit: limit).completions(for: input)
    }

    /// The registered patterns that go on after `input`, a URL cut after a slash
    /// (`adverts/` gives `adverts/{advertId|number}`): the patterns under where its segments
    /// lead, nearest first, at most `limit` of them, found without listing the whole table.
    public func patterns(continuing input: String, limit: Int = 8) -> [String] {
        RouteCompleter(registry: self, limit: max(1, limit)).continuingPatterns(for: input)
    }

    /// Ways to go on typing `input` that are URLs (a literal segment or an offered value, never
    /// a pattern's text or `*`), a page at a time in natural order (`adverts/2` before
    /// `adverts/10`): the first `limit` after `after` (from the first when nil), and the text
    /// all of them share. One scan of the last segment's candidates, which builds only the
    /// page's URLs: a prompt asks for the next page when the user gets there, so a table of
    /// 100,000 patterns costs what one scan costs.
    public func completionPage(for input: String, after: String? = nil, limit: Int = 50) -> RouteCompletionPage {
        RouteCompleter(registry: self, limit: max(1, limit)).page(for: input, after: after)
    }

    // MARK: Observers

    /// Calls `handler` with every event until `owner` is released.
    public func addObserver(_ owner: AnyObject, _ handler: @escaping @MainActor (RouteEvent) -> Void) {
        observers.removeAll { $0.owner.object == nil }
        observers.append((Weak(object: owner), handler))
    }

    func notify(_ event: RouteEvent) {
        observers.removeAll { $0.owner.object == nil }
        for observer in observers { observer.handler(event) }
    }
}
