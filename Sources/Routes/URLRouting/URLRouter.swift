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

    init(name: String, registry: URLRouterRegistry?) {
        self.name = name
        self.registry = registry
    }

    /// Registers `pattern`. A malformed pattern, an unknown cast, or a pattern that matches
    /// exactly the URLs of one already here is an error naming them.
    @discardableResult
    public func register(
        _ pattern: String, syntax: RoutePatternSyntax = .standard, presentation: RoutePresentation = .push,
        embedding: (@MainActor () -> RouteEmbeddable)? = nil, parameters: RouteParameters = [:],
        protect: RouteGuard? = nil, summary: String? = nil, destination: RouteDestination
    ) throws(RoutePatternError) -> RouteRegistration {
        let parsed = try RoutePattern(pattern, syntax: syntax, casts: registry?.casts ?? .builtIn)
        let registration = RouteRegistration(
            pattern: parsed, routerName: name, destination: destination, presentation: presentation,
            embedding: embedding, parameters: parameters, protect: protect, summary: summary)
        if let existing = trie.insert(registration, at: parsed) {
            throw .duplicatePattern(pattern: pattern, existing: existing.pattern.text, router: name)
        }
        registrations.append(registration)
        return registration
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

    /// The route the parsed `url` matches here, or why none does.
    public func match(_ url: RouteURL) throws(RouteError) -> RouteMatch {
        if let scheme = url.scheme, !schemes.contains(scheme) {
            throw .unknownScheme(scheme: scheme, url: url.text)
        }
        var castFailure: RouteCastFailure?
        guard let found = trie.match(url.segments, castFailure: &castFailure) else {
            let nearest = trie.nearest(to: url.segments, limit: 3).map(\.pattern.text)
            if let castFailure {
                throw .castFailed(url: url.text, router: name, failure: castFailure, nearest: nearest)
            }
            throw .noMatch(url: url.text, router: name, nearest: nearest)
        }
        var parameters = RouteParameters(minimumCapacity: found.parameters.count + 1)
        for (key, value) in found.parameters { parameters[key] = value }
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
