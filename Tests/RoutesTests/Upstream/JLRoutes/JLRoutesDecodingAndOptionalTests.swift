import Routes
import Testing

@testable import Routes

/// JLRoutes' `JLRoutesTests`, second part: percent-encoding and `+`, optional segments,
/// repeated query parameters, custom route definitions, the host, equality and handler targets.
@MainActor
@Suite("JLRoutes' test suite: decoding, optional segments, definitions")
struct JLRoutesDecodingAndOptionalTests {
    let jl = JLRoutesHarness()

    @Test func testPercentEncoding() throws {
        try jl.addRoute("/user/view/:userID")
        let decoded: [(String, String)] = [
            ("%21", "!"), ("%23", "#"), ("%24", "$"), ("%26", "&"), ("%27", "'"), ("%28", "("), ("%29", ")"),
            ("%2A", "*"), ("%2B", "+"), ("%2C", ","), ("%3A", ":"), ("%3B", ";"), ("%3D", "="), ("%3F", "?"),
            ("%40", "@"), ("%5B", "["), ("%5D", "]"),
        ]
        for (escape, character) in decoded {
            jl.route("tests://user/view/joel\(escape)levin")
            jl.expectMatched("\(escape)")
            jl.expectParameterCount(1)
            jl.expectParameter("userID", .string("joel\(character)levin"))
        }
    }

    /// Difference: one fixed rule instead of JLRoutes' process-wide switch: in the path `+` is
    /// itself (and `%2B` too), in the query `+` is a space (form encoding).
    @Test func testDecodePlusSymbols() throws {
        try jl.addRoute("/user/view/:userID")
        jl.route("tests://user/view/joel%2Blevin")
        jl.expectParameter("userID", "joel+levin")
        jl.route("tests://user/view/joel+levin")
        jl.expectParameter("userID", "joel+levin")
        jl.route("tests://user/view/test?name=joel+levin")
        jl.expectParameterCount(2)
        jl.expectParameter("name", "joel levin")
        jl.route("tests://user/view/test?people=joel+levin&people=foo+bar")
        jl.expectParameterCount(2)
        #expect(jl.lastMatch?.queryValues(named: "people") == ["joel levin", "foo bar"])
    }

    @Test func testVariableEmptyFollowedByWildcard() throws {
        try jl.addRoute("list/:variable/detail/:variable2/*", scheme: "wildcardtests")
        jl.route("wildcardTests://list/variable/detail/")
        jl.expectNoMatch()
        jl.route("wildcardTests://list/variable/detail/variable2")
        jl.expectMatched()
    }

    @Test func testOptionalRoutesAtEnd() throws {
        let registration = try jl.addRoute("/path/:thing(/new)(/anotherpath/:anotherthing)")
        #expect(registration.pattern.expandedPatterns.count == 4)
        jl.route("foo://path/abc/new/anotherpath/def")
        jl.expectParameter("thing", "abc")
        jl.expectParameter("anotherthing", "def")
        jl.route("foo://path/foo/anotherpath/bar")
        jl.expectParameter("thing", "foo")
        jl.expectParameter("anotherthing", "bar")
        jl.route("foo://path/yyy/new")
        jl.expectParameter("thing", "yyy")
        jl.route("foo://path/zzz")
        jl.expectParameter("thing", "zzz")
        jl.route("foo://path/zzz/anotherpath")
        jl.expectNoMatch()
    }

    @Test func testOptionalRoutesAtStart() throws {
        let registration = try jl.addRoute("/(rest/)(app/):object/:id")
        #expect(registration.pattern.expandedPatterns.count == 4)
        for url in ["foo://rest/app/aaa/bbb", "foo://app/aaa/bbb", "foo://rest/aaa/bbb", "foo://aaa/bbb"] {
            jl.route(url)
            jl.expectMatched("\(url)")
            jl.expectParameter("object", "aaa")
            jl.expectParameter("id", "bbb")
        }
    }

    @Test func testOptionalRoutesInterleaved() throws {
        let registration = try jl.addRoute("/(rest/):object/(app/):id")
        #expect(registration.pattern.expandedPatterns.count == 4)
        for url in ["foo://rest/aaa/app/bbb", "foo://aaa/app/bbb", "foo://rest/aaa/bbb", "foo://aaa/bbb"] {
            jl.route(url)
            jl.expectMatched("\(url)")
            jl.expectParameter("object", "aaa")
            jl.expectParameter("id", "bbb")
        }
    }

