/// A parsed route pattern: `user-profile/{userId|number}`, `user/:first:-:last:/profile`,
/// `files/*`, `items(/page/{page|int})`. Patterns are paths: no scheme (bind a scheme to a
/// router instead), no query, no percent-escapes (write the decoded character). A leading and
/// a trailing `/` are ignored.
///
/// Parentheses mark optional groups, as in JLRoutes: `items(/page/{page})` stands for
/// `items/page/{page}` and `items`, and `(rest/)(app/){object}` for four patterns. A group may
/// hold any text; groups cannot nest, and at most eight are allowed.
public struct RoutePattern: Sendable, Hashable, CustomStringConvertible {
    /// The pattern as registered.
    public let text: String
    /// How the pattern marks its parameters.
    public let syntax: RoutePatternSyntax
    /// The patterns the optional groups stand for: every group kept first, then fewer, down to
    /// none. Without groups, only the pattern itself.
    public let expandedPatterns: [String]
    /// The segments of each expanded pattern, in the same order.
    let variants: [[PatternSegment]]

    /// Parses `text`; a malformed pattern is an error that names it.
    public init(_ text: String, syntax: RoutePatternSyntax = .standard, casts: RouteParameterCasts = .builtIn)
        throws(RoutePatternError)
    {
        self.text = text
        self.syntax = syntax
        let parsed = try RoutePatternParser(pattern: text, syntax: syntax, casts: casts).parseVariants()
        expandedPatterns = parsed.map(\.text)
        variants = parsed.map(\.segments)
    }

    /// The pattern as registered.
    public var description: String { text }

    /// The segments of the expanded pattern that keeps every optional group.
    var segments: [PatternSegment] { variants[0] }

    /// Every parameter's name, in order (those inside optional groups included).
    public var parameterNames: [String] {
        segments.flatMap { segment -> [String] in
            if case .parametric(let parametric) = segment { return parametric.parameterNames }
            return []
        }
    }

    /// Whether the pattern ends in `*` (when it keeps every optional group).
    public var hasWildcard: Bool { segments.last == .wildcard }

    /// Whether an expanded pattern's first segment has an uppercase letter in its literal
    /// text: it could never match a URL's host, which is lowercased.
    var hasUppercaseHost: Bool { variants.contains { $0.first?.hasUppercaseLiteral == true } }

    /// Equal for two patterns whose fullest expanded patterns match exactly the same URLs.
    var canonicalKey: String { Self.key(of: segments) }

    /// Equal for two expanded patterns that match exactly the same URLs.
    static func key(of segments: [PatternSegment]) -> String {
        segments.map(\.key).joined(separator: "\u{1}")
    }

    /// This pattern alone against `url`: the cast parameters (the wildcard's rest under `*`),
    /// or nil. When several expanded patterns match, the one a router would choose wins. A
    /// router matches with its trie instead; this is the linear baseline.
    public func match(_ url: RouteURL) -> RouteParameters? {
        var best: (rank: [PatternSegment.Rank], parameters: RouteParameters)?
        for variant in variants {
            guard let parameters = Self.match(variant, url.segments) else { continue }
            guard variants.count > 1 else { return parameters }
            let rank = PatternSegment.rank(of: variant, forSegmentCount: url.segments.count)
            if best.map({ rank.lexicographicallyPrecedes($0.rank) }) ?? true { best = (rank, parameters) }
        }
        return best?.parameters
    }

    /// One expanded pattern against a URL's segments.
    static func match(_ segments: [PatternSegment], _ path: [String]) -> RouteParameters? {
        var values: [RouteParameterValue] = []
        var names: [String] = []
        var failure: RouteCastFailure?
        for (index, segment) in segments.enumerated() {
            switch segment {
            case .wildcard:
                var parameters = RouteParameters(uniqueKeysWithValues: zip(names, values))
                parameters["*"] = .string(path[min(index, path.count)...].joined(separator: "/"))
                return parameters
            case .literal(let literal):
                guard index < path.count, path[index] == literal else { return nil }
            case .parametric(let parametric):
                guard index < path.count, parametric.match(path[index], values: &values, failure: &failure) else {
                    return nil
                }
                names += parametric.parameterNames
            }
        }
        guard path.count == segments.count else { return nil }
        return RouteParameters(uniqueKeysWithValues: zip(names, values))
    }
}
