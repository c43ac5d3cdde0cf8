/// A dry run of a route: for a URL and the app as it is now, the match, the parameters, the
/// guard's verdict and the transitions the route would perform, computed without building a
/// module or changing anything. `description` prints it for people (the Go-to prompt's
/// preview, `navigation-demo explain`).
public struct RoutePlan: CustomStringConvertible {
    /// The URL as given.
    public let url: String
    /// The router that matched, or `nil` when nothing matched.
    public let routerName: String?
    /// The pattern as registered; nil when nothing matched.
    public let pattern: String?
    /// What the route shows (the module or callback name), if it matched.
    public let destination: String?
    /// How the route would show its module, in words.
    public let presentation: String?
    /// The pattern's parameters, decoded and cast.
    public let routeParameters: RouteParameters
    /// The merged parameters: registration defaults, query, call.
    public let parameters: RouteParameters
    /// What the guard says.
    public let verdict: RoutePlanVerdict
    /// What the route would do if it ran now (after the guard's challenge, when there is one).
    public let steps: [RoutePlanStep]
    /// Why the route would fail: no match, a cast, a presentation that cannot be done.
    public let error: RouteError?

    /// Whether a route matched, whatever the guard says.
    public var matched: Bool { pattern != nil }

    /// The plan over several lines, escaped for printing.
    public var description: String {
        var lines = ["URL: \(RouteText.quoted(url))"]
        if let routerName { lines.append("Router: \(RouteText.quoted(routerName))") }
        if let pattern {
            lines.append("Pattern: \(RouteText.quoted(pattern))")
            if let destination { lines.append("Destination: \(RouteText.quoted(destination))") }
            if let presentation { lines.append("Presentation: \(presentation)") }
            lines.append("Route parameters: " + Self.text(of: routeParameters))
            lines.append("Parameters: " + Self.text(of: parameters))
            lines.append("Guard: \(verdict)")
        }
        if !steps.isEmpty {
            lines.append("Steps:")
            for (index, step) in steps.enumerated() { lines.append("  \(index + 1). \(step)") }
        }
        if let error { lines.append("Error: \(error)") }
        return lines.joined(separator: "\n")
    }

    /// The plan in one line, for a live preview: `adverts/{advertId|number} → Authorization
    /// first (locked adverts), then push Advertisement #16 onto the stack showing "Cars"`; or
    /// why it would fail.
    public var summary: String {
        if let error { return error.description }
        guard let pattern else { return "no route" }
        var parts: [String] = []
        switch verdict {
        case .unguarded, .allowed: break
        case .denied(let name, let reason):
            return "\(RouteText.quoted(pattern)) → denied by \(RouteText.quoted(name)): \(RouteText.quoted(reason))"
        case .challenge(let name, let steps):
            let screen = steps.compactMap(\.moduleName).last ?? "a screen"
            parts.append("\(RouteText.quoted(screen)) first (\(RouteText.quoted(name)))")
        }
        parts.append(contentsOf: steps.map(\.description))
        if parts.isEmpty { parts.append("nothing to do") }
        return "\(RouteText.quoted(pattern)) → " + parts.joined(separator: ", then ")
    }

    private static func text(of parameters: RouteParameters) -> String {
        guard !parameters.isEmpty else { return "none" }
        return parameters.keys.sorted().map { name in
            let value = parameters[name]!
            return "\(RouteText.quoted(name)) = \(RouteText.quoted(value.description)) (\(value.typeName))"
        }.joined(separator: ", ")
    }
}

/// What the guard says in a plan.
public enum RoutePlanVerdict: CustomStringConvertible {
    /// The route has no guard.
    case unguarded
    /// The guard allows the route.
    case allowed(guardName: String)
    /// The guard denies the route, for `reason`.
    case denied(guardName: String, reason: String)
    /// The guard would show a screen first; the route runs if it allows.
    case challenge(guardName: String, steps: [RoutePlanStep])

    /// The verdict in words.
    public var description: String {
        switch self {
        case .unguarded: "none"
        case .allowed(let name): "\(RouteText.quoted(name)) allows"
        case .denied(let name, let reason): "\(RouteText.quoted(name)) denies: \(RouteText.quoted(reason))"
        case .challenge(let name, let steps):
            "\(RouteText.quoted(name)) asks first: " + steps.map(\.description).joined(separator: "; ")
                + "; the route runs if it allows"
        }
    }
}
