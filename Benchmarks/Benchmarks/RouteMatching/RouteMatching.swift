// Matching one URL in a router with 10, 1,000 and 100,000 registered patterns, URL parsing
// included, against a linear scan over the same patterns as the baseline. The patterns come
// in four shapes (a typed parameter, an untyped one, a wildcard, two parameters in a
// segment), each under its own first segment, as an app's routes are; the URL is one of the
// typed routes in the middle of the registration order, with a query.
//
// - "Route match N patterns": `URLRouterRegistry.match(_:)` (parse, trie, casts).
// - "Route match linear scan N patterns": parse, then `RoutePattern.match(_:)` on each pattern
//   in registration order until one matches.

import Benchmark
import BenchmarkKit
import Routes

let sizes = [10, 1_000, 100_000]

/// A registry with `count` patterns, the same patterns parsed for the linear scan, and the URL.
@MainActor
final class RouteFixture {
    let registry = URLRouterRegistry()
    private(set) var patterns: [RoutePattern] = []
    let url: String

    private static var fixtures: [Int: RouteFixture] = [:]

    static func fixture(count: Int) -> RouteFixture {
        if let fixture = fixtures[count] { return fixture }
        let fixture = RouteFixture(count: count)
        fixtures[count] = fixture
        return fixture
    }

    private init(count: Int) {
        for index in 0..<count {
            let pattern =
                switch index % 4 {
                case 0: "section\(index)/items/{id|int}"
                case 1: "section\(index)/{name}/details"
                case 2: "section\(index)/files/*"
                default: "section\(index)/users/{first}-{last}/profile"
                }
            try! registry.defaultRouter.register(pattern, callback: "c") { _ in }
            patterns.append(try! RoutePattern(pattern))
        }
        url = "section\(count / 2 / 4 * 4)/items/42?sort=price&page=2"
    }

    /// The index of the pattern the URL matches, by the linear scan.
    func linearMatch() -> Int? {
        guard let parsed = try? RouteURL(url) else { return nil }
        return patterns.firstIndex { $0.match(parsed) != nil }
    }
}

let benchmarks: @Sendable () -> Void = {
    for count in sizes {
        Benchmark(
            "Route match \(count) patterns",
            configuration: .init(
                metrics: standardMetrics, warmupIterations: 100, maxDuration: .seconds(5), maxIterations: 100_000)
        ) { benchmark in
            onMainActor(benchmark) { benchmark in
                let fixture = RouteFixture.fixture(count: count)
                let match = benchmark.measure { try? fixture.registry.match(fixture.url) }
                if match?.routeParameters["id"] != 42 { benchmark.error("\(fixture.url) did not match as expected") }
            }
        }

        Benchmark(
            "Route match linear scan \(count) patterns",
            configuration: .init(
                metrics: standardMetrics, warmupIterations: count >= 100_000 ? 2 : 20, maxDuration: .seconds(5),
                maxIterations: count >= 100_000 ? 100 : 10_000)
        ) { benchmark in
            onMainActor(benchmark) { benchmark in
                let fixture = RouteFixture.fixture(count: count)
                let index = benchmark.measure { fixture.linearMatch() }
                if index != count / 2 / 4 * 4 {
                    benchmark.error("the linear scan found pattern \(String(describing: index))")
                }
            }
        }
    }
}
