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

    /// Whether the segment's literal text has an uppercase letter: as a URL's host, which is
    /// lowercased, it could never match.
    var hasUppercaseLiteral: Bool {
        switch self {
        case .literal(let text): text != text.lowercased()
        case .parametric(let segment): segment.literalText != segment.literalText.lowercased()
        case .wildcard: false
        }
    }

    /// How a segment ranks where several patterns match one URL segment: lower wins. A router
    /// prefers, from the leftmost segment on, a literal, then a typed parameter, then an
    /// untyped one (the more literal text, the earlier; then by key), then the wildcard; a
    /// pattern that ends with the URL beats a wildcard taking nothing.
    struct Rank: Comparable {
        let kind: Int
        let literalLength: Int
        let key: String

        static let literal = Rank(kind: 0, literalLength: 0, key: "")
        static let end = Rank(kind: 0, literalLength: 0, key: "")
        static let wildcard = Rank(kind: 3, literalLength: 0, key: "")

        static func parametric(_ segment: ParametricSegment) -> Rank {
            Rank(kind: segment.isTyped ? 1 : 2, literalLength: -segment.literalLength, key: segment.key)
        }

        static func < (lhs: Rank, rhs: Rank) -> Bool {
            (lhs.kind, lhs.literalLength, lhs.key) < (rhs.kind, rhs.literalLength, rhs.key)
        }
    }

    /// The ranks of `segments` matched against a URL of `count` segments, from the left.
    static func rank(of segments: [PatternSegment], forSegmentCount count: Int) -> [Rank] {
        var ranks: [Rank] = []
        for index in 0...count {
            guard index < segments.count else {
                ranks.append(.end)
                break
            }
            switch segments[index] {
            case .wildcard:
                ranks.append(.wildcard)
                return ranks
            case .literal:
                ranks.append(.literal)
            case .parametric(let segment):
                ranks.append(.parametric(segment))
            }
        }
        return ranks
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
