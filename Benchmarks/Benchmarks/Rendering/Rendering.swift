// Rendering a realistic 200x60 frame of the demo (split layout: Transport's subcategories in
// the master, the search results for Cars in the detail), on the in-memory screen and on the
// real curses backend writing to a file.
//
// - "Render …": what the app does per frame, `Application.drawFrame()`, which is
//   `window.render(into:)` (compose), then `screen.draw(_:)` (diff, and for curses the write
//   and `doupdate`).
// - "Compose …": `window.render(into:)` alone.
// - "Draw …": `screen.draw(_:)` alone, on frames prepared beforehand.
//
// "full" frames repaint everything (`screen.invalidate()` before the frame, unmeasured);
// "one-row" frames change exactly one row: the comeback timer's tile counting down a second
// (with the app), or two prepared frames that differ in every cell of one row (draw alone);
// "alternate" frames switch between two different screens of the app (draw alone);
// "selection" frames follow a selection moving one row (down, then up) in the focused list.

import Benchmark
import BenchmarkKit
import BenchmarkSupport
import CursesScreen
import NavigationDemo
import TerminalUI

let size = DemoSession.largeSize

/// Fixtures live for the process; curses ones are ended by the benchmark's teardown.
@MainActor
enum Fixtures {
    // MARK: Frames drawn by the app

    /// Sessions by screen, and whether the inspector is open beside the app in them.
    private struct Key: Hashable {
        let screen: ObjectIdentifier
        let inspectorOpen: Bool
    }

    private static var resultsSessions: [Key: DemoSession] = [:]
    private static var timerSessions: [Key: (session: DemoSession, ticksLeft: Int)] = [:]

    /// The demo on `screen`, showing categories and Cars results; with `inspectorOpen`, the
    /// inspector beside it on the timeline (InspectorRendering.swift).
    static func results(on screen: any Screen, inspectorOpen: Bool = false) -> DemoSession {
        let key = Key(screen: ObjectIdentifier(screen), inspectorOpen: inspectorOpen)
        if let session = resultsSessions[key] { return session }
        let session = DemoSession(screen: screen, idiom: .split, assets: DemoAssetsCache.assets)
        session.run(DemoScript.categoriesAndResults)
        if inspectorOpen { openInspector(in: session) }
        resultsSessions[key] = session
        return session
    }

    /// The demo on `screen`, with the comeback timer running and at least one tick left
    /// before it fires. A new session (on the same screen) replaces one whose ticks ran out.
    static func timerSession(on screen: any Screen, inspectorOpen: Bool = false) -> DemoSession {
        let key = Key(screen: ObjectIdentifier(screen), inspectorOpen: inspectorOpen)
        if let entry = timerSessions[key], entry.ticksLeft > 0 {
            timerSessions[key] = (entry.session, entry.ticksLeft - 1)
            return entry.session
        }
        timerSessions[key] = nil
        let session = DemoSession(screen: screen, idiom: .split, assets: DemoAssetsCache.assets)
        session.run(DemoScript.categoriesAndResultsWithTimer)
        if inspectorOpen { openInspector(in: session) }
        timerSessions[key] = (session, DemoScript.oneRowTicksPerTimer - 1)
        return session
    }

    private static func openInspector(in session: DemoSession) {
        session.demo.inspector.open(page: .timeline)
        session.application.drawFrame()
        precondition(session.demo.inspector.isBeside, "at 200 columns the inspector opens beside the app")
    }

    static func forget(_ screen: any Screen) {
        resultsSessions = resultsSessions.filter { $0.key.screen != ObjectIdentifier(screen) }
        timerSessions = timerSessions.filter { $0.key.screen != ObjectIdentifier(screen) }
    }

    // MARK: Screens

    static let headless = HeadlessScreen(size: size)
    static let drawOnlyHeadless = HeadlessScreen(size: size)
    private static var cursesScreen: CursesFileScreen?
    private static var framesSinceTruncate = 0

