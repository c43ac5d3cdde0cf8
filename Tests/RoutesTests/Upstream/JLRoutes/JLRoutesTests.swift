import Routes
import Testing

/// JLRoutes' `JLRoutesTests`, test by test, in this project's API (first part: routing,
/// parameters, schemes, priority, handlers that decline, fallback, removal). Where this
/// project differs on purpose, the test shows what happens instead; docs/ROUTES.md lists each
/// difference and its reason.
@MainActor
@Suite("JLRoutes' test suite")
struct JLRoutesTests {
    let jl = JLRoutesHarness()

    @Test func testRoutesArray() throws {
        for pattern in ["/global1", "/global2", "/global3"] { try jl.addRoute(pattern) }
        #expect(jl.registry.defaultRouter.registrations.map(\.pattern.text) == ["/global1", "/global2", "/global3"])
        for pattern in ["/scheme1", "/scheme2"] { try jl.addRoute(pattern, scheme: "scheme") }
        #expect(jl.routes(forScheme: "scheme").registrations.map(\.pattern.text) == ["/scheme1", "/scheme2"])
        #expect(jl.routes(forScheme: "foo2").registrations.isEmpty)
    }

    @Test func testAllRoutes() throws {
        for pattern in ["/global1", "/global2", "/global3"] { try jl.addRoute(pattern) }
        for pattern in ["/scheme1", "/scheme2"] { try jl.addRoute(pattern, scheme: "scheme") }
        let all = Dictionary(grouping: jl.registry.routeDescriptions, by: \.routerName).mapValues { $0.map(\.pattern) }
        #expect(all[URLRouterRegistry.defaultRouterName] == ["/global1", "/global2", "/global3"])
        #expect(all["scheme"] == ["/scheme1", "/scheme2"])
    }

    @Test func testRouting() throws {
        for pattern in [
            "/test", "/user/view/:userID", "/:object/:action/:primaryKey", "/", "/interleaving/:param1/foo/:param2",
            "/xyz/wildcard/*", "/route/:param/*",
            "/required/:requiredParam(/optional/:optionalParam)(/moreOptional/:moreOptionalParam)",
        ] {
            try jl.addRoute(pattern)
        }
        // JLRoutes' "/:" (a parameter without a name) is refused here.
        #expect(throws: RoutePatternError.self) { try jl.addRoute("/:") }

        jl.route("")
        jl.expectNoMatch()
        for url in ["tests:/", "tests://"] {
            jl.route(url)
            jl.expectMatched()
            jl.expectPattern("/")
            jl.expectParameterCount(0)
        }
        for url in ["tests://test?", "tests://test/", "tests://test"] {
            jl.route(url)
            jl.expectMatched()
            jl.expectParameterCount(0)
            jl.expectPattern("/test")
        }
        jl.route("tests://?key=value")
        jl.expectParameterCount(1)
        jl.expectParameter("key", "value")
        for url in ["tests://user/view/joeldev", "tests://user/view/joeldev/"] {
            jl.route(url)
            jl.expectParameterCount(1)
            jl.expectParameter("userID", "joeldev")
        }
        jl.route("tests://user/view/joel%20levin")
        jl.expectParameter("userID", "joel levin")
        jl.route("tests://user/view/joeldev?foo=bar&thing=stuff")
        jl.expectParameterCount(3)
        jl.expectParameter("userID", "joeldev")
        jl.expectParameter("foo", "bar")
        jl.expectParameter("thing", "stuff")
        // Difference: the fragment is dropped, never read as parameters.
        jl.route("tests://user/view/joeldev#foo=bar&thing=stuff")
        jl.expectParameterCount(1)
        jl.expectParameter("userID", "joeldev")
        jl.route("tests://user/view/joeldev?userID=evilPerson")
        jl.expectParameterCount(1)
        jl.expectParameter("userID", "joeldev")
        #expect(jl.lastMatch?["userID"] == "joeldev", "the route's own value wins over the query's")
        jl.route("tests://post/edit/123")
        jl.expectParameterCount(3)
        jl.expectParameter("object", "post")
        jl.expectParameter("action", "edit")
        jl.expectParameter("primaryKey", "123")
        jl.route("tests://interleaving/paramvalue1/foo/paramvalue2")
        jl.expectParameterCount(2)
        jl.expectParameter("param1", "paramvalue1")
        jl.expectParameter("param2", "paramvalue2")
        jl.route("tests://xyz/wildcard")
        jl.expectMatched()
        jl.expectParameterCount(0)
        #expect(jl.lastMatch?.wildcard == [])
        jl.route("tests://xyz/wildcard/matches/with/extra/path/components")
        #expect(jl.lastMatch?.wildcard == ["matches", "with", "extra", "path", "components"])
        jl.route("tests://route/matches/with/wildcard")
        jl.expectParameterCount(1)
        jl.expectParameter("param", "matches")
        #expect(jl.lastMatch?.wildcard == ["with", "wildcard"])
        jl.route("tests://doesnt/exist/and/wont/match")
        jl.expectNoMatch()
        // Difference: a URL relative to http://localhost keeps its host as the first segment;
        // the relative reference itself routes.
        jl.route("/test")
        jl.expectPattern("/test")
        jl.expectParameterCount(0)
        jl.route("tests://required/mustExist")
        jl.expectParameterCount(1)
        jl.expectParameter("requiredParam", "mustExist")
        jl.route("tests://required/mustExist/optional/mightExist")
        jl.expectParameterCount(2)
        jl.expectParameter("optionalParam", "mightExist")
        jl.route("tests://required/mustExist/optional/mightExist/moreOptional/mightExistToo")
        jl.expectParameterCount(3)
        jl.expectParameter("requiredParam", "mustExist")
        jl.expectParameter("optionalParam", "mightExist")
        jl.expectParameter("moreOptionalParam", "mightExistToo")
    }

