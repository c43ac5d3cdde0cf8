/// Why a route did not run. Every message is safe to print: URLs, values and titles are
/// quoted with their control characters escaped.
public enum RouteError: Error, CustomStringConvertible {
    /// The URL was refused before matching.
    case malformedURL(RouteURLError)
    /// A scheme no router is bound to, or bound to another router than the one asked.
    case unknownScheme(scheme: String, url: String)
    /// No pattern matches; `nearest` are the registered patterns most like the URL.
    case noMatch(url: String, router: String, nearest: [String])
    /// A pattern would match but a parameter's value does not cast (and nothing else matches).
    case castFailed(url: String, router: String, failure: RouteCastFailure, nearest: [String])
    /// Every route the URL matched had a handler, and each declined it; `reasons` has one
    /// entry per handler, in the order they were asked.
    case declined(url: String, router: String, reasons: [any Error])
    /// The guard denied the route, with the error it gave.
    case denied(url: String, pattern: String, reason: any Error)
    /// The guard's challenge screen was closed without allowing the route.
    case challengeAbandoned(url: String, pattern: String, challenge: String)
    /// Marshroute did not perform the transition.
    case transitionRefused(url: String, pattern: String, reason: RouteRefusal)
    /// The presentation cannot be done from where the app is (no navigation stack on top, no
    /// such tab, a prestacked route that is not a module).
    case presentationUnavailable(url: String, pattern: String, reason: String)
    /// An option does not fit the route (an animator of the wrong kind).
    case invalidOption(url: String, pattern: String, reason: String)
    /// A module route was asked to show but the registry has no performer.
    case noPerformer(url: String, pattern: String)
    /// A typed route was matched but the registry has no typed-route handler.
    case noTypedRouteHandler(url: String, pattern: String)
    /// Making or performing a typed route failed.
    case typedRouteFailed(url: String, pattern: String, reason: any Error)
    /// `viewController()` on a route that shows nothing (a callback).
    case noViewController(url: String, pattern: String)
    /// The route waited for its guard's challenge when a newer route (`by`, its URL) began to
    /// show something: the challenge closed and this route ended without running.
    case superseded(url: String, pattern: String, by: String)

    /// A message that names the URL, the router and the reason, safe to print.
    /// "an" before a cast named with a vowel sound (an int), "a" otherwise (a double, a uuid).
    static func article(for cast: String) -> String {
        guard let first = cast.lowercased().first else { return "a" }
        return "aeio".contains(first) ? "an" : "a"
    }

    public var description: String {
        switch self {
        case .malformedURL(let error):
            return error.description
        case .unknownScheme(let scheme, let url):
            return "no router is bound to scheme '\(RouteText.quoted(scheme))' (in '\(RouteText.quoted(url))')"
        case .noMatch(let url, let router, let nearest):
            return "no route matches '\(RouteText.quoted(url))' in router '\(RouteText.quoted(router))'"
                + Self.suggestion(nearest)
        case .castFailed(let url, _, let failure, let nearest):
            return "'\(RouteText.quoted(url))': parameter '\(RouteText.quoted(failure.parameter))' is "
                + "'\(RouteText.quoted(failure.value))', which is not \(Self.article(for: failure.cast)) \(failure.cast)"
                + Self.suggestion(nearest)
        case .declined(let url, let router, let reasons):
            return
                "every route matching '\(RouteText.quoted(url))' in router '\(RouteText.quoted(router))' declined it: "
                + reasons.map { RouteText.quoted(String(describing: $0)) }.joined(separator: "; ")
        case .denied(let url, _, let reason):
            return "'\(RouteText.quoted(url))' was denied: \(RouteText.quoted(String(describing: reason)))"
        case .challengeAbandoned(let url, _, let challenge):
            return "'\(RouteText.quoted(url))' was not allowed: \(RouteText.quoted(challenge)) closed first"
        case .transitionRefused(let url, _, let reason):
            return "'\(RouteText.quoted(url))' was not shown: \(reason)"
        case .presentationUnavailable(let url, _, let reason):
            return "'\(RouteText.quoted(url))' cannot be shown: \(reason)"
        case .invalidOption(let url, _, let reason):
            return "'\(RouteText.quoted(url))': \(reason)"
        case .noPerformer(let url, _):
            return "'\(RouteText.quoted(url))' shows a module, but the registry has no performer"
        case .noTypedRouteHandler(let url, _):
            return "'\(RouteText.quoted(url))' is a typed route, but the registry has no typed-route handler"
        case .typedRouteFailed(let url, _, let reason):
            return "'\(RouteText.quoted(url))' failed: \(RouteText.quoted(String(describing: reason)))"
        case .noViewController(let url, _):
            return "'\(RouteText.quoted(url))' shows no view controller"
        case .superseded(let url, _, let newer):
            return
                "'\(RouteText.quoted(url))' was cancelled while it waited: '\(RouteText.quoted(newer))' came after it"
        }
    }

    /// True when no route matched, a parameter did not cast, or every matching handler
    /// declined (the command line's exit 1).
    public var isMatchFailure: Bool {
        switch self {
        case .malformedURL, .unknownScheme, .noMatch, .castFailed, .declined: true
        default: false
        }
    }

    /// The registered patterns most like the URL, for no-match and cast failures.
    public var nearestPatterns: [String] {
        switch self {
        case .noMatch(_, _, let nearest), .castFailed(_, _, _, let nearest): nearest
        default: []
        }
    }

    private static func suggestion(_ nearest: [String]) -> String {
        guard !nearest.isEmpty else { return "" }
        return "; nearest: " + nearest.map { "'\(RouteText.quoted($0))'" }.joined(separator: ", ")
    }
}

/// Why Marshroute did not perform a route's transition.
public enum RouteRefusal: Sendable, Hashable, CustomStringConvertible {
    /// The transitions coordinator's delegate refused it (or the handler could not go forward).
    case vetoed
    /// A peek froze it and the user cancelled the peek.
    case peekCancelled
    /// A peek froze it and another transition ended the peek.
    case peekInterrupted

    /// A short phrase for messages.
    public var description: String {
        switch self {
        case .vetoed: "Marshroute refused the transition"
        case .peekCancelled: "the peek showing it was cancelled"
        case .peekInterrupted: "the peek showing it was interrupted"
        }
    }
}