    static var curses: CursesFileScreen {
        if let cursesScreen { return cursesScreen }
        do {
            let made = try CursesFileScreen(size: size)
            cursesScreen = made
            return made
        } catch {
            fatalError("cannot start curses on a file: \(error)")
        }
    }

    static func endCurses() {
        guard let cursesScreen else { return }
        forget(cursesScreen.screen)
        cursesScreen.end()
        self.cursesScreen = nil
    }

    /// Empties curses' output file now and then (between frames, unmeasured).
    static func truncateCursesOutputIfNeeded() {
        framesSinceTruncate += 1
        if framesSinceTruncate >= 256 {
            curses.truncate()
            framesSinceTruncate = 0
        }
    }

    // MARK: Prepared frames (draw alone)

    /// The app's frame (categories and results); a copy in which every cell of one row
    /// differs; and the app's first screen (categories and the Shelves art, much denser),
    /// which differs from the first almost everywhere in the detail column.
    static let preparedFrames: (full: CellBuffer, oneRowChanged: CellBuffer, other: CellBuffer) = {
        let session = DemoSession(size: size, idiom: .split, assets: DemoAssetsCache.assets)
        let other = session.window.render()
        session.run(DemoScript.categoriesAndResults)
        let frame = session.window.render()
        let changed = FrameComparison.copy(frame)
        let canvas = Canvas(buffer: changed)
        let row = 30
        canvas.fill(Rect(x: 0, y: row, width: size.width, height: 1), with: "#", style: .role(.accent))
        canvas.write(" this row differs in every cell ", at: Point(x: 80, y: row), style: .role(.accent))
        precondition(FrameComparison.changedRows(frame, changed) == [row])
        return (frame, changed, other)
    }()

    private static var drawToggles: [String: Bool] = [:]
    /// Whether the last selection move went down (the next goes up).
    static var selectionDown = false

    /// The frame and its one-row variant alternately: each draw changes exactly one row.
    static func nextOneRowFrame(for screen: any Screen) -> CellBuffer {
        alternate("one-row", screen) ? preparedFrames.oneRowChanged : preparedFrames.full
    }

    /// The two screens alternately: each draw changes most of the detail column.
    static func nextOtherScreenFrame(for screen: any Screen) -> CellBuffer {
        alternate("screens", screen) ? preparedFrames.other : preparedFrames.full
    }

    private static func alternate(_ kind: String, _ screen: any Screen) -> Bool {
        let key = "\(kind) \(ObjectIdentifier(screen).hashValue)"
        let toggle = !(drawToggles[key] ?? false)
        drawToggles[key] = toggle
        return toggle
    }
}

var headlessConfiguration: Benchmark.Configuration {
    .init(metrics: frameMetrics, warmupIterations: 20, maxDuration: .seconds(3), maxIterations: 5_000)
}

var cursesConfiguration: Benchmark.Configuration {
    .init(
        metrics: frameMetrics + [.bytesWritten, .writeSyscalls], warmupIterations: 20, maxDuration: .seconds(3),
        maxIterations: 5_000, teardown: { await MainActor.run { Fixtures.endCurses() } })
}

/// A frame on curses: the frame itself measured, the bytes it wrote recorded.
@MainActor
func cursesFrame(_ benchmark: Benchmark, _ body: () -> FrameStats) {
    Fixtures.truncateCursesOutputIfNeeded()
    let before = Fixtures.curses.outputSize
    let stats = benchmark.measure(body)
    benchmark.record(stats)
    benchmark.measurement(.bytesWritten, Fixtures.curses.outputSize - before)
}

