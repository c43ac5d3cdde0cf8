import Testing

@testable import Routes

/// Optional groups (JLRoutes' `(/page/:page)`): a pattern stands for every way of keeping or
/// dropping its groups, registered together and removed together.
@Suite("Optional segments")
@MainActor
struct OptionalSegmentTests {
    @Test func aGroupStandsForTwoPatterns() throws {
        let pattern = try RoutePattern("items(/page/{page|int})")
        #expect(pattern.expandedPatterns == ["items/page/{page|int}", "items"])
        let registry = URLRouterRegistry()
        let registration = try registry.defaultRouter.register("items(/page/{page|int})", callback: "items") { _ in }
        #expect(try registry.match("items").registration === registration)
        #expect(try registry.match("items").routeParameters == [:])
        #expect(try registry.match("items/page/3").routeParameters == ["page": 3])
        #expect(throws: RouteError.self) { try registry.match("items/page") }
        #expect(throws: RouteError.self) { try registry.match("items/page/x") }
        #expect(registry.routeDescriptions.map(\.pattern) == ["items(/page/{page|int})"], "one route, one row")
    }

    @Test func groupsExpandFromAllKeptToNoneKept() throws {
        #expect(
            try RoutePattern("/(rest/)(app/){object}").expandedPatterns == [
                "/rest/app/{object}", "/rest/{object}", "/app/{object}", "/{object}",
            ])
    }

    @Test func aPatternTakenByAnyExpansionIsRefusedAndNothingIsLeftBehind() throws {
        let registry = URLRouterRegistry()
        try registry.defaultRouter.register("items", callback: "items") { _ in }
        #expect(
            throws: RoutePatternError.duplicatePattern(
                pattern: "items(/page/{page})", existing: "items", router: "default")
        ) {
            try registry.defaultRouter.register("items(/page/{page})", callback: "paged") { _ in }
        }
        // The expansion registered before the clash was taken back.
        #expect(throws: RouteError.self) { try registry.match("items/page/2") }
        try registry.defaultRouter.register("items/page/{page}", callback: "page") { _ in }
    }

    @Test(arguments: [
        ("a/(b/(c))", "groups cannot nest"), ("a/(b", "a '(' is never closed"), ("a/b)", "')' closes no group"),
        ("a()", "a group is empty"), ("(a)(b)(c)(d)(e)(f)(g)(h)(i)", "more than 8 optional groups"),
        ("a(/b)(/b)", "two ways of keeping its groups give the same pattern 'a/b'"),
    ])
    func malformedGroupsAreErrorsThatNameThePattern(_ pattern: String, _ reason: String) {
        #expect(throws: RoutePatternError.invalidOptionalGroup(pattern: pattern, reason: reason)) {
            try RoutePattern(pattern)
        }
    }

    @Test func parenthesesCannotBeSeparators() {
        #expect(throws: RoutePatternError.invalidSeparator("()")) { try RoutePatternSyntax(parameterSeparator: "()") }
        #expect(throws: RoutePatternError.invalidSeparator("(")) { try RoutePatternSyntax(parameterSeparator: "(") }
    }

    @Test func theLinearMatchPicksTheExpansionARouterWould() throws {
        let pattern = try RoutePattern("a(/{x})(/*)")
        #expect(try pattern.match(RouteURL("a/b")) == ["x": "b"], "a parameter before a wildcard")
        #expect(try pattern.match(RouteURL("a")) == [:], "a pattern ending with the URL before a wildcard")
        #expect(try pattern.match(RouteURL("a/b/c")) == ["x": "b", "*": "c"])
    }
}
