import Marshroute
import TerminalUI

/// One registered route: its pattern and everything set with it. Calls may override the
/// presentation, the guard and add parameters; the rest is the registration's.
@MainActor
public final class RouteRegistration {
    /// The pattern, parsed.
    public let pattern: RoutePattern
    /// The name of the router it was registered in.
    public let routerName: String
    /// What the route shows or runs.
    public let destination: RouteDestination
    /// How the route shows its module unless a call says otherwise.
    public let presentation: RoutePresentation
    /// A custom container the module is embedded in (ARoute's `embedIn:`).
    public let embedding: (@MainActor () -> RouteEmbeddable)?
    /// Default parameters: the query and the call override them.
    public let parameters: RouteParameters
    /// ARoute's `protect` set at registration; a call's own replaces it.
    public let protect: RouteGuard?
    /// One line for route tables.
    public let summary: String?
    /// Values the Go-to prompt may offer for a parameter, by parameter name.
    public private(set) var parameterCompletions: [String: @MainActor () -> [String]] = [:]

    init(
        pattern: RoutePattern, routerName: String, destination: RouteDestination, presentation: RoutePresentation,
        embedding: (@MainActor () -> RouteEmbeddable)?, parameters: RouteParameters, protect: RouteGuard?,
        summary: String?
    ) {
        self.pattern = pattern
        self.routerName = routerName
        self.destination = destination
        self.presentation = presentation
        self.embedding = embedding
        self.parameters = parameters
        self.protect = protect
        self.summary = summary
    }

    /// Offers `values` when completing parameter `name`; returns self, to chain after `register`.
    @discardableResult
    public func completions(for name: String, values: @escaping @MainActor () -> [String]) -> RouteRegistration {
        parameterCompletions[name] = values
        return self
    }
}

/// A URL matched in a router: the registration and the decoded, cast parameters.
@MainActor
public struct RouteMatch {
    /// The URL as parsed.
    public let url: RouteURL
    /// The name of the router that matched.
    public let routerName: String
    /// The registration that matched.
    public let registration: RouteRegistration
    /// The pattern's parameters, decoded and cast.
    public let routeParameters: RouteParameters
    /// The segments a trailing `*` took; nil when the pattern has none.
    public let wildcard: [String]?
}

/// One row of the route table (`navigation-demo routes`).
public struct RouteDescription: Sendable, Hashable, CustomStringConvertible {
    /// The router's name.
    public let routerName: String
    /// The schemes bound to the router, sorted.
    public let schemes: [String]
    /// The pattern as registered.
    public let pattern: String
    /// What the route shows: a module or callback name.
    public let destination: String
    /// `module`, `callback`, `typed route` or `none`.
    public let destinationKind: String
    /// How the route shows its module, in words.
    public let presentation: String
    /// The guard's name, if the route has one.
    public let guardName: String?
    /// The registration's one-line summary, if it has one.
    public let summary: String?

    /// The row as one line of text.
    public var description: String {
        var parts = [
            RouteText.quoted(routerName), RouteText.quoted(pattern),
            "\(destinationKind) \(RouteText.quoted(destination))", presentation,
        ]
        parts.append(guardName.map { "guard \(RouteText.quoted($0))" } ?? "no guard")
        return parts.joined(separator: "  ")
    }
}
