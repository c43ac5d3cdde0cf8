import Testing

@testable import Routes

/// ARoute's "Custom separator" table, row by row, with each separator it lists.
@Suite("ARoute's separator table")
struct SeparatorTableTests {
    struct Row: Sendable, CustomTestStringConvertible {
        let pattern: String
        let separators: [String]
        let url: String
        let parameters: [String: String]
        var testDescription: String { pattern }
    }

    static let rows: [Row] = [
        Row(pattern: "user/id-{userId}", separators: ["{}"], url: "user/id-123456", parameters: ["userId": "123456"]),
        Row(
            pattern: "user/id-!userId/profile", separators: ["!", "!!"], url: "user/id-123456/profile",
            parameters: ["userId": "123456"]),
        Row(
            pattern: "user/name-!userName/profile", separators: ["!", "!!"], url: "user/name-my-name/profile",
            parameters: ["userName": "my-name"]),
        Row(
            pattern: "user/:first:-:last:/profile", separators: [":", "::"], url: "user/aron-balog/profile",
            parameters: ["first": "aron", "last": "balog"]),
    ]

    @Test(arguments: rows)
    func row(_ row: Row) throws {
        for separator in row.separators {
            let syntax = try RoutePatternSyntax(parameterSeparator: separator)
            let pattern = try RoutePattern(row.pattern, syntax: syntax)
            let match = try #require(pattern.match(try RouteURL(row.url)), "separator \(separator)")
            #expect(match.mapValues(\.description) == row.parameters, "separator \(separator)")
        }
    }

    @Test func aPairOfSeparatorsMustBeClosed() {
        #expect(throws: RoutePatternError.unclosedParameter(pattern: "user/{id", segment: "{id")) {
            try RoutePattern("user/{id")
        }
        #expect(throws: RoutePatternError.unexpectedClosingSeparator(pattern: "user/id}", segment: "id}")) {
            try RoutePattern("user/id}")
        }
    }

    @Test func separatorsWithAMeaningInURLsAreRefused() {
        for bad in ["/", "?", "#", "%", "*", "a", "1", " ", "{}{", "", "\u{1B}"] {
            #expect(throws: RoutePatternError.invalidSeparator(bad)) {
                try RoutePatternSyntax(parameterSeparator: bad)
            }
        }
        #expect(throws: RoutePatternError.invalidCastingSeparator("{")) {
            try RoutePatternSyntax(parameterSeparator: "{}", castingSeparator: "{")
        }
    }

    @Test func theFirstParameterTakesTheShortestValueThatLetsTheRestMatch() throws {
        let pattern = try RoutePattern("pair/{first}-{second}")
        let match = try #require(pattern.match(try RouteURL("pair/a-b-c")))
        #expect(match == ["first": "a", "second": "b-c"])
    }

    @Test func aCastMovesTheSplitToWhereTheValueCasts() throws {
        let pattern = try RoutePattern("pair/{first|int}-{second}")
        #expect(try pattern.match(RouteURL("pair/12-x-y")) == ["first": 12, "second": "x-y"])
        #expect(try pattern.match(RouteURL("pair/x-12-y")) == nil)
    }
}
