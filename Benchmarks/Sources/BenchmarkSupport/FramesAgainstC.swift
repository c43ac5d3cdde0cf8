import Foundation
import NavigationDemo
import TerminalUI

#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#endif

/// The demo's frames on a real `CursesScreen` beside the C reference painting the same
/// screens and the same changes through ncurses, in interleaved rounds of one process: a
/// full repaint, one changed row (the comeback timer's tile ticking), and a selection move.
/// The ratios are what docs/PERFORMANCE.md reports; the noise of the machine hits both sides
/// of a ratio alike.
@MainActor
public enum FramesAgainstC {
    /// One kind of frame, measured on both sides.
    public struct Figures: Sendable {
        public let name: String
        /// Wall-clock medians, in nanoseconds.
        public let demoP50: Double
        public let referenceP50: Double
        /// Median bytes one frame sends to the terminal.
        public let demoBytes: Double
        public let referenceBytes: Double
        public let demoSamples: Int

        public var ratio: Double { demoP50 / max(1, referenceP50) }
        public var bytesRatio: Double { demoBytes / max(1, referenceBytes) }
    }

    public struct Report: Sendable {
        public let full: Figures
        public let oneRow: Figures
        public let selection: Figures
        public let rounds: Int

        public var all: [Figures] { [full, oneRow, selection] }

        /// The table every run prints.
        public var table: String {
            var lines = [
                "Frames at 200x60 against the C reference (\(rounds) interleaved rounds, wall-clock p50):",
                "  frame           demo        C           ratio   demo bytes  C bytes  bytes ratio",
            ]
            for figures in all {
                lines.append(
                    "  "
                        + [
                            pad(figures.name, 15), pad(micro(figures.demoP50), 11),
                            pad(micro(figures.referenceP50), 11),
                            pad(String(format: "%.2fx", figures.ratio), 7),
                            pad(String(format: "%.0f", figures.demoBytes), 11),
                            pad(String(format: "%.0f", figures.referenceBytes), 8),
                            String(format: "%.2fx", figures.bytesRatio),
                        ].joined(separator: " "))
            }
            return lines.joined(separator: "\n")
        }

        private func micro(_ nanoseconds: Double) -> String { String(format: "%.1f µs", nanoseconds / 1000) }
        private func pad(_ text: String, _ width: Int) -> String {
            text.count >= width ? text : text + String(repeating: " ", count: width - text.count)
        }
    }

