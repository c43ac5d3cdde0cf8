import Foundation
import Logging
import NavigationDemo
import TerminalUI
import TestSupport

/// One token of a key script: the text `--keys` takes, and the step it parses to.
struct FuzzToken: Hashable, Sendable, CustomStringConvertible {
    let text: String
    /// One step, except for `type:<text>` (one key per character).
    let steps: [ScriptStep]
    var step: ScriptStep { steps[0] }

    init(parsing text: String) throws(KeyScriptError) {
        self.text = text
        steps = try KeyScript.parse(text)
        guard !steps.isEmpty, !text.contains(" ") else {
            throw KeyScriptError(token: text, reason: "a fuzz token is one key-script token")
        }
    }

    init(_ text: String) {
        // The fuzzer only makes tokens the command line accepts; a bad one is a bug here.
        self = try! FuzzToken(parsing: text)
    }

    var description: String { text }
}

/// How a session starts: what `navigation-demo --headless` takes as flags.
struct FuzzConfiguration: Hashable, Sendable, CustomStringConvertible {
    var idiom: DemoIdiom
    var size: Size
    var animations: Bool
    var ascii: Bool

    var description: String {
        "\(idiom.rawValue) \(size)\(animations ? "" : " no-animation")\(ascii ? " ascii" : "")"
    }

    /// The arguments that run the same session in the real binary and print its screen.
    func arguments(keys: [FuzzToken]) -> [String] {
        var arguments = ["--headless", "--idiom", idiom.rawValue, "--size", "\(size)"]
        if !animations { arguments.append("--no-animation") }
        if ascii { arguments.append("--ascii") }
        return arguments + ["--keys", keys.map(\.text).joined(separator: " "), "--dump"]
    }

    /// The same, as one shell command line.
    func commandLine(keys: [FuzzToken]) -> String {
        (["navigation-demo"] + arguments(keys: keys).map { $0.contains(" ") || $0.isEmpty ? "\"\($0)\"" : $0 }).joined(
            separator: " ")
    }
}

// In an extension, so that the struct keeps its memberwise initializer.
extension FuzzConfiguration {
    /// Parses what `description` prints (for `FUZZ_REPLAY`).
    init?(parsing text: String) {
        let words = text.split(separator: " ").map(String.init)
        guard words.count >= 2, let idiom = DemoIdiom(rawValue: words[0]), let size = Size(parsing: words[1]) else {
            return nil
        }
        self.init(idiom: idiom, size: size, animations: !words.contains("no-animation"), ascii: words.contains("ascii"))
    }
}

/// The demo as `navigation-demo --headless` builds (`DemoShell`, with the app-wide keys) and
/// drives it (the steps of `FrameStepper.run(script:)`), so that a key sequence that fails here
/// fails the same way on the command line.
@MainActor
final class FuzzSession {
    /// Real time for the app; its own clock is a `ScaledClock` over this one.
    let clock = ManualClock()
    let screen: HeadlessScreen
    let window: Window
    let application: Application
    /// Moves `clock` and turns the loop, as the binary's headless run does.
    let stepper: FrameStepper
    /// The shell keeps the demo it has now (a layout switch builds another).
    let shell: DemoShell
    var demo: NavigationDemoApp { shell.demo }
    /// The demo's Marshroute plugins, installed while the session lives.
    let plugins: DemoMarshroutePlugins

    /// Every controller that was on screen during the session, held weakly, keyed by identity
    /// (a dead probe's slot is reused when its address is).
    private var probes: [ObjectIdentifier: WeakController] = [:]

    struct WeakController {
        weak var controller: ViewController?
        let name: String
    }

    static let assets: DemoAssets = {
        try! DemoAssetsLoader.load(from: PackagePaths.root.appendingPathComponent("demo-assets").path)
    }()

