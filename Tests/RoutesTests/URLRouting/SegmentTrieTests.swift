import Testing

@testable import Routes

@Suite("Segment trie")
struct SegmentTrieTests {
    /// The trie with `patterns` inserted in this order; each value is its pattern's text.
    private func trie(_ patterns: [String]) throws -> SegmentTrie<String> {
        let trie = SegmentTrie<String>()
        for pattern in patterns {
            #expect(trie.insert(pattern, at: try RoutePattern(pattern).segments) == nil, "\(pattern) was a duplicate")
        }
        return trie
    }

    private func winner(_ trie: SegmentTrie<String>, _ url: String) throws -> String? {
        var failure: RouteCastFailure?
        return trie.match(try RouteURL(url).segments, castFailure: &failure)?.value
    }

    /// Every order of registration gives the same winners: literal > typed > untyped > wildcard.
    @Test func precedenceDoesNotDependOnRegistrationOrder() throws {
        let patterns = ["users/me", "users/{id|int}", "users/{name}", "users/*", "users/id-{id}"]
        let expected = [
            "users/me": "users/me", "users/42": "users/{id|int}", "users/bob": "users/{name}",
            "users/id-7": "users/id-{id}", "users/a/b": "users/*", "users": "users/*",
        ]
        for order in permutations(of: patterns) {
            let trie = try trie(order)
            for (url, pattern) in expected {
                #expect(try winner(trie, url) == pattern, "\(url) with order \(order)")
            }
        }
    }

    @Test func aBranchThatFailsFurtherRightFallsBackToTheNextCandidate() throws {
        let trie = try trie(["a/me/x", "a/{id}/y", "a/*"])
        #expect(try winner(trie, "a/me/x") == "a/me/x")
        #expect(try winner(trie, "a/me/y") == "a/{id}/y")
        #expect(try winner(trie, "a/me/z") == "a/*")
    }

    @Test func theWildcardTakesTheRestOfThePath() throws {
        let trie = try trie(["files/*"])
        var failure: RouteCastFailure?
        let match = try #require(trie.match(try RouteURL("files/a/b/c").segments, castFailure: &failure))
        #expect(match.wildcard.map(Array.init) == ["a", "b", "c"])
    }

    @Test func theSameURLsTwiceIsRefusedAndReportsTheFirst() throws {
        let trie = try trie(["users/{id|int}", "files/*"])
        #expect(trie.insert("second", at: try RoutePattern("users/{other|Int}").segments) == "users/{id|int}")
        #expect(trie.insert("second", at: try RoutePattern("files/*").segments) == "files/*")
        #expect(trie.insert("third", at: try RoutePattern("users/{other}").segments) == nil)
        #expect(trie.insert("fourth", at: try RoutePattern("users/{other|number}").segments) == nil)
    }

    @Test func theDeepestCastFailureIsReported() throws {
        let trie = try trie(["a/{x|int}/b/{y|uuid}"])
        var failure: RouteCastFailure?
        #expect(trie.match(try RouteURL("a/1/b/nope").segments, castFailure: &failure) == nil)
        #expect(failure == RouteCastFailure(parameter: "y", value: "nope", cast: "uuid"))
    }

    private func permutations(of items: [String]) -> [[String]] {
        guard items.count > 1 else { return [items] }
        return items.indices.flatMap { index -> [[String]] in
            var rest = items
            let first = rest.remove(at: index)
            return permutations(of: rest).map { [first] + $0 }
        }
    }
}