    /// Runs `rounds` rounds of `iterations` frames of each kind on each side. Ends any curses
    /// screen of its own before returning; no other curses screen may be active meanwhile.
    public static func run(rounds: Int = 5, iterations: Int = 300) throws -> Report {
        let size = DemoSession.largeSize
        let frames = ReferenceFrames.capture(size: size)
        // The reference first: the demo's screen, started after, stays curses' current one.
        let reference = try CursesReferenceScreen(size: size)
        defer { reference.end() }
        let cursesScreen = try CursesFileScreen(size: size)
        defer { cursesScreen.end() }

        let fullPaint = reference.fullPaint(of: frames.results)
        let tickPaints = [
            reference.changePaint(from: frames.tick.0, to: frames.tick.1),
            reference.changePaint(from: frames.tick.1, to: frames.tick.0),
        ]
        let selectionPaints = [
            reference.changePaint(from: frames.results, to: frames.selectionMoved),
            reference.changePaint(from: frames.selectionMoved, to: frames.results),
        ]

        let demo = DemoFrames(screen: cursesScreen.screen)
        var samples: [String: (demo: [Int], reference: [Int], demoBytes: [Int], referenceBytes: [Int])] = [:]
        func record(_ name: String, demo time: Int, _ bytes: Int, isDemo: Bool) {
            var entry = samples[name] ?? ([], [], [], [])
            if isDemo {
                entry.demo.append(time)
                entry.demoBytes.append(bytes)
            } else {
                entry.reference.append(time)
                entry.referenceBytes.append(bytes)
            }
            samples[name] = entry
        }
        func measureDemo(_ name: String, prepare: () -> Void, frame: () -> Void) {
            for index in 0..<iterations {
                if index % 128 == 0 { cursesScreen.truncate() }
                prepare()
                let before = cursesScreen.outputSize
                let start = now()
                frame()
                let elapsed = now() - start
                record(name, demo: elapsed, cursesScreen.outputSize - before, isDemo: true)
            }
        }
        func measureReference(_ name: String, paint: (Int) -> Void) {
            for index in 0..<iterations {
                if index % 128 == 0 { reference.truncate() }
                let before = reference.outputSize
                let start = now()
                paint(index)
                let elapsed = now() - start
                record(name, demo: elapsed, reference.outputSize - before, isDemo: false)
            }
        }

        for _ in 0..<rounds {
            measureDemo(
                "full repaint", prepare: { demo.prepareFullRepaint() },
                frame: { demo.results.application.drawFrame() })
            measureReference("full repaint") { _ in reference.paintFull(fullPaint) }
            measureDemo("one row", prepare: { demo.prepareTick() }, frame: { demo.timer.application.drawFrame() })
            measureReference("one row") { index in reference.paintChanges(tickPaints[index % 2]) }
            measureDemo(
                "selection move", prepare: { demo.prepareSelectionMove() },
                frame: { demo.results.application.drawFrame() })
            measureReference("selection move") { index in reference.paintChanges(selectionPaints[index % 2]) }
        }

        func figures(_ name: String) -> Figures {
            let entry = samples[name]!
            return Figures(
                name: name, demoP50: median(entry.demo), referenceP50: median(entry.reference),
                demoBytes: median(entry.demoBytes), referenceBytes: median(entry.referenceBytes),
                demoSamples: entry.demo.count)
        }
        return Report(
            full: figures("full repaint"), oneRow: figures("one row"), selection: figures("selection move"),
            rounds: rounds)
    }

    private static func now() -> Int {
        var spec = timespec()
        clock_gettime(CLOCK_MONOTONIC, &spec)
        return Int(spec.tv_sec) * 1_000_000_000 + Int(spec.tv_nsec)
    }

    static func median(_ values: [Int]) -> Double {
        let sorted = values.sorted()
        guard !sorted.isEmpty else { return 0 }
        let middle = sorted.count / 2
        return sorted.count.isMultiple(of: 2)
            ? Double(sorted[middle - 1] + sorted[middle]) / 2 : Double(sorted[middle])
    }
}

/// The demo's sessions on one screen, and the unmeasured steps before each frame.
@MainActor
public final class DemoFrames {
    public let screen: any Screen
    /// Categories and Cars results (the full repaint and the selection move).
    public let results: DemoSession
    /// The comeback timer running (one changed row per second).
    public private(set) var timer: DemoSession
    private var ticksLeft = DemoScript.oneRowTicksPerTimer
    private var selectionDown = true

    public init(screen: any Screen) {
        self.screen = screen
        results = DemoSession(screen: screen, idiom: .split, assets: DemoAssetsCache.assets)
        results.run(DemoScript.categoriesAndResults)
        timer = DemoFrames.timerSession(on: screen)
    }

    private static func timerSession(on screen: any Screen) -> DemoSession {
        let session = DemoSession(screen: screen, idiom: .split, assets: DemoAssetsCache.assets)
        session.run(DemoScript.categoriesAndResultsWithTimer)
        return session
    }

    /// The timer ticks one second (its tile's row changes); a new session replaces one whose
    /// timer would fire. Both sessions draw on the same screen, so after a switch the next
    /// frame is drawn in full first, unmeasured.
    public func prepareTick() {
        if ticksLeft == 0 {
            timer = DemoFrames.timerSession(on: screen)
            timer.application.drawFrame()
            ticksLeft = DemoScript.oneRowTicksPerTimer
        }
        if lastDrawn !== timer {
            screen.invalidate()
            timer.application.drawFrame()
            lastDrawn = timer
        }
        timer.advanceWithoutDrawing(by: .seconds(1))
        ticksLeft -= 1
    }

    /// The next frame of the results session repaints everything.
    public func prepareFullRepaint() {
        screen.invalidate()
        lastDrawn = results
    }

