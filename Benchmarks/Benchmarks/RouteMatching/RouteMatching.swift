// Matching one URL in a router with 10, 1,000 and 100,000 registered patterns, URL parsing
// included, against a linear scan over the same patterns as the baseline. The patterns come
// in six shapes, each under its own first segment, as an app's routes are: a typed parameter,
// an untyped one, a wildcard, two parameters in a segment, an optional group
// (`pages(/page/{page|int})`, two expanded patterns) and a pair of handlers where the first
// declines odd ids (`pick/{id|int}`, then `pick/{name}`). The URLs are routes from the middle
// of the registration order.
//
// - "Route match N patterns": `URLRouterRegistry.match(_:)` (parse, trie, casts) of a typed
//   route with a query; "Route match linear scan N patterns": parse, then
//   `RoutePattern.match(_:)` on each pattern in registration order until one matches.
// - "Route match optional N patterns": the same for the optional group's longer expansion.
// - "Route decline N patterns": running a route (`execute()`) whose first handler declines and
//   whose second takes it; "Route decline linear scan N patterns": parse, then in registration
//   order each matching pattern's handler until one takes it.

import Benchmark
import BenchmarkKit
import Routes

let sizes = [10, 1_000, 100_000]

/// A registry with `count` patterns, the same patterns parsed for the linear scan (with their
/// handlers), and the URLs.
@MainActor
final class RouteFixture {
    let registry = URLRouterRegistry()
    private(set) var patterns: [(pattern: RoutePattern, handle: ((RouteParameters) -> Bool)?)] = []
    let middle: Int
    let url: String
    let optionalURL: String
    let declineURL: String

    private static var fixtures: [Int: RouteFixture] = [:]

    static func fixture(count: Int) -> RouteFixture {
        if let fixture = fixtures[count] { return fixture }
        let fixture = RouteFixture(count: count)
        fixtures[count] = fixture
        return fixture
    }

    private init(count: Int) {
        middle = count / 2 / 6 * 6
        url = "section\(middle)/items/42?sort=price&page=2"
        optionalURL = "section\(middle + 4)/pages/page/3"
        declineURL = "section\(middle + 5)/pick/7"
        var index = 0
        while patterns.count < count {
            switch index % 6 {
            case 0: add("section\(index)/items/{id|int}")
            case 1: add("section\(index)/{name}/details")
            case 2: add("section\(index)/files/*")
            case 3: add("section\(index)/users/{first}-{last}/profile")
            case 4: add("section\(index)/pages(/page/{page|int})")
            default:
                add("section\(index)/pick/{id|int}") { ($0["id"]?.intValue).map { $0 % 2 == 0 } ?? false }
                add("section\(index)/pick/{name}") { _ in true }
            }
            index += 1
        }
    }

    private func add(_ pattern: String, handle: ((RouteParameters) -> Bool)? = nil) {
        if let handle {
            try! registry.defaultRouter.register(pattern, handler: "pick") { handle($0.routeParameters) }
        } else {
            try! registry.defaultRouter.register(pattern, callback: "c") { _ in }
        }
        patterns.append((try! RoutePattern(pattern), handle))
    }

    /// The index of the pattern `url` matches, by the linear scan.
    func linearMatch(_ url: String) -> Int? {
        guard let parsed = try? RouteURL(url) else { return nil }
        return patterns.firstIndex { $0.pattern.match(parsed) != nil }
    }

    /// The index of the pattern whose handler takes `url`, by the linear scan: each matching
    /// pattern's handler in registration order.
    func linearHandle(_ url: String) -> Int? {
        guard let parsed = try? RouteURL(url) else { return nil }
        for (index, entry) in patterns.enumerated() {
            guard let parameters = entry.pattern.match(parsed) else { continue }
            if entry.handle?(parameters) ?? true { return index }
        }
        return nil
    }
}

let benchmarks: @Sendable () -> Void = {
    let matching = Benchmark.Configuration(
        metrics: standardMetrics, warmupIterations: 100, maxDuration: .seconds(5), maxIterations: 100_000)
    for count in sizes {
        let linear = Benchmark.Configuration(
            metrics: standardMetrics, warmupIterations: count >= 100_000 ? 2 : 20, maxDuration: .seconds(5),
            maxIterations: count >= 100_000 ? 100 : 10_000)

        Benchmark("Route match \(count) patterns", configuration: matching) { benchmark in
            onMainActor(benchmark) { benchmark in
                let fixture = RouteFixture.fixture(count: count)
                let match = benchmark.measure { try? fixture.registry.match(fixture.url) }
                if match?.routeParameters["id"] != 42 { benchmark.error("\(fixture.url) did not match as expected") }
            }
        }

        Benchmark("Route match linear scan \(count) patterns", configuration: linear) { benchmark in
            onMainActor(benchmark) { benchmark in
                let fixture = RouteFixture.fixture(count: count)
                let index = benchmark.measure { fixture.linearMatch(fixture.url) }
                if index.map({ fixture.patterns[$0].pattern.text }) != "section\(fixture.middle)/items/{id|int}" {
                    benchmark.error("the linear scan found pattern \(String(describing: index))")
                }
            }
        }

        Benchmark("Route match optional \(count) patterns", configuration: matching) { benchmark in
            onMainActor(benchmark) { benchmark in
                let fixture = RouteFixture.fixture(count: count)
                let match = benchmark.measure { try? fixture.registry.match(fixture.optionalURL) }
                if match?.routeParameters["page"] != 3 {
                    benchmark.error("\(fixture.optionalURL) did not match as expected")
                }
            }
        }

        Benchmark("Route match optional linear scan \(count) patterns", configuration: linear) { benchmark in
            onMainActor(benchmark) { benchmark in
                let fixture = RouteFixture.fixture(count: count)
                let index = benchmark.measure { fixture.linearMatch(fixture.optionalURL) }
                if index.map({ fixture.patterns[$0].pattern.text })
                    != "section\(fixture.middle + 4)/pages(/page/{page|int})"
                {
                    benchmark.error("the linear scan found pattern \(String(describing: index))")
                }
            }
        }

        Benchmark("Route decline \(count) patterns", configuration: matching) { benchmark in
            onMainActor(benchmark) { benchmark in
                let fixture = RouteFixture.fixture(count: count)
                var pattern: String?
                let request = fixture.registry.route(fixture.declineURL).completion { pattern = $0.pattern }
                benchmark.measure { request.execute() }
                if pattern != "section\(fixture.middle + 5)/pick/{name}" {
                    benchmark.error("\(fixture.declineURL) was taken by \(String(describing: pattern))")
                }
            }
        }

        Benchmark("Route decline linear scan \(count) patterns", configuration: linear) { benchmark in
            onMainActor(benchmark) { benchmark in
                let fixture = RouteFixture.fixture(count: count)
                let index = benchmark.measure { fixture.linearHandle(fixture.declineURL) }
                if index.map({ fixture.patterns[$0].pattern.text }) != "section\(fixture.middle + 5)/pick/{name}" {
                    benchmark.error("the linear scan stopped at pattern \(String(describing: index))")
                }
            }
        }
    }
}
