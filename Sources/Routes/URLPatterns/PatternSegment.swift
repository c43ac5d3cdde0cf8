/// One `/`-separated segment of a pattern.
enum PatternSegment: Sendable, Hashable {
    /// Matches exactly this decoded text (case-sensitive).
    case literal(String)
    /// Parameters, possibly with literal text around and between them (`id-{userId}`).
    case parametric(ParametricSegment)
    /// `*`, the whole last segment: the rest of the path, zero or more segments.
    case wildcard

    /// Identifies what the segment matches, whatever its parameters are called and however
    /// its separators are written: two patterns with the same keys match the same URLs.
    var key: String {
        switch self {
        case .literal(let text): "=" + text
        case .parametric(let segment): segment.key
        case .wildcard: "*"
        }
    }
}

/// Why a parameter made its pattern fail: its value did not cast.
public struct RouteCastFailure: Sendable, Hashable {
    /// The parameter's name.
    public let parameter: String
    /// The decoded text that did not cast.
    public let value: String
    /// The name of the cast it failed.
    public let cast: String
}
