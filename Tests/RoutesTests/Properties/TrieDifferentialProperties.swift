import PropertyBased
import Testing

@testable import Routes

/// Differential fuzzing of the router's trie against a plain reference: random pattern sets,
/// built from few segments so that patterns share trie nodes under different parameter names
/// (`{x}`, `{y}`, `{id}` have one key), and random URLs over values those segments take. The
/// reference tries every expanded pattern alone and keeps the best by the documented
/// precedence; the trie must agree on the pattern and on every parameter, name and value.
@Suite("Trie against a linear reference")
@MainActor
struct TrieDifferentialProperties {
    /// Pattern segments: literals, untyped parameters sharing one key under three names, typed
    /// ones sharing one key under two names, literal text around parameters, two in one segment.
    nonisolated static let patternSegments = [
        "a", "b", "c", "{x}", "{y}", "{id}", "{x|int}", "{n|int}", "id-{x}", "id-{y}", "{p|number}", "{a}-{b}",
        "{q|Int}",
    ]
    /// URL segments those patterns take in several ways.
    nonisolated static let urlSegments = ["a", "b", "c", "1", "42", "-3", "id-7", "id-a", "x", "12.5", "a-b", "id-1-2"]

    /// One pattern: indices into `patternSegments`, which of them (after the first) sit in an
    /// optional group, and whether it ends in `*`.
    nonisolated static let pattern = zip(
        Gen.int(in: 0...(patternSegments.count - 1)).array(of: 1...4), Gen.bool().array(of: 4), Gen.bool(0.25)
    ).map { indices, optional, wildcard in
        var text = patternSegments[indices[0]]
        for (position, index) in indices.enumerated().dropFirst() {
            let segment = patternSegments[index]
            text += optional[position] ? "(/\(segment))" : "/\(segment)"
        }
        return wildcard ? text + "/*" : text
    }

    nonisolated static let url = Gen.int(in: 0...(urlSegments.count - 1)).array(of: 0...5).map { indices in
        indices.map { urlSegments[$0] }.joined(separator: "/")
    }

    @Test func theTrieAndALinearScanAgreeOnThePatternAndEveryParameter() async {
        await propertyCheck(count: 400, input: zip(Self.pattern.array(of: 1...14), Self.url.array(of: 1...24))) {
            patterns, urls in
            let registry = URLRouterRegistry()
            var registered: [RouteRegistration] = []
            for pattern in patterns {
                // Duplicates and repeated parameter names are refused: the rest is the table.
                if let registration = try? registry.defaultRouter.register(
                    pattern, callback: pattern, perform: { _ in })
                {
                    registered.append(registration)
                }
            }
            for url in urls {
                let trie = try? registry.match(url)
                let reference = ReferenceMatcher.match(url, in: registered)
                #expect(
                    trie?.registration.pattern.text == reference?.pattern,
                    "\(url) among \(registered.map(\.pattern.text))")
                #expect(
                    trie?.routeParameters == reference?.parameters, "\(url) among \(registered.map(\.pattern.text))")
            }
        }
    }

    /// The case the fuzzing found first, kept as an example: two patterns share the node of
    /// their parametric segment, and each reports its own parameter names.
    @Test func patternsSharingANodeKeepTheirOwnNames() throws {
        for order in [["users/{id}", "users/{name}/posts"], ["users/{name}/posts", "users/{id}"]] {
            let registry = URLRouterRegistry()
            for pattern in order { try registry.defaultRouter.register(pattern, callback: pattern) { _ in } }
            #expect(try registry.match("users/42/posts").routeParameters == ["name": "42"], "\(order)")
            #expect(try registry.match("users/42").routeParameters == ["id": "42"], "\(order)")
        }
        let typed = URLRouterRegistry()
        try typed.defaultRouter.register("items/{id|int}", callback: "id") { _ in }
        try typed.defaultRouter.register("items/{n|int}/more", callback: "n") { _ in }
        #expect(try typed.match("items/7/more").routeParameters == ["n": 7])
        #expect(try typed.match("items/7").routeParameters == ["id": 7])
    }
}

/// The reference: every expanded pattern of every registration alone against the URL, the
/// best kept by the precedence the router documents. From the leftmost segment: a literal,
/// then a typed parameter, then an untyped one (more literal text first, then by what it
/// matches), then the wildcard; a pattern ending with the URL beats a wildcard taking nothing.
@MainActor
enum ReferenceMatcher {
    static func match(_ url: String, in registrations: [RouteRegistration]) -> (
        pattern: String, parameters: RouteParameters
    )? {
        guard let parsed = try? RouteURL(url) else { return nil }
        var best: (rank: [Rank], pattern: String, parameters: RouteParameters)?
        for registration in registrations {
            for variant in registration.pattern.variants {
                guard let parameters = RoutePattern.match(variant, parsed.segments) else { continue }
                let rank = rank(of: variant, count: parsed.segments.count)
                if best.map({ rank.lexicographicallyPrecedes($0.rank) }) ?? true {
                    best = (rank, registration.pattern.text, parameters)
                }
            }
        }
        return best.map { ($0.pattern, $0.parameters) }
    }

    struct Rank: Comparable {
        let kind: Int
        let literalLength: Int
        let key: String

        static func < (lhs: Rank, rhs: Rank) -> Bool {
            (lhs.kind, -lhs.literalLength, lhs.key) < (rhs.kind, -rhs.literalLength, rhs.key)
        }
    }

    static func rank(of segments: [PatternSegment], count: Int) -> [Rank] {
        var ranks: [Rank] = []
        for index in 0...count {
            guard index < segments.count else { return ranks + [Rank(kind: 0, literalLength: 0, key: "end")] }
            switch segments[index] {
            case .literal: ranks.append(Rank(kind: 0, literalLength: 0, key: ""))
            case .parametric(let segment):
                ranks.append(
                    Rank(kind: segment.isTyped ? 1 : 2, literalLength: segment.literalLength, key: segment.key))
            case .wildcard: return ranks + [Rank(kind: 3, literalLength: 0, key: "")]
            }
        }
        return ranks
    }
}
