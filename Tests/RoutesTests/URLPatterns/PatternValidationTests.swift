import Testing

@testable import Routes

@Suite("Pattern validation")
struct PatternValidationTests {
    @Test func malformedPatternsAreErrorsThatNameThem() {
        #expect(throws: RoutePatternError.emptySegment(pattern: "a//b", index: 1)) { try RoutePattern("a//b") }
        #expect(throws: RoutePatternError.dotSegment(pattern: "a/../b", index: 1)) { try RoutePattern("a/../b") }
        #expect(throws: RoutePatternError.invalidParameterName(pattern: "a/{}", name: "")) { try RoutePattern("a/{}") }
        #expect(throws: RoutePatternError.invalidParameterName(pattern: "a/{x y}", name: "x y")) {
            try RoutePattern("a/{x y}")
        }
        #expect(throws: RoutePatternError.duplicateParameterName(pattern: "a/{id}/{id}", name: "id")) {
            try RoutePattern("a/{id}/{id}")
        }
        #expect(throws: RoutePatternError.adjacentParameters(pattern: "a/{x}{y}", segment: "{x}{y}")) {
            try RoutePattern("a/{x}{y}")
        }
        #expect(throws: RoutePatternError.misplacedWildcard(pattern: "a/*/b")) { try RoutePattern("a/*/b") }
        #expect(throws: RoutePatternError.misplacedWildcard(pattern: "a/b*")) { try RoutePattern("a/b*") }
        #expect(
            throws: RoutePatternError.notAPath(
                pattern: "x://a", reason: "it has a scheme (bind the scheme to a router instead)")
        ) {
            try RoutePattern("x://a")
        }
    }

    @Test func patternsThatAreNotPathsAreRefused() throws {
        for pattern in ["a?b=1", "a#b", "caf%C3%A9", "a/\u{1B}[31m"] {
            #expect(throws: RoutePatternError.self) { try RoutePattern(pattern) }
        }
    }

    @Test func messagesEscapeControlCharacters() {
        let error = RoutePatternError.invalidParameterName(pattern: "a/{\u{1B}}", name: "\u{1B}")
        #expect(!error.description.unicodeScalars.contains { $0.value == 0x1B })
        #expect(error.description.contains("\\u{1B}"))
    }

    @Test func leadingAndTrailingSlashesAreIgnored() throws {
        let pattern = try RoutePattern("/a/{id}/")
        #expect(try pattern.match(RouteURL("a/1")) == ["id": "1"])
        #expect(pattern.parameterNames == ["id"])
    }

    @Test func equivalentPatternsHaveOneKey() throws {
        let colon = try RoutePatternSyntax(parameterSeparator: ":")
        #expect(try RoutePattern("u/{id}").canonicalKey == RoutePattern("u/{name|string}").canonicalKey)
        #expect(try RoutePattern("u/{id|Int}").canonicalKey == RoutePattern("u/{n|int}").canonicalKey)
        #expect(try RoutePattern("u/{id|NSNumber}").canonicalKey == RoutePattern("u/{n|number}").canonicalKey)
        #expect(try RoutePattern("u/{id|number}").canonicalKey != RoutePattern("u/{n|int}").canonicalKey)
        #expect(try RoutePattern("u/:a:", syntax: colon).canonicalKey == RoutePattern("u/{b}").canonicalKey)
        #expect(try RoutePattern("u/{id}").canonicalKey != RoutePattern("u/{id|int}").canonicalKey)
    }
}