    @Test func testRoutingWithParameters() throws {
        try jl.addRoute("/foo/:routeParam")
        jl.route("/foo/bar", parameters: ["stringParam": "stringValue", "nonStringParam": 123])
        jl.expectMatched()
        jl.expectParameterCount(3)
        jl.expectParameter("routeParam", "bar")
        jl.expectParameter("stringParam", "stringValue")
        jl.expectParameter("nonStringParam", 123)
    }

    /// Difference: patterns with a fragment are refused, and a URL's fragment is dropped
    /// before matching, so routes never depend on it.
    @Test func testFragmentRouting() throws {
        #expect(throws: RoutePatternError.self) { try jl.addRoute("/user#/view/:userID") }
        try jl.addRoute("/user")
        jl.route("tests://user?search=niceSearch&go=home#/view/joeldev?userID=evilPerson&&evilThing=evil")
        jl.expectPattern("/user")
        jl.expectParameterCount(2)
        jl.expectParameter("go", "home")
        #expect(jl.parameters["userID"] == nil && jl.parameters["evilThing"] == nil)
    }

    @Test func testMultipleRoutePatterns() throws {
        let handler = RouteDestination.handler(name: "multiple") { _ in true }
        try jl.registry.defaultRouter.registerRoutes(
            ["/multiple1": handler, "/multiple2": handler], syntax: JLRoutesHarness.syntax)
        for url in ["tests://multiple1", "tests://multiple2"] {
            jl.route(url)
            #expect(jl.didRoute, "\(url)")
        }
    }

