import Testing

@testable import Routes

/// A pattern writes the URL of its values (what shows a screen again), and that URL routes
/// back to the same values.
@Suite("Filling a pattern with values")
struct PatternFillingTests {
    @Test(
        "values fill their parameters, encoded where they must be",
        arguments: [
            ("adverts/{advertId|number}", ["advertId": "16"], "adverts/16"),
            ("categories/{categoryId}/results", ["categoryId": "1.1"], "categories/1.1/results"),
            ("tabs/{title}", ["title": "shelves & more/2"], "tabs/shelves%20%26%20more%2F2"),
            ("tabs/{title}", ["title": "Полки"], "tabs/%D0%9F%D0%BE%D0%BB%D0%BA%D0%B8"),
            ("items(/page/{page|int})", ["page": "3"], "items/page/3"),
            ("files/*", ["*": "a b/c"], "files/a%20b/c"),
            ("memory-warning", [:], "memory-warning"),
        ])
    func filled(pattern: String, values: [String: String], path: String) throws {
        let routePattern = try RoutePattern(pattern)
        let filled = try routePattern.path(filling: values)
        #expect(filled == path)
        let matched = try #require(routePattern.match(try RouteURL(filled)))
        for (name, value) in values where name != "*" {
            #expect(matched[name]?.description == value, "\(name) reads back")
        }
    }

    @Test("another syntax's parameters are filled the same way")
    func otherSyntax() throws {
        let pattern = try RoutePattern(
            "user/:first:-:last:/profile", syntax: RoutePatternSyntax(parameterSeparator: ":"))
        #expect(try pattern.path(filling: ["first": "aron", "last": "balog"]) == "user/aron-balog/profile")
    }

    @Test("a missing value, or one its cast refuses, is an error naming the pattern")
    func refused() throws {
        let pattern = try RoutePattern("adverts/{advertId|number}")
        #expect(
            throws: RoutePatternFillingError.missingValue(pattern: "adverts/{advertId|number}", parameter: "advertId")
        ) {
            try pattern.path(filling: [:])
        }
        #expect(
            throws: RoutePatternFillingError.doesNotMatch(pattern: "adverts/{advertId|number}", path: "adverts/abc")
        ) {
            try pattern.path(filling: ["advertId": "abc"])
        }
        #expect(
            RoutePatternFillingError.doesNotMatch(pattern: "a/{b}", path: "a/\u{1B}").description
                == "'a/\\u{1B}' does not match 'a/{b}': a value does not fit its parameter")
    }
}
