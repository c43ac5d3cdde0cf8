import Marshroute
import TerminalUI

/// One registered route: its pattern and everything set with it. Calls may override the
/// presentation, the guard and add parameters; the rest is the registration's.
@MainActor
public final class RouteRegistration {
    public let pattern: RoutePattern
    public let routerName: String
    public let destination: RouteDestination
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
    public let url: RouteURL
    public let routerName: String
    public let registration: RouteRegistration
    public let routeParameters: RouteParameters
    /// The segments a trailing `*` took; nil when the pattern has none.
    public let wildcard: [String]?
}

/// One row of the route table (`navigation-demo routes`).
public struct RouteDescription: Sendable, Hashable, CustomStringConvertible {
    public let routerName: String
    /// The schemes bound to the router, sorted.
    public let schemes: [String]
    public let pattern: String
    public let destination: String
    /// `module`, `callback`, `typed route` or `none`.
    public let destinationKind: String
    public let presentation: String
    public let guardName: String?
    public let summary: String?

    public var description: String {
        var parts = [
            RouteText.quoted(routerName), RouteText.quoted(pattern),
            "\(destinationKind) \(RouteText.quoted(destination))", presentation,
        ]
        parts.append(guardName.map { "guard \(RouteText.quoted($0))" } ?? "no guard")
        return parts.joined(separator: "  ")
    }
}