    init(_ configuration: FuzzConfiguration, assets: DemoAssets = FuzzSession.assets) {
        screen = HeadlessScreen(size: configuration.size, colorMode: .colors256, supportsUnicode: !configuration.ascii)
        // Logs would cost time and say nothing the invariants do not.
        plugins = DemoMarshroutePlugins(logger: Logger(label: "fuzz", factory: { _ in SwiftLogNoOpLogHandler() }))
        // The binary's headless clock: a scaled one over a manual one (the speed keys work).
        shell = DemoShell(
            screen: screen, clock: ScaledClock(base: clock), glyphs: configuration.ascii ? .ascii : .unicode,
            animationsEnabled: configuration.animations, idiom: configuration.idiom, assets: assets,
            logger: Logger(label: "fuzz", factory: { _ in SwiftLogNoOpLogHandler() }), appKeyCommands: true)
        // The screenshot key (`S`, typed by `type:ADVERTS/16`) writes as in the binary, which a
        // printed command line runs; each session starts with an empty folder, as a binary run
        // in a fresh one does.
        Self.removeScreenshots()
        shell.screenshots = ScreenshotSettings(directory: Self.screenshotDirectory)
        window = shell.window
        application = shell.application
        stepper = FrameStepper(application: application, clock: clock)
        // `run(script:)` draws the first frame before the first step.
        application.drawFrame()
        track()
    }

    /// Where this process's sessions put their screenshots: a folder of its own.
    static let screenshotDirectory: String = {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
            "navigation-demo-fuzz-\(ProcessInfo.processInfo.processIdentifier)")
        try? FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        return directory.path
    }()

    /// Empties `screenshotDirectory`.
    static func removeScreenshots() {
        let fileManager = FileManager.default
        for name in (try? fileManager.contentsOfDirectory(atPath: screenshotDirectory)) ?? [] {
            try? fileManager.removeItem(atPath: screenshotDirectory + "/" + name)
        }
    }

    var hasQuit: Bool { application.hasQuit }

    /// Runs one step as `FrameStepper.run(script:)` does.
    func apply(_ token: FuzzToken) {
        for step in token.steps {
            stepper.perform(step) { screen.resize(to: $0) }
        }
        if deliberateLeakIsOn { deliberateLeakRan = true }
        track()
    }

    /// Whether the retain-cycle lesson runs (`e`, then Enter on it: typed letters reach the
    /// app as keys too): its Shelves screens then leak on purpose, which is no bug of the app.
    var deliberateLeakIsOn: Bool { shell.lessons.session?.lesson.setup == .deliberateLeak }
    /// Whether it ran at any time in this session: Marshroute's retain-cycle assertions about
    /// the screens it held are then the lesson's.
    private(set) var deliberateLeakRan = false

    /// Marshroute's assertions that are not the lesson's deliberate leak.
    var unexpectedAssertions: [String] {
        plugins.assertions.failures.filter { failure in
            !(deliberateLeakRan && failure.contains("ShelfViewController")
                && failure.contains("did not deallocate due to some retain cycle"))
        }
    }

    /// What `run(script:)` does after the last step: animations end, a frame is drawn.
    func finish() {
        stepper.finishScript()
    }

    /// What the command line does as a run ends (`DemoShell.close()`), and the previous
    /// Marshroute plugins back.
    func close() {
        shell.close()
        plugins.uninstall()
    }

    // MARK: Weak probes

    private func track() {
        for controller in window.visibleViewControllers {
            let id = ObjectIdentifier(controller)
            if probes[id]?.controller !== controller {
                probes[id] = WeakController(controller: controller, name: controller.debugName)
            }
        }
    }

    /// Controllers seen during the session that are alive now.
    var liveControllers: [WeakController] { probes.values.filter { $0.controller != nil } }

    /// Controllers seen during the session that are alive although nothing on screen holds
    /// them: no container, no presentation, no peek preview.
    func unreachableLiveControllers() -> [String] {
        let reachable = Set(window.heldViewControllers.map(ObjectIdentifier.init))
        return probes.values.compactMap { probe in
            guard let controller = probe.controller, !reachable.contains(ObjectIdentifier(controller)) else {
                return nil
            }
            return probe.name
        }.sorted()
    }

    /// Forgets dead probes (a long session would otherwise keep a slot for every screen).
    func pruneProbes() {
        probes = probes.filter { $0.value.controller != nil }
    }
}