    /// Difference: no priority number; the more specific pattern wins whatever the order of
    /// registration, which is what JLRoutes' priorities are set for in this test.
    @Test func testPriority() throws {
        try jl.addRoute("/test/priority/:level")
        try jl.addRoute("/test/priority/high")
        jl.route("tests://test/priority/high")
        jl.expectPattern("/test/priority/high")
        for pattern in ["/:foo/bar/:baz", "/:foo/things/:baz", "/:foo/:baz"] {
            try jl.addRoute(pattern, scheme: "prioritytest")
        }
        for url in ["priorityTest://stuff/things/foo", "priorityTest://one/two", "priorityTest://stuff/bar/baz"] {
            jl.route(url)
            jl.expectMatched("\(url)")
        }
        jl.route("priorityTest://stuff/things/foo")
        jl.expectPattern("/:foo/things/:baz")
    }

    @Test func testBlockReturnValue() throws {
        try jl.addRoute("/return/:value") { $0["value"] == "yes" }
        jl.route("tests://return/no")
        jl.expectNoMatch()
        guard case .declined = jl.lastError else {
            Issue.record("expected every route to decline, got \(String(describing: jl.lastError))")
            return
        }
        jl.route("tests://return/yes")
        jl.expectMatched()
    }

    @Test func testSchemes() throws {
        try jl.addRoute("/test")
        try jl.addRoute("/test", scheme: "namespacetest1")
        try jl.addRoute("/test", scheme: "namespacetest2")
        jl.route("tests://test")
        jl.expectRouter(URLRouterRegistry.defaultRouterName)
        jl.route("namespaceTest1://test")
        jl.expectRouter("namespacetest1")
        jl.route("namespaceTest2://test")
        jl.expectRouter("namespacetest2")
    }

    @Test func testFallbackToGlobal() throws {
        try jl.addRoute("/user/view/:userID")
        try jl.addRoute("/test", scheme: "namespacetest1")
        try jl.addRoute("/test", scheme: "namespacetest2")
        jl.routes(forScheme: "namespacetest2").fallsBackToDefaultRouter = true
        jl.route("namespaceTest1://user/view/joeldev")
        jl.expectNoMatch()
        jl.route("namespaceTest2://user/view/joeldev")
        jl.expectMatched()
        jl.expectRouter(URLRouterRegistry.defaultRouterName)
        jl.expectParameterCount(1)
        jl.expectParameter("userID", "joeldev")
    }

    @Test func testForRouteExistence() throws {
        try jl.addRoute("/test")
        #expect(jl.canRoute("tests:/test"))
        #expect(!jl.canRoute("tests:/dfjkbsdkjfbskjdfb/sdasd"))
    }

    /// Difference: no subscript registration (a subscript's setter cannot report a malformed
    /// pattern); `register` is the one way in.
    @Test func testSubscripting() throws {
        try jl.addRoute("/subscripting")
        #expect(jl.canRoute("subscripting"))
    }

    @Test func testNonSingletonUsage() throws {
        let routes = URLRouterRegistry()
        try routes.defaultRouter.register("/success", callback: "success") { _ in }
        var routed = false
        routes.route("/success").completion { _ in routed = true }.execute()
        #expect(routed)
    }

    @Test func testRouteRemoval() throws {
        try jl.addRoute("/:any")
        try jl.addRoute("/test1", scheme: "namespacetest3")
        try jl.addRoute("/test2", scheme: "namespacetest3")
        jl.route("namespaceTest3://test1")
        jl.expectMatched()
        #expect(jl.routes(forScheme: "namespacetest3").removeRoute("/test1"))
        jl.route("namespaceTest3://test1")
        jl.expectNoMatch()
        jl.route("namespaceTest3://test2")
        jl.expectRouter("namespacetest3")
        #expect(jl.registry.unbind(scheme: "namespaceTest3"))
        // Difference: an unbound scheme is refused, not handed to the default router.
        jl.route("namespaceTest3://test2")
        jl.expectNoMatch()
        guard case .unknownScheme = jl.lastError else {
            Issue.record("expected an unknown scheme, got \(String(describing: jl.lastError))")
            return
        }
        jl.route("tests://test2")
        jl.expectRouter(URLRouterRegistry.defaultRouterName)
    }
}
