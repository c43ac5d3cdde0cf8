// The same 200x60 frames with the inspector open beside the app (its panel 70 columns wide, on
// the timeline, after the transitions of the same scripts): what the panel adds to a frame.
// Closed, the inspector adds nothing to a frame: the frames of Rendering.swift are drawn with it
// closed, and its recorder works per transition, not per frame.

import Benchmark
import BenchmarkKit
import BenchmarkSupport
import NavigationDemo
import TerminalUI

func inspectorBenchmarks() {
    Benchmark("Render headless full 200x60 inspector open", configuration: headlessConfiguration) { benchmark in
        onMainActor(benchmark) { benchmark in
            let session = Fixtures.results(on: Fixtures.headless, inspectorOpen: true)
            session.screen.invalidate()
            benchmark.measure { session.application.drawFrame() }
            benchmark.record(session.application.lastFrameStats)
        }
    }

    Benchmark("Render curses full 200x60 inspector open", configuration: cursesConfiguration) { benchmark in
        onMainActor(benchmark) { benchmark in
            let session = Fixtures.results(on: Fixtures.curses.screen, inspectorOpen: true)
            session.screen.invalidate()
            cursesFrame(benchmark) {
                session.application.drawFrame()
                return session.application.lastFrameStats
            }
        }
    }

    Benchmark("Render curses one-row 200x60 inspector open", configuration: cursesConfiguration) { benchmark in
        onMainActor(benchmark) { benchmark in
            let session = Fixtures.timerSession(on: Fixtures.curses.screen, inspectorOpen: true)
            session.advanceWithoutDrawing(by: .seconds(1))
            cursesFrame(benchmark) {
                session.application.drawFrame()
                return session.application.lastFrameStats
            }
        }
    }
}
