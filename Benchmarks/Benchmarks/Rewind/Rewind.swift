// Rewind (`R` on the inspector's timeline, `--replay … --until N`): the cost of replaying a
// session's input on a fresh shell up to just after a timeline entry. The session is 1,000
// random steps with the app-wide keys (the inspector, the Go-to prompt with typed URLs, help and
// history; no layout switch, which would start a new timeline), waits from a frame to a whole
// comeback countdown, and now and then a resize, animations on; it is played once, outside the
// measurement. Measured: the replay up to the newest entry (every step replayed: the dearest
// rewind) and up to the middle entry, and `R` itself on the newest entry (the replay, the
// rewound view over the app, its first frame, and back to the present). Target: under 0.5 s for
// any entry.

import Benchmark
import BenchmarkKit
import BenchmarkSupport
import Logging
import NavigationDemo
import TerminalUI

struct RewindLayout: Sendable {
    let name: String
    let size: Size
    let idiom: DemoIdiom
}

let rewindLayouts = [
    RewindLayout(name: "split 140x36", size: Size(width: 140, height: 36), idiom: .split),
    RewindLayout(name: "compact 100x30", size: Size(width: 100, height: 30), idiom: .compact),
]

/// The keys of a session: mostly moving and opening, the app-wide keys now and then.
let sessionTokens: [(token: String, weight: Int)] = [
    ("up", 10), ("down", 10), ("enter", 12), ("backspace", 6), ("esc", 6), ("tab", 3), ("1", 4), ("2", 4),
    ("3", 4), ("r", 5), ("c", 4), ("x", 6), ("h", 5), ("l", 3), ("m", 3), ("s", 3), ("p", 4), ("t", 3),
    ("i", 2), ("?", 1), ("H", 1), ("wait:16ms", 4), ("wait:300ms", 4), ("wait:1s", 4), ("wait:7s", 1),
    ("type:adverts/16", 1), ("type:categories/1.1/results", 1), ("type:recursion", 1), ("g", 2),
    ("resize:120x30", 1), ("resize:100x30", 1),
]

/// 1,000 steps from `seed` (a `type:` token counts as one step, as the fuzzer counts it).
func sessionSteps(seed: UInt64) -> [[ScriptStep]] {
    var generator = SplitMix64(seed: seed)
    let total = sessionTokens.reduce(0) { $0 + $1.weight }
    return (0..<1_000).map { _ in
        var roll = Int(generator.next() % UInt64(total))
        for (token, weight) in sessionTokens {
            if roll < weight {
                do { return try KeyScript.parse(token) } catch { preconditionFailure("\(token): \(error)") }
            }
            roll -= weight
        }
        preconditionFailure("weights do not add up")
    }
}

/// The session played once, as the command line runs a headless session.
@MainActor
final class RecordedSession {
    let plugins = DemoMarshroutePlugins(logger: BenchEnvironment.silentLogger)
    let shell: DemoShell
    let newest: DemoSessionPoint
    let middle: DemoSessionPoint
    let entries: Int
    let events: Int

    init(_ layout: RewindLayout) {
        let screen = HeadlessScreen(size: layout.size)
        let clock = ManualClock()
        shell = DemoShell(
            screen: screen, clock: ScaledClock(base: clock), animationsEnabled: true, idiom: layout.idiom,
            assets: DemoAssetsCache.assets, logger: BenchEnvironment.silentLogger, appKeyCommands: true)
        shell.start(opening: nil)
        let stepper = FrameStepper(application: shell.application, clock: clock)
        for steps in sessionSteps(seed: layout.idiom == .split ? 23 : 17) {
            for step in steps { stepper.perform(step) { screen.resize(to: $0) } }
        }
        guard let last = shell.newestTimelineEntry, let newest = shell.point(afterEntry: last),
            let middle = shell.point(afterEntry: (last + 1) / 2)
        else { preconditionFailure("the session made no timeline entry, or the timeline lost its middle") }
        self.newest = newest
        self.middle = middle
        entries = last
        events = shell.sessionInput?.events.count ?? 0
    }
}

var rewindConfiguration: Benchmark.Configuration {
    .init(metrics: standardMetrics, warmupIterations: 2, maxDuration: .seconds(10), maxIterations: 50)
}

let benchmarks: @Sendable () -> Void = {
    for layout in rewindLayouts {
        Benchmark("Rewind to the newest entry of 1,000 steps \(layout.name)", configuration: rewindConfiguration) {
            benchmark in
            onMainActor(benchmark) { benchmark in
                TerminalUIWarnings.silence()
                let session = RecordedSession(layout)
                var replayed: DemoShell?
                benchmark.measure { replayed = session.shell.replayed(to: session.newest) }
                if replayed?.newestTimelineEntry != session.entries {
                    benchmark.error(
                        "the replay made \(replayed?.newestTimelineEntry ?? 0) of \(session.entries) entries")
                }
            }
        }

        Benchmark("Rewind to the middle of 1,000 steps \(layout.name)", configuration: rewindConfiguration) {
            benchmark in
            onMainActor(benchmark) { benchmark in
                TerminalUIWarnings.silence()
                let session = RecordedSession(layout)
                benchmark.measure { _ = session.shell.replayed(to: session.middle) }
            }
        }

        Benchmark("Rewind shown by R, newest entry \(layout.name)", configuration: rewindConfiguration) {
            benchmark in
            onMainActor(benchmark) { benchmark in
                TerminalUIWarnings.silence()
                let session = RecordedSession(layout)
                let entry = session.entries
                benchmark.measure {
                    session.shell.rewind(toEntry: entry)
                    _ = session.shell.window.render()
                    session.shell.returnToPresent()
                }
            }
        }
    }
}
