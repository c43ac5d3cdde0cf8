import Marshroute
import TerminalUI

/// A namespace of routes (ARoute's router): patterns registered here match only URLs routed
/// here, so the same pattern in two routers is two routes. Made and found by a registry.
@MainActor
public final class URLRouter {
    /// The router's name (`default` for the registry's default router).
    public let name: String
    weak var registry: URLRouterRegistry?
    let trie = SegmentTrie<RouteRegistration>()
    /// Registrations in the order they were made.
    public private(set) var registrations: [RouteRegistration] = []
    /// The schemes bound to this router (lowercased).
    public internal(set) var schemes: Set<String> = []
    /// When no pattern here matches a URL (or every handler that matched declined), try the
    /// registry's default router with the same URL (JLRoutes' `shouldFallbackToGlobalRoutes`).
    /// Off by default: a scheme's router answers for its scheme alone.
    public var fallsBackToDefaultRouter = false

    init(name: String, registry: URLRouterRegistry?) {
        self.name = name
        self.registry = registry
    }

    /// Registers `pattern`. A malformed pattern, an unknown cast, a pattern that matches
    /// exactly the URLs of one already here, or, in a router bound to a scheme, a first
    /// segment with an uppercase letter (the host it would have to match is lowercased) is an
    /// error naming them. A pattern with optional groups registers each pattern it stands for;
    /// if one of them is taken, none is registered.
    @discardableResult
    public func register(
        _ pattern: String, syntax: RoutePatternSyntax = .standard, presentation: RoutePresentation = .push,
        embedding: (@MainActor () -> RouteEmbeddable)? = nil, parameters: RouteParameters = [:],
        protect: RouteGuard? = nil, summary: String? = nil, destination: RouteDestination
    ) throws(RoutePatternError) -> RouteRegistration {
        let parsed = try Self.parse(pattern, syntax: syntax, casts: registry?.casts ?? .builtIn)
        if let scheme = schemes.min(), parsed.hasUppercaseHost {
            throw .uppercaseHost(pattern: pattern, router: name, scheme: scheme)
        }
        let registration = RouteRegistration(
            pattern: parsed, routerName: name, destination: destination, presentation: presentation,
            embedding: embedding, parameters: parameters, protect: protect, summary: summary)
        for (index, variant) in parsed.variants.enumerated() {
            guard let existing = trie.insert(registration, at: variant) else { continue }
            for inserted in parsed.variants[..<index] { trie.remove(at: inserted) { $0 === registration } }
            throw .duplicatePattern(pattern: pattern, existing: existing.pattern.text, router: name)
        }
        registrations.append(registration)
        return registration
    }

    /// Removes the routes registered with exactly this pattern text (JLRoutes'
    /// `removeRouteWithPattern:`); returns whether there was one.
    @discardableResult
    public func removeRoute(_ pattern: String) -> Bool {
        let matching = registrations.filter { $0.pattern.text == pattern }
        for registration in matching { remove(registration) }
        return !matching.isEmpty
    }

    /// Removes `registration` (every pattern its optional groups stand for); returns whether it
    /// was registered here.
    @discardableResult
    public func remove(_ registration: RouteRegistration) -> Bool {
        guard let index = registrations.firstIndex(where: { $0 === registration }) else { return false }
        registrations.remove(at: index)
        for variant in registration.pattern.variants { trie.remove(at: variant) { $0 === registration } }
        return true
    }

    /// Removes every route of this router.
    public func removeAllRoutes() {
        for registration in registrations { remove(registration) }
    }

    /// Registers a module route: `build` makes the module from the response and a Marshroute seed.
    @discardableResult
    public func register(
        _ pattern: String, syntax: RoutePatternSyntax = .standard, presentation: RoutePresentation = .push,
        embedding: (@MainActor () -> RouteEmbeddable)? = nil, parameters: RouteParameters = [:],
        protect: RouteGuard? = nil, summary: String? = nil, module name: String,
        build: @escaping @MainActor (RouteResponse, RouterSeed) -> ViewController
    ) throws(RoutePatternError) -> RouteRegistration {
        try register(
            pattern, syntax: syntax, presentation: presentation, embedding: embedding, parameters: parameters,
            protect: protect, summary: summary, destination: .module(name: name, build: build))
    }

    /// Registers a route whose handler may decline it (JLRoutes' handler returning `NO`,
    /// Crossroad's handler throwing): `handle` returns true when it handled the URL, and false
    /// or an error when it does not want it. The route then goes on to the next pattern the
    /// URL matches, in precedence order (and to the default router when this one falls back to
    /// it); when every one declines, it fails with `RouteError.declined` and the reasons.
    @discardableResult
    public func register(
        _ pattern: String, syntax: RoutePatternSyntax = .standard, parameters: RouteParameters = [:],
        protect: RouteGuard? = nil, summary: String? = nil, handler name: String,
        handle: @escaping @MainActor (RouteResponse) throws -> Bool
    ) throws(RoutePatternError) -> RouteRegistration {
        try register(
            pattern, syntax: syntax, parameters: parameters, protect: protect, summary: summary,
            destination: .handler(name: name, handle: handle))
    }