    /// The focused list's selection moves down one row, then back up, in turn.
    public func prepareSelectionMove() {
        if lastDrawn !== results {
            screen.invalidate()
            results.application.drawFrame()
            lastDrawn = results
        }
        results.application.send(selectionDown ? .down : .up)
        selectionDown.toggle()
    }

    private weak var lastDrawn: DemoSession?
}

/// The frames the C reference paints, taken from the demo on a headless screen of the same size.
@MainActor
public struct ReferenceFrames {
    public let results: CellBuffer
    public let selectionMoved: CellBuffer
    public let tick: (CellBuffer, CellBuffer)

    public static func capture(size: Size) -> ReferenceFrames {
        let results = DemoSession(size: size, idiom: .split, assets: DemoAssetsCache.assets)
        results.run(DemoScript.categoriesAndResults)
        let resultsFrame = results.window.render()
        results.application.send(.down)
        let moved = results.window.render()
        let timer = DemoSession(size: size, idiom: .split, assets: DemoAssetsCache.assets)
        timer.run(DemoScript.categoriesAndResultsWithTimer)
        timer.advanceWithoutDrawing(by: .seconds(1))
        let first = timer.window.render()
        timer.advanceWithoutDrawing(by: .seconds(1))
        let second = timer.window.render()
        precondition(FrameComparison.changedRows(first, second).count == 1, "a timer tick changes one row")
        let selectionRows = FrameComparison.changedRows(resultsFrame, moved)
        precondition(selectionRows.count == 2, "a selection move changes two rows, not \(selectionRows)")
        return ReferenceFrames(results: resultsFrame, selectionMoved: moved, tick: (first, second))
    }
}

extension FramesAgainstC {
    /// Draws `count` frames of one kind on both sides, untimed: a workload for an instruction
    /// profiler (`valgrind --tool=callgrind`), whose counts per frame, unlike times, repeat
    /// exactly from run to run. `kind` is `full`, `one-row` or `selection`. Each side draws
    /// its frames in one block: curses keeps some caches for one screen at a time, so frames
    /// alternating between the two screens would each pay for the switch.
    public static func profile(kind: String, count: Int) throws {
        let size = DemoSession.largeSize
        let frames = ReferenceFrames.capture(size: size)
        let reference = try CursesReferenceScreen(size: size)
        defer { reference.end() }
        let cursesScreen = try CursesFileScreen(size: size)
        defer { cursesScreen.end() }
        let demo = DemoFrames(screen: cursesScreen.screen)
        // Both terminals show the screen before the changes, as in `run`.
        reference.paintFull(reference.fullPaint(of: frames.results))
        switch kind {
        case "full":
            let paint = reference.fullPaint(of: frames.results)
            for _ in 0..<count {
                demo.prepareFullRepaint()
                profiledDemoFrame { demo.results.application.drawFrame() }
            }
            for _ in 0..<count { reference.paintFull(paint) }
        case "one-row":
            let paints = [
                reference.changePaint(from: frames.tick.0, to: frames.tick.1),
                reference.changePaint(from: frames.tick.1, to: frames.tick.0),
            ]
            for _ in 0..<count {
                demo.prepareTick()
                profiledDemoFrame { demo.timer.application.drawFrame() }
            }
            for index in 0..<count { reference.paintChanges(paints[index % 2]) }
        default:
            let paints = [
                reference.changePaint(from: frames.results, to: frames.selectionMoved),
                reference.changePaint(from: frames.selectionMoved, to: frames.results),
            ]
            for _ in 0..<count {
                demo.prepareSelectionMove()
                profiledDemoFrame { demo.results.application.drawFrame() }
            }
            for index in 0..<count { reference.paintChanges(paints[index % 2]) }
        }
    }

    // Entered once per measured frame of the demo, so that callgrind can count only these:
    // `valgrind --tool=callgrind --toggle-collect='*profiledDemoFrame*' …` (for the C side,
    // `--toggle-collect=cref_paint_changes` or `cref_paint_full`).
    @inline(never)
    static func profiledDemoFrame(_ body: () -> Void) { body() }
}
