import Foundation
import PropertyBased
import Testing

@testable import Routes

@Suite("Matching properties")
@MainActor
struct MatchingProperties {
    /// Random values formatted into random registered patterns match back to exactly those
    /// values, whatever else is registered beside them.
    @Test func formattedValuesMatchBackExactly() async {
        let route = zip(SegmentSpec.generator.array(of: 1...5), Gen.bool, SegmentSpec.textValue.array(of: 0...3))
        await propertyCheck(count: 200, input: route.array(of: 1...6)) { routes in
            let registry = URLRouterRegistry()
            var expectations: [(url: String, pattern: String, parameters: RouteParameters)] = []
            for (index, (segments, hasWildcard, rest)) in routes.enumerated() {
                var pattern = ["r\(index)"] + segments.enumerated().map { $1.pattern($0) }
                var url = ["r\(index)"] + segments.map(\.urlSegment)
                var parameters = segments.enumerated().reduce(into: RouteParameters()) { result, item in
                    result.merge(item.element.parameters(item.offset)) { first, _ in first }
                }
                if hasWildcard {
                    pattern.append("*")
                    url += rest.map(SegmentSpec.encoded)
                    parameters["*"] = .string(rest.joined(separator: "/"))
                }
                let text = pattern.joined(separator: "/")
                #expect(throws: Never.self) { try registry.defaultRouter.register(text, callback: text) { _ in } }
                expectations.append((url.joined(separator: "/"), text, parameters))
            }
            // Errors thrown out of a property's body are not reported: record them.
            for expectation in expectations {
                let match: RouteMatch
                do {
                    match = try registry.match(expectation.url)
                } catch {
                    Issue.record("\(expectation.url) did not match: \(error)")
                    continue
                }
                #expect(match.registration.pattern.text == expectation.pattern, "\(expectation.url)")
                #expect(match.routeParameters == expectation.parameters, "\(expectation.url)")
                // The trie and the pattern alone agree.
                #expect(match.registration.pattern.match(match.url) == expectation.parameters)
            }
        }
    }

    /// However a guarded URL is spelled (percent-encoding any character but the `/` between
    /// segments, the scheme and host in any case, a trailing slash, a query), it reaches its
    /// destination only through its guard, and the guard sees the decoded values.
    @Test func noSpellingOfAGuardedURLSkipsTheGuard() async throws {
        let spelling = zip(
            Gen.bool.array(of: Self.guardedPath.utf8.count), Gen.bool.array(of: 7), Gen.bool, Gen.bool)
        let registry = URLRouterRegistry()
        try registry.bind(scheme: "navdemo", to: URLRouterRegistry.defaultRouterName)
        var guardSaw: [RouteParameters] = []
        var reached = 0
        try registry.defaultRouter.register(
            "admin/{section}/{id|int}",
            protect: RouteGuard("admin only") { response in
                guardSaw.append(response.routeParameters)
                return .allow
            }, callback: "admin"
        ) { _ in reached += 1 }
        try registry.defaultRouter.register("{anything}/{else}/{more}", callback: "open") { _ in }
        await propertyCheck(count: 300, input: spelling) { encode, upper, withScheme, trailingSlash in
            var path = ""
            for (index, byte) in Self.guardedPath.utf8.enumerated() {
                let raw = String(Unicode.Scalar(byte))
                path += encode[index] && byte != UInt8(ascii: "/") ? String(format: "%%%02X", byte) : raw
            }
            // The path is case-sensitive; the scheme and the host (its first segment) are not.
            var url = path
            if withScheme {
                let host = path.prefix { $0 != "/" }
                url =
                    Self.randomCase("navdemo", upper) + "://" + Self.randomCase(String(host), upper.reversed())
                    + path.dropFirst(host.count)
            }
            if trailingSlash { url += "/" }
            url += "?from=property"
            let before = (guardSaw.count, reached)
            registry.route(url).execute()
            #expect(reached == before.1 + 1, "\(url) did not reach its destination")
            #expect(guardSaw.count == before.0 + 1, "\(url) skipped the guard")
            #expect(guardSaw.last == ["section": "users", "id": 42], "\(url)")
        }
    }

    private static let guardedPath = "admin/users/42"

    private static func randomCase(_ text: String, _ flags: [Bool]) -> String {
        text.enumerated().map { index, character in
            flags[index % flags.count] ? character.uppercased() : String(character)
        }.joined()
    }
}
