import CursesScreen
import Logging
import NavigationDemo
import SystemLibc
import TerminalUI

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
        var quit = false
        let status = run(start: start, assets: assets, quit: &quit)
        // What the run wrote for the user and could not: said once, here, and the status says so.
        if let problem = start.finish(quit: quit) {
            FileHandleStream.standardError.write(TerminalSafeText.escaped("navigation-demo: \(problem)\n"))
            return status == 0 ? 1 : status
        }
        return status
    }

    private func run(start: SessionStart, assets: DemoAssets, quit: inout Bool) -> Int32 {
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
        // `--until N`: where the transcript made entry N, found before the terminal is touched.
        let stop: ReplayStop?
        do {
            stop = try command.transcript.until.map { entry throws(SessionFiles.Problem) in
                try ReplayStop.find(entry: entry, start: start, assets: assets)
            }
        } catch {
            FileHandleStream.standardError.write(TerminalSafeText.escaped("navigation-demo: \(error)\n"))
            return 2
        }
        if command.headless.headless {
            return runHeadless(start: start, stop: stop, assets: assets, colorDisabled: colorDisabled, quit: &quit)
        }
        guard isatty(0) == 1, isatty(1) == 1 else {
            FileHandleStream.standardError.write(
                "navigation-demo: no terminal: standard input and output must both be a terminal. "
                    + "Use --headless (with --keys and --dump) to run without one.\n")
            return 2
        }
        return runInteractive(start: start, stop: stop, assets: assets, colorDisabled: colorDisabled, quit: &quit)
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

    private func runHeadless(
        start: SessionStart, stop: ReplayStop?, assets: DemoAssets, colorDisabled: Bool, quit: inout Bool
    ) -> Int32 {
        let size = command.headless.size?.size ?? start.replayed?.size ?? Size(width: 80, height: 24)
        let screen: HeadlessScreen
        var status: Int32 = 0
        if let stop {
            // The session replayed up to just after the entry, as `R` shows it.
            screen = stop.replayed.screen
            stop.replayed.shell.application.finishScript()
        } else {
            screen = HeadlessScreen(
                size: size, colorMode: colorDisabled ? .monochrome : .colors256, supportsUnicode: !start.ascii)
            let shell = makeShell(
                screen: screen, clock: ScaledClock(base: ManualClock()), glyphs: start.ascii ? .ascii : .unicode,
                assets: assets, start: start, colorDisabled: colorDisabled)
            defer { shell.close() }
            scheduleDeliberateCrash(on: shell.application.loop)
            shell.start(opening: start.open, lesson: start.lesson)
            let script = start.transcript?.script ?? command.headless.script
            shell.application.run(script: script, resize: { screen.resize(to: $0) })
            quit = shell.application.hasQuit
            status = Self.screenshotStatus(of: shell)
        }
        if let path = command.headless.screenshot, !HeadlessScreenshot.write(screen, to: path, ascii: start.ascii) {
            return 1
        }
        if command.headless.dump,
            !FileHandleStream.standardOutput.writeOrReport(screen.textLines.joined(separator: "\n") + "\n")
        {
            status = 1
        }
        return status
    }

    /// Screenshots the `S` key could not save (each said so on the key-hint line when it
    /// happened): one line for all of them, and status 1.
    private static func screenshotStatus(of shell: DemoShell) -> Int32 {
        guard let first = shell.firstUnsavedScreenshot else { return 0 }
        let count = shell.unsavedScreenshotCount
        FileHandleStream.standardError.write(
            TerminalSafeText.escaped(
                "navigation-demo: \(count) screenshot\(count == 1 ? "" : "s") not saved (\(first))\n"))
        return 1
    }

    /// `--debug-crash-after MS`: a timer that traps. The first frame is drawn before any timer
    /// can fire, so the crash always comes from a running app with curses active.
    private func scheduleDeliberateCrash(on loop: EventLoop) {
        guard let milliseconds = command.debugCrashAfter else { return }
        loop.schedule(after: .milliseconds(milliseconds)) {
            fatalError("deliberate crash requested by --debug-crash-after \(milliseconds)")
        }
    }

    private func runInteractive(
        start: SessionStart, stop: ReplayStop?, assets: DemoAssets, colorDisabled: Bool, quit: inout Bool
    ) -> Int32 {
        var options = CursesScreenOptions()
        options.logFilePath = logFilePath
        options.colorEnabled = !colorDisabled
        options.forceASCII = start.ascii
        // A stop signal ends the run, not the process: the recording is finished and the log
        // named below first; the status then says which signal it was.
        options.endsProcessOnSignal = false
        let screen: CursesScreen
        do {
            screen = try CursesScreen(options: options)
        } catch {
            FileHandleStream.standardError.write(
                TerminalSafeText.escaped("navigation-demo: cannot start the terminal: \(error)\n"))
            return 2
        }
        let clock = ScaledClock(base: MonotonicClock())
        // A replay feeds the transcript's events at their pace (up to `--until`'s entry); the
        // keyboard can stop it.
        let replaying = start.transcript.map { transcript in
            stop.map { ReplayingScreen(base: screen, transcript: $0.transcript, clock: clock.base, hold: $0.hold) }
                ?? ReplayingScreen(base: screen, transcript: transcript, clock: clock.base)
        }
        let shell = makeShell(
            screen: replaying ?? screen, clock: clock,
            glyphs: start.ascii || !screen.supportsUnicode ? .ascii : .unicode, assets: assets, start: start,
            colorDisabled: screen.colorMode == .monochrome)
        defer { shell.close() }
        scheduleDeliberateCrash(on: shell.application.loop)
        if let replaying {
            // The key-hint line says a replay runs, and how far it is, until the keyboard takes over.
            shell.showReplayProgress(played: 0, of: replaying.totalEvents)
            replaying.onProgress = { [weak shell, weak replaying] played, total in
                guard let shell, let replaying else { return }
                if replaying.isFinished {
                    shell.endReplayProgress()
                } else {
                    shell.showReplayProgress(played: played, of: total)
                }
            }
        }
        shell.start(opening: start.open, lesson: start.lesson)
        shell.application.run()
        quit = shell.application.hasQuit && screen.stopReason == nil
        screen.end()
        if let stop = screen.stopReason {
            let log = screen.logFilePath.map { " Log: \($0)" } ?? ""
            let why = stop.signal.map { "by signal \($0)" } ?? "because the terminal went away"
            FileHandleStream.standardError.write(TerminalSafeText.escaped("navigation-demo: stopped \(why).\(log)\n"))
            return stop.signal.map { 128 + $0 } ?? 1
        }
        return Self.screenshotStatus(of: shell)
    }
}
