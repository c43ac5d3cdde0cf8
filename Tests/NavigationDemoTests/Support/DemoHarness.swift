import Foundation
import Logging
import Marshroute
import NavigationDemo
import Routes

@testable import TerminalUI

/// The demo on a headless screen and a manual clock, driven by key tokens as
/// `navigation-demo --headless` is, with access to Marshroute's history.
@MainActor
final class DemoHarness {
    let clock = ManualClock()
    let screen: HeadlessScreen
    let window: Window
    let application: Application
    /// Moves the clock and turns the loop, as `--headless` does.
    let stepper: FrameStepper
    /// The shell keeps the demo it has now (a layout switch builds another).
    let shell: DemoShell
    var demo: NavigationDemoApp { shell.demo }
    /// The demo's Marshroute plugins, installed while the harness lives (`deinit`).
    let plugins: DemoMarshroutePlugins
    private var probes: [WeakController] = []

    private struct WeakController {
        weak var controller: ViewController?
        let name: String
    }

    static let assets: DemoAssets = {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("demo-assets")
        return try! DemoAssetsLoader.load(from: root.path)
    }()

    /// `appKeys`: the app-wide keys of the command line (`?`, `H`, `g`, the clock) as well.
    init(idiom: DemoIdiom, size: Size? = nil, animations: Bool = false, appKeys: Bool = false) {
        let size = size ?? (idiom == .split ? Size(width: 140, height: 36) : Size(width: 100, height: 30))
        screen = HeadlessScreen(size: size)
        plugins = DemoMarshroutePlugins(logger: Logger(label: "demo-tests", factory: { _ in SwiftLogNoOpLogHandler() }))
        // Without app-wide keys unless asked: most tests drive the screens alone.
        shell = DemoShell(
            screen: screen, clock: clock, animationsEnabled: animations, idiom: idiom,
            assets: DemoHarness.assets, appKeyCommands: appKeys)
        window = shell.window
        application = shell.application
        stepper = FrameStepper(application: application, clock: clock)
        track()
    }

    /// Dropping a harness ends its run as the command line does (`DemoShell.close()`) and puts
    /// the previous Marshroute plugins back. Tests make and drop harnesses in their own bodies,
    /// on the main actor (never as a suite's property: a suite is released elsewhere), so a
    /// plain deinit states where it runs; an `isolated deinit` would not do, as Swift 6.2's
    /// runtimes can abort in one.
    deinit {
        MainActor.assumeIsolated {
            shell.close()
            plugins.uninstall()
        }
    }

    /// Feeds key tokens (`wait:` advances the clock), noting every screen shown on the way.
    func run(_ script: String) {
        let steps = try! KeyScript.parse(script)
        for step in steps {
            stepper.perform(step) { screen.resize(to: $0) }
            track()
        }
        stepper.settle()
        track()
    }

    /// The screen as text lines (after drawing a frame).
    var lines: [String] {
        window.finishAnimations()
        application.drawFrame()
        return screen.textLines
    }

    var text: String { lines.joined(separator: "\n") }

    /// Marshroute's history, one line per handler.
    var history: [String] { demo.historyLines().map { $0.trimmingCharacters(in: .whitespaces) } }

    /// The first line of history: the first tab's stack (compact) or the master's (split).
    var firstStack: String { history.first ?? "" }

    var assertions: [String] { plugins.assertions.failures }

    // MARK: Weak probes

    private func track() {
        for controller in window.visibleViewControllers where !probes.contains(where: { $0.controller === controller })
        {
            probes.append(WeakController(controller: controller, name: controller.debugName))
        }
    }

    /// Screens seen during the run that are still alive though no container holds them.
    func leakedControllers() -> [String] {
        let reachable = Set(window.heldViewControllers.map(ObjectIdentifier.init))
        return probes.compactMap { probe in
            guard let controller = probe.controller, !reachable.contains(ObjectIdentifier(controller)) else {
                return nil
            }
            return probe.name
        }
    }
}

extension DemoHarness {
    /// Runs `url` through the demo's routes, lets every transition finish, and returns why it
    /// failed (nil when it did not fail, or has not yet: a guard's screen may be waiting).
    @discardableResult
    func open(_ url: String) -> RouteError? {
        var failure: RouteError?
        demo.routing.open(url) { failure = $0 }
        run("")
        return failure
    }
}

extension DemoHarness {
    /// The frames drawn while nothing changes: after one frame for what is still to be drawn
    /// (frames are paced), 1,000 frame intervals ticked one by one, then an hour at once.
    func framesDrawnWhileIdle() -> Int {
        stepper.advance(by: .seconds(1))
        let start = application.framesDrawn
        for _ in 0..<1_000 {
            clock.advance(by: application.frameInterval)
            stepper.turn()
        }
        stepper.advance(by: .seconds(3_600))
        return application.framesDrawn - start
    }
}
