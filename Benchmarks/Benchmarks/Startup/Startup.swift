// Startup to the first frame in headless mode: creating the window, the application and the
// demo (its Marshroute stack, services and every root module), then `drawFrame()`.
//
// "preloaded" measures from `Window(...)` on, with the assets loaded once before; "with
// assets" also reads and checks `demo-assets/` (JSON and text art) with `DemoAssetsLoader`.
// The split layout at 200x60 is what the rendering benchmarks use; compact at 80x24 is what
// `navigation-demo --headless` does without `--size`. Everything made is released after the
// measurement.

import Benchmark
import BenchmarkKit
import BenchmarkSupport
import NavigationDemo
import TerminalUI

struct Layout: Sendable {
    let name: String
    let size: Size
    let idiom: DemoIdiom
}

let layouts = [
    Layout(name: "split 200x60", size: Size(width: 200, height: 60), idiom: .split),
    Layout(name: "compact 80x24", size: Size(width: 80, height: 24), idiom: .compact),
]

var configuration: Benchmark.Configuration {
    .init(
        metrics: standardMetrics + [.peakMemoryResident], warmupIterations: 5, maxDuration: .seconds(5),
        maxIterations: 1_000)
}

@MainActor
func firstFrame(_ layout: Layout, assets: DemoAssets) -> DemoSession {
    let session = DemoSession(size: layout.size, idiom: layout.idiom, assets: assets)
    session.application.drawFrame()
    return session
}

@MainActor
func check(_ session: DemoSession?, _ benchmark: Benchmark) {
    guard let session, session.application.framesDrawn == 1,
        session.application.lastFrameStats.cellsWritten > 0
    else {
        benchmark.error("no first frame was drawn")
        return
    }
}

let benchmarks: @Sendable () -> Void = {
    for layout in layouts {
        Benchmark("Startup first frame \(layout.name) preloaded", configuration: configuration) { benchmark in
            onMainActor(benchmark) { benchmark in
                TerminalUIWarnings.silence()
                let assets = DemoAssetsCache.assets
                var session: DemoSession?
                benchmark.measure { session = firstFrame(layout, assets: assets) }
                check(session, benchmark)
                session?.close()
                session = nil
            }
        }

        Benchmark("Startup first frame \(layout.name) with assets", configuration: configuration) { benchmark in
            onMainActor(benchmark) { benchmark in
                TerminalUIWarnings.silence()
                var session: DemoSession?
                benchmark.measure { session = firstFrame(layout, assets: DemoAssetsCache.load()) }
                check(session, benchmark)
                session?.close()
                session = nil
            }
        }
    }
}
