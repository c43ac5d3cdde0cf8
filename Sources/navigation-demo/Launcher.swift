import CursesScreen
import Logging
import NavigationDemo
import TerminalUI

#if canImport(Glibc)
    import Glibc
#endif

/// Runs what the command line asked for and returns the exit status.
@MainActor
struct Launcher {
    let command: NavigationDemoCommand
    let logger: Logger
    /// `--log-file`: the curses session sends stderr there too, instead of a log of its own.
    let logFilePath: String?

    func run() -> Int32 {
        // Data problems are reported before the terminal is touched.
        let assets: DemoAssets
        do {
            assets = try loadAssets()
        } catch {
            FileHandleStream.standardError.write(TerminalSafeText.escaped("navigation-demo: \(error)\n"))
            return 2
        }
        // Process-wide settings are made here, at the top, and nowhere in the app: Marshroute's
        // plugins (messages and assertions to the log) and TerminalUI's warnings, for the whole run.
        let plugins = DemoMarshroutePlugins(logger: logger)
        logger.info(
            "navigation-demo \(NavigationDemoCommand.version) starting",
            metadata: [
                "mode": "\(command.headless.headless ? "headless" : "terminal")",
                "idiom": "\(command.app.idiom.rawValue)",
            ])
        TerminalUILog.sink = { [logger] message in logger.warning("\(message)") }
        defer { plugins.uninstall() }
        let start: SessionStart
        do {
            start = try SessionStart(command: command)
        } catch {
            FileHandleStream.standardError.write(TerminalSafeText.escaped("navigation-demo: \(error)\n"))
            return 2
        }
        defer { start.finish() }
        if let url = start.open, let problem = OpenURLCheck.problem(with: url, assets: assets) {
            let flag = command.transcript.replay == nil ? "--open" : "--replay: set open"
            FileHandleStream.standardError.write(TerminalSafeText.escaped("navigation-demo: \(flag): \(problem)\n"))
            return 2
        }
        if let id = start.lesson, !assets.lessons.contains(where: { $0.id == id }) {
            let flag = command.transcript.replay == nil ? "--lesson" : "--replay: set lesson"
            FileHandleStream.standardError.write(
                TerminalSafeText.escaped("navigation-demo: \(flag): \(LessonText.unknown(id, in: assets.lessons))\n"))
            return 2
        }
        let colorDisabled = command.display.noColor || ColorMode.colorIsDisabled(environment: environment())
        if command.headless.headless {
            return runHeadless(start: start, assets: assets, colorDisabled: colorDisabled)
        }
        guard isatty(0) == 1, isatty(1) == 1 else {
            FileHandleStream.standardError.write(
                "navigation-demo: no terminal: standard input and output must both be a terminal. "
                    + "Use --headless (with --keys and --dump) to run without one.\n")
            return 2
        }
        return runInteractive(start: start, assets: assets, colorDisabled: colorDisabled)
    }

    private func loadAssets() throws(AssetError) -> DemoAssets {
        try Self.loadAssets(path: command.app.assets)
    }

    /// The demo's data from `--assets DIR`, else from beside the program or the current folder.
    static func loadAssets(path: String?) throws(AssetError) -> DemoAssets {
        guard let directory = path ?? DemoAssetsLoader.defaultDirectory() else {
            throw AssetError(
                file: "demo-assets",
                problem: "not found next to the program or in the current folder; pass it with --assets DIR")
        }
        return try DemoAssetsLoader.load(from: directory)
    }

    private func environment() -> [String: String] {
        var result: [String: String] = [:]
        for name in ["NO_COLOR", "TERM"] {
            if let value = getenv(name) { result[name] = String(cString: value) }
        }
        return result
    }

    private func idiom(forWidth width: Int, start: SessionStart) -> DemoIdiom {
        if let idiom = start.replayed?.idiom { return idiom }
        return switch command.app.idiom {
        case .compact: .compact
        case .split: .split
        case .auto: DemoIdiom.automatic(forWidth: width)
        }
    }

