/// A parsed route pattern: `user-profile/{userId|number}`, `user/:first:-:last:/profile`,
/// `files/*`. Patterns are paths: no scheme (bind a scheme to a router instead), no query,
/// no percent-escapes (write the decoded character). A leading and a trailing `/` are ignored.
public struct RoutePattern: Sendable, Hashable, CustomStringConvertible {
    /// The pattern as registered.
    public let text: String
    /// How the pattern marks its parameters.
    public let syntax: RoutePatternSyntax
    let segments: [PatternSegment]

    /// Parses `text`; a malformed pattern is an error that names it.
    public init(_ text: String, syntax: RoutePatternSyntax = .standard, casts: RouteParameterCasts = .builtIn)
        throws(RoutePatternError)
    {
        self.text = text
        self.syntax = syntax
        segments = try RoutePatternParser(pattern: text, syntax: syntax, casts: casts).parse()
    }

    /// The pattern as registered.
    public var description: String { text }

    /// Every parameter's name, in order.
    public var parameterNames: [String] {
        segments.flatMap { segment -> [String] in
            if case .parametric(let parametric) = segment { return parametric.parameterNames }
            return []
        }
    }

    /// Whether the pattern ends in `*`.
    public var hasWildcard: Bool { segments.last == .wildcard }

    /// Equal for two patterns that match exactly the same URLs.
    var canonicalKey: String { segments.map(\.key).joined(separator: "\u{1}") }

    /// This pattern alone against `url`: the cast parameters (the wildcard's rest under `*`),
    /// or nil. A router matches with its trie instead; this is the linear baseline and the
    /// reference the trie is tested against.
    public func match(_ url: RouteURL) -> RouteParameters? {
        var values: [(String, RouteParameterValue)] = []
        var failure: RouteCastFailure?
        let path = url.segments
        for (index, segment) in segments.enumerated() {
            switch segment {
            case .wildcard:
                values.append(("*", .string(path[min(index, path.count)...].joined(separator: "/"))))
                return Dictionary(values, uniquingKeysWith: { first, _ in first })
            case .literal(let literal):
                guard index < path.count, path[index] == literal else { return nil }
            case .parametric(let parametric):
                guard index < path.count, parametric.match(path[index], values: &values, failure: &failure) else {
                    return nil
                }
            }
        }
        guard path.count == segments.count else { return nil }
        return Dictionary(values, uniquingKeysWith: { first, _ in first })
    }
}
