import Logging
import NavigationDemo
import TerminalUI

/// The demo on a screen (headless or curses) and a manual clock, driven the way
/// `navigation-demo --headless` drives it: a key is routed and followed by one loop turn,
/// a wait advances the clock through every timer and animation frame on the way.
@MainActor
public final class DemoSession {
    /// The size the rendering benchmarks use.
    public nonisolated static let largeSize = Size(width: 200, height: 60)

    public let clock: ManualClock
    public let screen: any Screen
    public let window: Window
    public let application: Application
    /// Moves `clock` and turns the loop, as `navigation-demo --headless` does.
    public let stepper: FrameStepper
    /// The shell keeps the demo it has now (a layout switch builds another).
    public let shell: DemoShell
    public var demo: NavigationDemoApp { shell.demo }
    /// The demo's Marshroute plugins, installed until `close()`.
    public let plugins: DemoMarshroutePlugins

    /// `appKeyCommands`: the app-wide keys (`?`, `g`, `i`, `e`, `q`…) work, as on the command line.
    public init(
        screen: any Screen, idiom: DemoIdiom, assets: DemoAssets, animations: Bool = false, appKeyCommands: Bool = false
    ) {
        clock = ManualClock()
        self.screen = screen
        plugins = DemoMarshroutePlugins(logger: BenchEnvironment.silentLogger)
        shell = DemoShell(
            screen: screen, clock: clock, animationsEnabled: animations, idiom: idiom, assets: assets,
            logger: BenchEnvironment.silentLogger, appKeyCommands: appKeyCommands)
        window = shell.window
        application = shell.application
        stepper = FrameStepper(application: application, clock: clock)
    }

    /// Ends the session as the command line ends a run (`DemoShell.close()`) and puts the
    /// previous Marshroute plugins back.
    public func close() {
        shell.close()
        plugins.uninstall()
    }

    /// A headless session of the given size.
    public convenience init(size: Size, idiom: DemoIdiom, assets: DemoAssets, animations: Bool = false) {
        self.init(screen: HeadlessScreen(size: size), idiom: idiom, assets: assets, animations: animations)
    }

    /// Runs key tokens (`down enter wait:1s …`), then finishes running animations and draws
    /// the frame, as `FrameStepper.run(script:)` does: keys typed at one instant of a manual
    /// clock draw only the first of their frames (the frame rate limits the rest), so without
    /// it the screen would not show the end state. A bad token is a programming error.
    public func run(_ script: String) {
        let steps: [ScriptStep]
        do {
            steps = try KeyScript.parse(script)
        } catch {
            preconditionFailure("bad key script '\(script)': \(error)")
        }
        for step in steps { perform(step) }
        stepper.finishScript()
    }

    /// One script step, as the headless runner performs it.
    public func perform(_ step: ScriptStep) {
        stepper.perform(step) { [screen] size in (screen as? HeadlessScreen)?.resize(to: size) }
    }

    /// Routes a key and runs one turn of the loop (which draws a frame if something changed).
    public func press(_ key: Key) {
        stepper.press(key)
    }

    /// Moves the clock on and fires the timers that are due, without drawing: the next
    /// `drawFrame()` then shows exactly what the timers changed.
    public func advanceWithoutDrawing(by duration: Duration) {
        clock.advance(by: duration)
        window.loop.fireDueTimers()
        stepper.stepAnimations()
    }
}

/// The key scripts the benchmarks start from (split layout, 200x60).
public enum DemoScript {
    /// The master shows Transport's subcategories, the detail the search results for Cars.
    public static let categoriesAndResults = "down down enter down enter"
    /// The master is back at the top-level categories with the comeback timer running (its
    /// tile reads "6 seconds till comeback"); the detail still shows the Cars results. Each
    /// further second changes the tile's row and nothing else, five times; the sixth fires.
    public static let categoriesAndResultsWithTimer = "down down enter down enter backspace t"
    /// Timer ticks a session started with `categoriesAndResultsWithTimer` can take before the
    /// timer fires (and the detail is reset).
    public static let oneRowTicksPerTimer = 5
}

/// The demo's assets, loaded once per process.
@MainActor
public enum DemoAssetsCache {
    public static let assets = load()

    /// Reads `demo-assets` from disk (not cached).
    public static func load() -> DemoAssets {
        do {
            return try DemoAssetsLoader.load(from: BenchEnvironment.demoAssetsDirectory)
        } catch {
            fatalError("cannot load the demo assets from \(BenchEnvironment.demoAssetsDirectory): \(error)")
        }
    }
}

/// Compares two frames row by row.
public enum FrameComparison {
    /// The rows in which `a` and `b` differ.
    public static func changedRows(_ a: CellBuffer, _ b: CellBuffer) -> [Int] {
        guard a.size == b.size else { return Array(0..<max(a.height, b.height)) }
        var rows: [Int] = []
        for y in 0..<a.height {
            let rowA = a.row(y)
            let rowB = b.row(y)
            for x in 0..<a.width where rowA[x] != rowB[x] {
                rows.append(y)
                break
            }
        }
        return rows
    }

    /// A copy of `buffer`.
    public static func copy(_ buffer: CellBuffer) -> CellBuffer {
        let copy = CellBuffer(size: buffer.size)
        copy.copy(from: buffer)
        return copy
    }
}