let benchmarks: @Sendable () -> Void = {
    // MARK: Compose

    Benchmark("Compose 200x60", configuration: headlessConfiguration) { benchmark in
        onMainActor(benchmark) { benchmark in
            let session = Fixtures.results(on: Fixtures.headless)
            let buffer = CellBuffer(size: size)
            benchmark.measure { session.window.render(into: buffer) }
        }
    }

    // MARK: Headless: compose + diff

    Benchmark("Render headless full 200x60", configuration: headlessConfiguration) { benchmark in
        onMainActor(benchmark) { benchmark in
            let session = Fixtures.results(on: Fixtures.headless)
            session.screen.invalidate()
            benchmark.measure { session.application.drawFrame() }
            benchmark.record(session.application.lastFrameStats)
        }
    }

    Benchmark("Render headless one-row 200x60", configuration: headlessConfiguration) { benchmark in
        onMainActor(benchmark) { benchmark in
            let session = Fixtures.timerSession(on: Fixtures.headless)
            session.advanceWithoutDrawing(by: .seconds(1))
            benchmark.measure { session.application.drawFrame() }
            benchmark.record(session.application.lastFrameStats)
        }
    }

    Benchmark("Draw headless full 200x60", configuration: headlessConfiguration) { benchmark in
        onMainActor(benchmark) { benchmark in
            let screen = Fixtures.drawOnlyHeadless
            let frame = Fixtures.preparedFrames.full
            screen.invalidate()
            let stats = benchmark.measure { screen.draw(frame) }
            benchmark.record(stats)
        }
    }

    Benchmark("Draw headless one-row 200x60", configuration: headlessConfiguration) { benchmark in
        onMainActor(benchmark) { benchmark in
            let screen = Fixtures.drawOnlyHeadless
            let frame = Fixtures.nextOneRowFrame(for: screen)
            let stats = benchmark.measure { screen.draw(frame) }
            benchmark.record(stats)
        }
    }

    Benchmark("Draw headless alternate 200x60", configuration: headlessConfiguration) { benchmark in
        onMainActor(benchmark) { benchmark in
            let screen = Fixtures.drawOnlyHeadless
            let frame = Fixtures.nextOtherScreenFrame(for: screen)
            let stats = benchmark.measure { screen.draw(frame) }
            benchmark.record(stats)
        }
    }

    // MARK: Curses: compose + diff + write

    Benchmark("Render curses full 200x60", configuration: cursesConfiguration) { benchmark in
        onMainActor(benchmark) { benchmark in
            let session = Fixtures.results(on: Fixtures.curses.screen)
            session.screen.invalidate()
            cursesFrame(benchmark) {
                session.application.drawFrame()
                return session.application.lastFrameStats
            }
        }
    }

    Benchmark("Render curses one-row 200x60", configuration: cursesConfiguration) { benchmark in
        onMainActor(benchmark) { benchmark in
            let session = Fixtures.timerSession(on: Fixtures.curses.screen)
            session.advanceWithoutDrawing(by: .seconds(1))
            cursesFrame(benchmark) {
                session.application.drawFrame()
                return session.application.lastFrameStats
            }
        }
    }

    Benchmark("Render curses selection 200x60", configuration: cursesConfiguration) { benchmark in
        onMainActor(benchmark) { benchmark in
            let session = Fixtures.results(on: Fixtures.curses.screen)
            Fixtures.selectionDown.toggle()
            session.application.send(Fixtures.selectionDown ? .down : .up)
            cursesFrame(benchmark) {
                session.application.drawFrame()
                return session.application.lastFrameStats
            }
        }
    }

    Benchmark("Draw curses full 200x60", configuration: cursesConfiguration) { benchmark in
        onMainActor(benchmark) { benchmark in
            let screen = Fixtures.curses.screen
            let frame = Fixtures.preparedFrames.full
            screen.invalidate()
            cursesFrame(benchmark) { screen.draw(frame) }
        }
    }

    Benchmark("Draw curses one-row 200x60", configuration: cursesConfiguration) { benchmark in
        onMainActor(benchmark) { benchmark in
            let screen = Fixtures.curses.screen
            let frame = Fixtures.nextOneRowFrame(for: screen)
            cursesFrame(benchmark) { screen.draw(frame) }
        }
    }

    Benchmark("Draw curses alternate 200x60", configuration: cursesConfiguration) { benchmark in
        onMainActor(benchmark) { benchmark in
            let screen = Fixtures.curses.screen
            let frame = Fixtures.nextOtherScreenFrame(for: screen)
            cursesFrame(benchmark) { screen.draw(frame) }
        }
    }

    inspectorBenchmarks()
    framesAgainstCBenchmarks()
}
