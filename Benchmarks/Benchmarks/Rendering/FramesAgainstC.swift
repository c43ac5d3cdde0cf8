// The demo's frames beside the C reference (Sources/CursesReference): the same 200x60 screens
// and the same changes painted by a plain ncurses program that is told exactly what changed.
//
// - "Reference C …": the C side alone, one frame per iteration, as the "Render curses …"
//   benchmarks measure the demo's side.
// - "Frames vs C 200x60": both sides in interleaved rounds in one process; it prints the
//   table of medians, ratios and bytes per frame, and records the ratios (in percent).

import Benchmark
import BenchmarkKit
import BenchmarkSupport
import TerminalUI

extension BenchmarkMetric {
    static var fullRatio: BenchmarkMetric { .custom("Full repaint / C (%)") }
    static var oneRowRatio: BenchmarkMetric { .custom("One row / C (%)") }
    static var selectionRatio: BenchmarkMetric { .custom("Selection move / C (%)") }
    static var oneRowBytesRatio: BenchmarkMetric { .custom("One-row bytes / C (%)") }
}

@MainActor
enum ReferenceFixtures {
    private static var screen: CursesReferenceScreen?
    private static var paints: (full: ReferencePaint, tick: [ReferencePaint], selection: [ReferencePaint])?
    private static var framesSinceTruncate = 0
    static var turn = 0

    static var reference: CursesReferenceScreen {
        if let screen { return screen }
        // Curses keeps one current screen: the demo's must not be active meanwhile.
        Fixtures.endCurses()
        do {
            let made = try CursesReferenceScreen(size: size)
            screen = made
            return made
        } catch {
            fatalError("cannot start the C reference: \(error)")
        }
    }

    static var prepared: (full: ReferencePaint, tick: [ReferencePaint], selection: [ReferencePaint]) {
        if let paints { return paints }
        let frames = ReferenceFrames.capture(size: size)
        let made = (
            reference.fullPaint(of: frames.results),
            [
                reference.changePaint(from: frames.tick.0, to: frames.tick.1),
                reference.changePaint(from: frames.tick.1, to: frames.tick.0),
            ],
            [
                reference.changePaint(from: frames.results, to: frames.selectionMoved),
                reference.changePaint(from: frames.selectionMoved, to: frames.results),
            ]
        )
        paints = made
        return made
    }

    static func end() {
        paints = nil
        screen?.end()
        screen = nil
    }

    /// One C frame: measured, and its bytes recorded.
    static func frame(_ benchmark: Benchmark, _ paint: (CursesReferenceScreen) -> Void) {
        framesSinceTruncate += 1
        if framesSinceTruncate >= 256 {
            reference.truncate()
            framesSinceTruncate = 0
        }
        let screen = reference
        let before = screen.outputSize
        benchmark.measure { paint(screen) }
        benchmark.measurement(.bytesWritten, screen.outputSize - before)
    }
}

var referenceConfiguration: Benchmark.Configuration {
    .init(
        metrics: standardMetrics + [.bytesWritten, .writeSyscalls], warmupIterations: 20, maxDuration: .seconds(3),
        maxIterations: 5_000, teardown: { await MainActor.run { ReferenceFixtures.end() } })
}

func framesAgainstCBenchmarks() {
    Benchmark("Reference C full 200x60", configuration: referenceConfiguration) { benchmark in
        onMainActor(benchmark) { benchmark in
            let paint = ReferenceFixtures.prepared.full
            ReferenceFixtures.frame(benchmark) { $0.paintFull(paint) }
        }
    }

    Benchmark("Reference C one-row 200x60", configuration: referenceConfiguration) { benchmark in
        onMainActor(benchmark) { benchmark in
            ReferenceFixtures.turn += 1
            let paint = ReferenceFixtures.prepared.tick[ReferenceFixtures.turn % 2]
            ReferenceFixtures.frame(benchmark) { $0.paintChanges(paint) }
        }
    }

    Benchmark("Reference C selection 200x60", configuration: referenceConfiguration) { benchmark in
        onMainActor(benchmark) { benchmark in
            ReferenceFixtures.turn += 1
            let paint = ReferenceFixtures.prepared.selection[ReferenceFixtures.turn % 2]
            ReferenceFixtures.frame(benchmark) { $0.paintChanges(paint) }
        }
    }

    Benchmark(
        "Frames vs C 200x60",
        configuration: .init(
            metrics: [.fullRatio, .oneRowRatio, .selectionRatio, .oneRowBytesRatio], warmupIterations: 0,
            maxDuration: .seconds(120), maxIterations: 1)
    ) { benchmark in
        onMainActor(benchmark) { benchmark in
            Fixtures.endCurses()
            ReferenceFixtures.end()
            let report: FramesAgainstC.Report
            do {
                report = try FramesAgainstC.run()
            } catch {
                fatalError("Frames vs C: \(error)")
            }
            print(report.table)
            benchmark.measurement(.fullRatio, Int((report.full.ratio * 100).rounded()))
            benchmark.measurement(.oneRowRatio, Int((report.oneRow.ratio * 100).rounded()))
            benchmark.measurement(.selectionRatio, Int((report.selection.ratio * 100).rounded()))
            benchmark.measurement(.oneRowBytesRatio, Int((report.oneRow.bytesRatio * 100).rounded()))
        }
    }
}
