import Testing

@testable import Routes

/// The host of `scheme://host/…` is case-insensitive, so it is lowercased; a pattern whose first
/// segment has an uppercase letter could never match it. The decision: a router bound to a
/// scheme refuses such a pattern, and a router holding one cannot be bound to a scheme.
@Suite("The host's case")
@MainActor
struct HostCaseTests {
    @Test func aSchemeRouterRefusesAnUppercaseFirstSegment() throws {
        let registry = URLRouterRegistry()
        let router = try registry.createRouter(named: "foobar")
        try registry.bind(scheme: "foobar", to: "foobar")
        #expect(throws: RoutePatternError.uppercaseHost(pattern: "SPAM/HAM", router: "foobar", scheme: "foobar")) {
            try router.register("SPAM/HAM", callback: "spam") { _ in }
        }
        for pattern in ["Id-{x}/ham", "(Spam/)ham", "{x}-Y"] {
            #expect(throws: RoutePatternError.self, "\(pattern)") {
                try router.register(pattern, callback: "p") { _ in }
            }
        }
        try router.register("spam/HAM", callback: "spam") { _ in }
        #expect(try registry.match("foobar://SPAM/HAM").registration.pattern.text == "spam/HAM")
        #expect(throws: RouteError.self, "the path stays case-sensitive") { try registry.match("foobar://spam/ham") }
        #expect(router.registrations.count == 1)
    }

    @Test func aRouterHoldingOneCannotBeBound() throws {
        let registry = URLRouterRegistry()
        try registry.defaultRouter.register("SPAM/HAM", callback: "spam") { _ in }
        #expect(try registry.match("SPAM/HAM").registration.pattern.text == "SPAM/HAM", "a bare path keeps its case")
        #expect(
            throws: RouteRegistryError.uppercaseHost(scheme: "foobar", router: "default", pattern: "SPAM/HAM")
        ) { try registry.bind(scheme: "foobar", to: URLRouterRegistry.defaultRouterName) }
        #expect(registry.defaultRouter.schemes.isEmpty)
        #expect(throws: RouteError.self) { try registry.match("foobar://SPAM/HAM") }
    }

    @Test func withoutAnAuthorityTheFirstSegmentIsAPathSegment() throws {
        let url = try RouteURL("Tests:/Spam/Ham")
        #expect(url.scheme == "tests" && !url.hasAuthority && url.segments == ["Spam", "Ham"])
        #expect(try RouteURL("tests:spam").segments == ["spam"])
        #expect(try RouteURL("tests:").segments == [])
        #expect(try RouteURL("tests:/").segments == [])
        let withHost = try RouteURL("tests://Spam/Ham")
        #expect(withHost.hasAuthority && withHost.segments == ["spam", "Ham"])
        #expect(try RouteURL("spam/ham").hasAuthority == false)
    }
}