    /// Registers a callback route (ARoute's blocks): `perform` runs when the route does.
    @discardableResult
    public func register(
        _ pattern: String, syntax: RoutePatternSyntax = .standard, parameters: RouteParameters = [:],
        protect: RouteGuard? = nil, summary: String? = nil, callback name: String,
        perform: @escaping @MainActor (RouteResponse) -> Void
    ) throws(RoutePatternError) -> RouteRegistration {
        try register(
            pattern, syntax: syntax, parameters: parameters, protect: protect, summary: summary,
            destination: .callback(name: name, perform: perform))
    }

    /// ARoute's `registerRoutes:`: several patterns with one configuration, in the order of
    /// their patterns (so errors come out the same every run). Stops at the first error; the
    /// routes registered before it stay.
    @discardableResult
    public func registerRoutes(
        _ routes: [String: RouteDestination], syntax: RoutePatternSyntax = .standard,
        presentation: RoutePresentation = .push, parameters: RouteParameters = [:], protect: RouteGuard? = nil
    ) throws(RoutePatternError) -> [RouteRegistration] {
        var result: [RouteRegistration] = []
        for pattern in routes.keys.sorted() {
            result.append(
                try register(
                    pattern, syntax: syntax, presentation: presentation, parameters: parameters, protect: protect,
                    destination: routes[pattern]!))
        }
        return result
    }

    /// The route `url` matches here, or why none does.
    public func match(_ url: String) throws(RouteError) -> RouteMatch {
        let parsed: RouteURL
        do {
            parsed = try RouteURL(url)
        } catch {
            throw .malformedURL(error)
        }
        return try match(parsed)
    }

    /// The route the parsed `url` matches here (or, when this router falls back, in the
    /// default router), or why none does.
    public func match(_ url: RouteURL) throws(RouteError) -> RouteMatch {
        try checkScheme(of: url)
        do {
            return try ownMatch(url)
        } catch {
            guard let fallback = fallbackRouter, let found = try? fallback.ownMatch(url) else { throw error }
            return found
        }
    }

    /// Every route `url` matches, in the order a route tries them when handlers decline: this
    /// router's, best first, then the default router's when this one falls back to it. Empty
    /// when nothing matches.
    public func candidates(for url: RouteURL) throws(RouteError) -> [RouteMatch] {
        try checkScheme(of: url)
        return ownCandidates(url) + (fallbackRouter?.ownCandidates(url) ?? [])
    }

    private func checkScheme(of url: RouteURL) throws(RouteError) {
        if let scheme = url.scheme, !schemes.contains(scheme) {
            throw .unknownScheme(scheme: scheme, url: url.text)
        }
    }

    private var fallbackRouter: URLRouter? {
        guard fallsBackToDefaultRouter, let fallback = registry?.defaultRouter, fallback !== self else { return nil }
        return fallback
    }

    /// The best match in this router's own trie, whatever the URL's scheme.
    func ownMatch(_ url: RouteURL) throws(RouteError) -> RouteMatch {
        var castFailure: RouteCastFailure?
        guard let found = trie.match(url.segments, castFailure: &castFailure) else {
            let nearest = trie.nearest(to: url.segments, limit: 3).map(\.pattern.text)
            if let castFailure {
                throw .castFailed(url: url.text, router: name, failure: castFailure, nearest: nearest)
            }
            throw .noMatch(url: url.text, router: name, nearest: nearest)
        }
        return routeMatch(found, url: url)
    }

    private func ownCandidates(_ url: RouteURL) -> [RouteMatch] {
        trie.matches(url.segments).map { routeMatch($0, url: url) }
    }

    private func routeMatch(_ found: SegmentTrie<RouteRegistration>.Match, url: RouteURL) -> RouteMatch {
        var parameters = RouteParameters(minimumCapacity: found.values.count + 1)
        for (key, value) in zip(found.names, found.values) { parameters[key] = value }
        if let wildcard = found.wildcard { parameters["*"] = .string(wildcard.joined(separator: "/")) }
        return RouteMatch(
            url: url, routerName: name, registration: found.value, routeParameters: parameters,
            wildcard: found.wildcard.map(Array.init))
    }

    /// A request for `url` in this router (its scheme, if any, must be bound here).
    public func route(_ url: String) -> RouteRequest {
        RouteRequest(url: url, router: self, registry: registry)
    }
}

extension URLRouter {
    /// Patterns parsed with the built-in casts, by syntax and text: an app that builds its
    /// route table again (a layout switch, a test or a near-miss run that starts many apps)
    /// parses each pattern once. Bounded; a pattern with a custom cast is parsed every time.
    private static var parsedPatterns: [String: RoutePattern] = [:]

    static func parse(_ text: String, syntax: RoutePatternSyntax, casts: RouteParameterCasts) throws(RoutePatternError)
        -> RoutePattern
    {
        guard casts.isBuiltIn else { return try RoutePattern(text, syntax: syntax, casts: casts) }
        let key = "\(syntax.parameterOpening)\(syntax.parameterClosing)\(syntax.castingSeparator)\(text)"
        if let parsed = parsedPatterns[key] { return parsed }
        let parsed = try RoutePattern(text, syntax: syntax, casts: casts)
        if parsedPatterns.count >= 1_024 { parsedPatterns = [:] }
        parsedPatterns[key] = parsed
        return parsed
    }
}
