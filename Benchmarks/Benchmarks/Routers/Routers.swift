// Marshroute's router operations on deep navigation stacks, with Marshroute alone (no demo):
// a `MarshrouteSetupServiceImpl` stack, a navigation controller in a window with animations
// off, a root module set with `resetWithTransition(settingRootViewController:…)`, and
// modules whose routers are `BaseRouter` subclasses. "depth" counts the screens on the
// stack, the root included; each depth is its own benchmark.
//
// - "Router push depth N": one `pushViewControllerDerivedFrom` on the root module's router,
//   onto a stack of N screens (the pushed module is dismissed again, unmeasured).
// - "Router push-dismiss depth N": a push, then the pushed module's router
//   `dismissCurrentModule()`, on a stack of N screens.
// - "Router focus from depth N": the root module's router `focusOnCurrentModule()` with N
//   screens on the stack (so N - 1 modules are popped and released); the stack is grown
//   again, unmeasured, before each iteration.
// - "Router push after back-key pop depth N": the user went back with the navigation
//   controller's own Backspace (a pop Marshroute does not make), then opens a screen: one
//   push on a stack of N screens whose top module was popped behind Marshroute's back
//   (the push and the pop before it are unmeasured; the pushed module is dismissed after).

import Benchmark
import BenchmarkKit
import BenchmarkSupport
import Marshroute
import TerminalUI

let depths = [10, 1_000, 10_000]

@MainActor
enum Fixtures {
    private static var fixtures: [Int: RouterFixture] = [:]

    /// A fixture with `depth` screens on its stack (built once, then kept at that depth).
    static func fixture(depth: Int) -> RouterFixture {
        if let fixture = fixtures[depth] { return fixture }
        let fixture = RouterFixture()
        fixture.grow(to: depth)
        fixtures[depth] = fixture
        return fixture
    }

    static let forFocus = RouterFixture()
}

@MainActor
func checkDepth(_ fixture: RouterFixture, _ expected: Int, _ benchmark: Benchmark) {
    if fixture.depth != expected {
        benchmark.error("the stack has \(fixture.depth) screens, expected \(expected)")
    }
    if !fixture.plugins.assertionFailures.isEmpty {
        benchmark.error("Marshroute asserted: \(fixture.plugins.assertionFailures.prefix(3))")
    }
}

let benchmarks: @Sendable () -> Void = {
    for depth in depths {
        Benchmark(
            "Router push depth \(depth)",
            configuration: .init(
                metrics: standardMetrics, warmupIterations: 50, maxDuration: .seconds(5),
                maxIterations: 10_000)
        ) { benchmark in
            onMainActor(benchmark) { benchmark in
                let fixture = Fixtures.fixture(depth: depth)
                let pushed = benchmark.measure { fixture.push() }
                pushed.dismissCurrentModule()
                checkDepth(fixture, depth, benchmark)
            }
        }

        Benchmark(
            "Router push-dismiss depth \(depth)",
            configuration: .init(
                metrics: standardMetrics, warmupIterations: 50, maxDuration: .seconds(5),
                maxIterations: 10_000)
        ) { benchmark in
            onMainActor(benchmark) { benchmark in
                let fixture = Fixtures.fixture(depth: depth)
                benchmark.measure {
                    fixture.push().dismissCurrentModule()
                }
                checkDepth(fixture, depth, benchmark)
            }
        }

        Benchmark(
            "Router push after back-key pop depth \(depth)",
            configuration: .init(
                metrics: standardMetrics, warmupIterations: 20, maxDuration: .seconds(5),
                maxIterations: 2_000)
        ) { benchmark in
            onMainActor(benchmark) { benchmark in
                let fixture = Fixtures.fixture(depth: depth)
                fixture.push()
                fixture.navigationController.popViewController(animated: false)
                let pushed = benchmark.measure { fixture.push() }
                pushed.dismissCurrentModule()
                checkDepth(fixture, depth, benchmark)
            }
        }

        Benchmark(
            "Router focus from depth \(depth)",
            configuration: .init(
                metrics: standardMetrics, warmupIterations: 2, maxDuration: .seconds(10),
                maxIterations: depth >= 10_000 ? 25 : 200)
        ) { benchmark in
            onMainActor(benchmark) { benchmark in
                let fixture = Fixtures.forFocus
                fixture.grow(to: depth)
                benchmark.measure { fixture.rootRouter.focusOnCurrentModule() }
                checkDepth(fixture, 1, benchmark)
            }
        }
    }
}
