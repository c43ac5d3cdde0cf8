// The same 200x60 frames with the inspector open beside the app (its panel 70 columns wide,
// on the timeline, after the transitions of the scripts below): what the panel adds to a frame.
// Closed, the inspector adds nothing to a frame: the frames of Rendering.swift are drawn with it
// closed, and its recorder works per transition, not per frame.

import Benchmark
import BenchmarkKit
import BenchmarkSupport
import NavigationDemo
import TerminalUI

@MainActor
enum InspectorFixtures {
    private static var sessions: [String: DemoSession] = [:]
    private static var timerTicksLeft: [ObjectIdentifier: Int] = [:]

    /// Categories and Cars results, Recursion in a popover over them, the inspector open.
    static func results(on screen: any Screen) -> DemoSession {
        let key = "results \(ObjectIdentifier(screen).hashValue)"
        if let session = sessions[key] { return session }
        let session = DemoSession(screen: screen, idiom: .split, assets: DemoAssetsCache.assets)
        session.run(DemoScript.categoriesAndResults + " tab r")
        session.demo.inspector.open(page: .timeline)
        session.application.drawFrame()
        precondition(session.demo.inspector.isBeside, "at 200 columns the inspector opens beside the app")
        sessions[key] = session
        return session
    }

    /// The comeback timer running, the inspector open: each second changes the tile's row.
    static func timer(on screen: any Screen) -> DemoSession {
        let key = "timer \(ObjectIdentifier(screen).hashValue)"
        if let session = sessions[key], let left = timerTicksLeft[ObjectIdentifier(session)], left > 0 {
            timerTicksLeft[ObjectIdentifier(session)] = left - 1
            return session
        }
        let session = DemoSession(screen: screen, idiom: .split, assets: DemoAssetsCache.assets)
        session.run(DemoScript.categoriesAndResultsWithTimer)
        session.demo.inspector.open(page: .timeline)
        session.application.drawFrame()
        sessions[key] = session
        timerTicksLeft[ObjectIdentifier(session)] = DemoScript.oneRowTicksPerTimer - 1
        return session
    }

    static func forget(_ screen: any Screen) {
        sessions = sessions.filter { !$0.key.hasSuffix(" \(ObjectIdentifier(screen).hashValue)") }
    }
}

func inspectorBenchmarks() {
    Benchmark("Render headless full 200x60 inspector open", configuration: headlessConfiguration) { benchmark in
        onMainActor(benchmark) { benchmark in
            let session = InspectorFixtures.results(on: Fixtures.headless)
            session.screen.invalidate()
            benchmark.measure { session.application.drawFrame() }
            benchmark.record(session.application.lastFrameStats)
        }
    }

    Benchmark("Render curses full 200x60 inspector open", configuration: cursesConfiguration) { benchmark in
        onMainActor(benchmark) { benchmark in
            let session = InspectorFixtures.results(on: Fixtures.curses.screen)
            session.screen.invalidate()
            cursesFrame(benchmark) {
                session.application.drawFrame()
                return session.application.lastFrameStats
            }
        }
    }

    Benchmark("Render curses one-row 200x60 inspector open", configuration: cursesConfiguration) { benchmark in
        onMainActor(benchmark) { benchmark in
            let session = InspectorFixtures.timer(on: Fixtures.curses.screen)
            session.advanceWithoutDrawing(by: .seconds(1))
            cursesFrame(benchmark) {
                session.application.drawFrame()
                return session.application.lastFrameStats
            }
        }
    }
}