    /// What every run shares, headless or not: the demo with the app-wide keys (`q` quits).
    /// `--record`: from here on, every input event goes to the transcript with its real time.
    private func makeShell(
        screen: any Screen, clock: ScaledClock, glyphs: GlyphSet, assets: DemoAssets, start: SessionStart,
        colorDisabled: Bool
    ) -> DemoShell {
        let idiom = idiom(forWidth: screen.size.width, start: start)
        // What a bug report needs to start the same session, in one line.
        logger.info(
            "settings",
            metadata: [
                "layout": "\(idiom.rawValue)", "idiom": "\(command.app.idiom.rawValue)", "size": "\(screen.size)",
                "animations": "\(start.animations ? "on" : "off")",
                "glyphs": "\(glyphs == .ascii ? "ascii" : "unicode")",
                "color": "\(colorDisabled ? "off" : "on")", "open": "\(start.open ?? "none")",
                "lesson": "\(start.lesson ?? "none")", "record": "\(command.transcript.record ?? "none")",
                "replay": "\(command.transcript.replay ?? "none")",
                "assets": "\(command.app.assets ?? "default")", "log-level": "\(logger.logLevel)",
            ])
        let shell = DemoShell(
            screen: screen, clock: clock, glyphs: glyphs, animationsEnabled: start.animations,
            idiom: idiom, assets: assets, logger: logger, appKeyCommands: true)
        shell.screenshots = ScreenshotSettings()
        if let output = start.recording {
            let settings = SessionFiles.Settings(
                idiom: idiom, size: screen.size, animations: start.animations, ascii: glyphs == .ascii,
                open: start.open, lesson: start.lesson)
            let recorder = SessionRecorder(
                application: shell.application, clock: clock.base, settings: settings.transcriptSettings
            ) { output.write($0) }
            start.recorder = recorder
        }
        return shell
    }

    private func runHeadless(start: SessionStart, assets: DemoAssets, colorDisabled: Bool) -> Int32 {
        let size = command.headless.size?.size ?? start.replayed?.size ?? Size(width: 80, height: 24)
        let screen = HeadlessScreen(
            size: size, colorMode: colorDisabled ? .monochrome : .colors256,
            supportsUnicode: !start.ascii)
        let shell = makeShell(
            screen: screen, clock: ScaledClock(base: ManualClock()), glyphs: start.ascii ? .ascii : .unicode,
            assets: assets, start: start, colorDisabled: colorDisabled)
        scheduleDeliberateCrash(on: shell.application.loop)
        if let url = start.open { shell.demo.open(url, in: shell.window) }
        // The lesson starts where the session starts (after --open's URL).
        if let lesson = start.lesson { shell.lessons.start(lesson) }
        let script = start.transcript?.script ?? command.headless.script
        shell.application.run(script: script, resize: { screen.resize(to: $0) })
        if let path = command.headless.screenshot, !HeadlessScreenshot.write(screen, to: path, ascii: start.ascii) {
            return 1
        }
        if command.headless.dump {
            FileHandleStream.standardOutput.write(screen.textLines.joined(separator: "\n") + "\n")
        }
        return 0
    }

    /// `--debug-crash-after MS`: a timer that traps. The first frame is drawn before any timer
    /// can fire, so the crash always comes from a running app with curses active.
    private func scheduleDeliberateCrash(on loop: EventLoop) {
        guard let milliseconds = command.debugCrashAfter else { return }
        loop.schedule(after: .milliseconds(milliseconds)) {
            fatalError("deliberate crash requested by --debug-crash-after \(milliseconds)")
        }
    }

    private func runInteractive(start: SessionStart, assets: DemoAssets, colorDisabled: Bool) -> Int32 {
        var options = CursesScreenOptions()
        options.logFilePath = logFilePath
        options.colorEnabled = !colorDisabled
        options.forceASCII = start.ascii
        let screen: CursesScreen
        do {
            screen = try CursesScreen(options: options)
        } catch {
            FileHandleStream.standardError.write(
                TerminalSafeText.escaped("navigation-demo: cannot start the terminal: \(error)\n"))
            return 2
        }
        let clock = ScaledClock(base: MonotonicClock())
        // A replay feeds the transcript's events at their pace; the keyboard can stop it.
        let input: any Screen =
            start.transcript.map { ReplayingScreen(base: screen, transcript: $0, clock: clock.base) } ?? screen
        let shell = makeShell(
            screen: input, clock: clock, glyphs: start.ascii || !screen.supportsUnicode ? .ascii : .unicode,
            assets: assets, start: start, colorDisabled: screen.colorMode == .monochrome)
        shell.application.shouldStop = { screen.terminationSignal != nil }
        scheduleDeliberateCrash(on: shell.application.loop)
        if let url = start.open {
            // On the first turn of the loop, after the first frame: the user sees where it starts.
            shell.application.loop.schedule(after: .zero) { [weak demo = shell.demo, weak window = shell.window] in
                guard let demo, let window else { return }
                demo.open(url, in: window)
            }
        }
        if let lesson = start.lesson {
            // After --open's URL, on the same first turn of the loop.
            shell.application.loop.schedule(after: .zero) { [weak lessons = shell.lessons] in
                lessons?.start(lesson)
            }
        }
        shell.application.run()
        screen.end()
        if let signal = screen.terminationSignal {
            let log = screen.logFilePath.map { " Log: \($0)" } ?? ""
            FileHandleStream.standardError.write(
                TerminalSafeText.escaped("navigation-demo: stopped by signal \(signal).\(log)\n"))
            return 128 + signal
        }
        return 0
    }
}