    @Test func testPassingURLStringsAsParams() throws {
        try jl.addRoute("/web/:URLString")
        try jl.addRoute("/web")
        jl.route("tests://web/http%3A%2F%2Ffoobar.com%2Fbaz")
        jl.expectParameter("URLString", "http://foobar.com/baz")
        jl.route("tests://web?URLString=http%3A%2F%2Ffoobar.com%2Fbaz")
        jl.expectParameter("URLString", "http://foobar.com/baz")
    }

    /// Difference: `parameters` keeps one value per name (the last); every value is in
    /// `queryValues(named:)`, so a parameter's type never depends on how often it appears.
    @Test func testArrayQueryParams() throws {
        try jl.addRoute("/test/foo")
        jl.route("tests://test/foo?key=1&key=2&key=3&text=hi&text=there")
        jl.expectMatched()
        #expect(jl.lastMatch?.queryValues(named: "key") == ["1", "2", "3"])
        #expect(jl.lastMatch?.queryValues(named: "text") == ["hi", "there"])
        #expect(jl.lastMatch?.queryValues(named: "key", as: Int.self) == [1, 2, 3])
    }

    /// Difference: a route is a registration the router makes, not a subclassable definition;
    /// adding one and removing it is the same.
    @Test func testAddingCustomRouteDefinition() throws {
        let registration = try jl.addRoute("/test")
        jl.route("tests://test")
        jl.expectMatched()
        jl.expectRouter(URLRouterRegistry.defaultRouterName)
        #expect(jl.registry.defaultRouter.remove(registration))
        jl.route("tests://test")
        jl.expectNoMatch()
    }

    /// Difference: no definition class to change (see above); a registration carries what it
    /// was registered with.
    @Test func testChangeDefaultRouteDefinitionClass() throws {
        let registration = try jl.addRoute("/foo")
        #expect(jl.registry.defaultRouter.registrations.first === registration)
        #expect(registration.destination.name == "/foo")
    }

    /// Difference: the host is always the route's first segment (JLRoutes with
    /// `alwaysTreatsHostAsPathComponent`); JLRoutes' default guesses it from a dot in the host.
    @Test func testTreatsHostAsPathComponent() throws {
        try jl.addRoute("/sign_in")
        try jl.addRoute("/path/:pathid")
        jl.route("https://www.mydomain2.com/sign_in")
        jl.expectNoMatch()
        jl.route("https://www.mydomain2.com/path/3")
        jl.expectNoMatch()
        try jl.addRoute("/www.mydomain2.com/sign_in")
        try jl.addRoute("/www.mydomain2.com/path/:pathid")
        jl.route("https://www.mydomain2.com/sign_in")
        jl.expectPattern("/www.mydomain2.com/sign_in")
        jl.route("https://WWW.MyDomain2.com/path/3")
        jl.expectPattern("/www.mydomain2.com/path/:pathid")
        jl.expectParameter("pathid", "3")
    }

    @Test func testRouteDefinitionEquality() throws {
        let syntax = JLRoutesHarness.syntax
        #expect(try RoutePattern("/foo", syntax: syntax) == RoutePattern("/foo", syntax: syntax))
        #expect(try RoutePattern("/foo", syntax: syntax) != RoutePattern("/foo/bar", syntax: syntax))
        let global = try jl.addRoute("/foo")
        let scheme = try jl.addRoute("/foo", scheme: "scheme")
        #expect(global.pattern == scheme.pattern && global !== scheme)
        #expect(global.routerName != scheme.routerName)
    }

    @Test func testHandlerBlockForWeakTarget() throws {
        var target: TargetObject? = TargetObject()
        weak var weakTarget: TargetObject?
        weakTarget = target
        try jl.addRoute("/test") { [weak target] response in target?.handle(response) ?? false }
        jl.route("/test")
        jl.expectMatched()
        #expect(weakTarget?.routeParameters == jl.lastMatch?.routeParameters)
        target = nil
        #expect(weakTarget == nil, "the handler does not keep its target alive")
        jl.route("/test")
        jl.expectNoMatch()
    }

    @Test func testHandlerBlockForTargetClass() throws {
        var created: TargetObject?
        try jl.addRoute("/test") { response in
            created = TargetObject(routeParameters: response.routeParameters)
            return true
        }
        jl.route("/test")
        jl.expectMatched()
        #expect(created?.routeParameters == jl.lastMatch?.routeParameters)
    }
}

/// JLRoutes' `JLRMockTargetObject`.
@MainActor
final class TargetObject {
    private(set) var routeParameters: RouteParameters?
    init(routeParameters: RouteParameters? = nil) { self.routeParameters = routeParameters }
    func handle(_ response: RouteResponse) -> Bool {
        routeParameters = response.routeParameters
        return true
    }
}
