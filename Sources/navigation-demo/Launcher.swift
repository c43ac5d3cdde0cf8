import CursesScreen
import Logging
import NavigationDemo
import SystemLibc
import TerminalUI

/// Runs the demo as the options say; what goes wrong is a `CommandFailure`.
@MainActor
struct Launcher {
    let options: DemoOptions
    let logger: Logger
    /// The log file (`--log-file`, or the default place's): the curses session sends stderr
    /// there too, so that the log is the one place to look.
    let log: LogFile?

    func run() throws(CommandFailure) {
        // Data problems are reported before the terminal is touched.
        let assets = try Self.loadAssets(path: options.app.assets)
        // Process-wide settings are made here, at the top, and nowhere in the app: Marshroute's
        // plugins (messages and assertions to the log) and TerminalUI's warnings, for the whole run.
        let plugins = DemoMarshroutePlugins(logger: logger)
        logger.info(
            "navigation-demo \(NavigationDemoCommand.version) starting",
            metadata: [
                "mode": "\(options.headless.headless ? "headless" : "terminal")",
                "idiom": "\(options.app.idiom.rawValue)",
            ])
        TerminalUILog.sink = { [logger] message in logger.warning("\(message)") }
        defer { plugins.uninstall() }
        let start: SessionStart
        do {
            start = try SessionStart(options: options)
        } catch {
            throw .usage(error.description)
        }
        var quit = false
        let outcome = Result { () throws(CommandFailure) in try run(start: start, assets: assets, quit: &quit) }
        // What the run wrote for the user and could not: said once, here, and the status says so.
        let unwritten = start.finish(quit: quit).map { CommandFailure.incomplete($0) }
        switch outcome {
        case .success: if let unwritten { throw unwritten }
        case .failure(let failure): throw failure.adding(unwritten)
        }
    }

    private func run(start: SessionStart, assets: DemoAssets, quit: inout Bool) throws(CommandFailure) {
        if let url = start.open, let problem = OpenURLCheck.problem(with: url, assets: assets) {
            let flag = options.transcript.replay == nil ? "--open" : "--replay: set open"
            throw .usage("\(flag): \(problem)")
        }
        if let id = start.lesson, !assets.lessons.contains(where: { $0.id == id }) {
            let flag = options.transcript.replay == nil ? "--lesson" : "--replay: set lesson"
            throw .usage("\(flag): \(LessonText.unknown(id, in: assets.lessons))")
        }
        let colorDisabled = options.display.noColor || ColorMode.colorIsDisabled(environment: environment())
        // `--until N`: where the transcript made entry N, found before the terminal is touched.
        let stop: ReplayStop?
        do {
            stop = try options.transcript.until.map { entry throws(SessionFiles.Problem) in
                try ReplayStop.find(entry: entry, start: start, assets: assets)
            }
        } catch {
            throw .usage(error.description)
        }
        if options.headless.headless {
            try runHeadless(start: start, stop: stop, assets: assets, colorDisabled: colorDisabled, quit: &quit)
            return
        }
        guard isatty(0) == 1, isatty(1) == 1 else {
            throw .usage(
                "no terminal: standard input and output must both be a terminal. "
                    + "Use --headless (with --keys and --dump) to run without one.")
        }
        try runInteractive(start: start, stop: stop, assets: assets, colorDisabled: colorDisabled, quit: &quit)
    }

    /// The demo's data from `--assets DIR`, else from beside the program or the current folder;
    /// a problem is a usage failure naming the file.
    static func loadAssets(path: String?) throws(CommandFailure) -> DemoAssets {
        guard let directory = path ?? DemoAssetsLoader.defaultDirectory() else {
            throw .usage(
                "\(AssetError(file: "demo-assets", problem: "not found next to the program or in the current folder; pass it with --assets DIR"))"
            )
        }
        do {
            return try DemoAssetsLoader.load(from: directory)
        } catch {
            throw .usage("\(error)")
        }
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
        return switch options.app.idiom {
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
                "layout": "\(idiom.rawValue)", "idiom": "\(options.app.idiom.rawValue)", "size": "\(screen.size)",
                "animations": "\(start.animations ? "on" : "off")",
                "glyphs": "\(glyphs == .ascii ? "ascii" : "unicode")",
                "color": "\(colorDisabled ? "off" : "on")", "open": "\(start.open ?? "none")",
                "lesson": "\(start.lesson ?? "none")", "record": "\(options.transcript.record ?? "none")",
                "replay": "\(options.transcript.replay ?? "none")",
                "assets": "\(options.app.assets ?? "default")", "log-level": "\(logger.logLevel)",
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
    ) throws(CommandFailure) {
        let size = options.headless.size?.size ?? start.replayed?.size ?? Size(width: 80, height: 24)
        let screen: HeadlessScreen
        var unsaved: CommandFailure?
        if let stop {
            // The session replayed up to just after the entry, as `R` shows it.
            screen = stop.replayed.screen
            stop.replayed.shell.stepper?.finishScript()
        } else {
            screen = HeadlessScreen(
                size: size, colorMode: colorDisabled ? .monochrome : .colors256, supportsUnicode: !start.ascii)
            let clock = ManualClock()
            let shell = makeShell(
                screen: screen, clock: ScaledClock(base: clock), glyphs: start.ascii ? .ascii : .unicode,
                assets: assets, start: start, colorDisabled: colorDisabled)
            defer { shell.close() }
            scheduleDeliberateCrash(on: shell.application.loop)
            shell.start(opening: start.open, lesson: start.lesson)
            let script = start.transcript?.script ?? options.headless.script
            FrameStepper(application: shell.application, clock: clock).run(
                script: script, resize: { screen.resize(to: $0) })
            quit = shell.application.hasQuit
            unsaved = Self.unsavedScreenshots(of: shell)
        }
        if let path = options.headless.screenshot {
            try HeadlessScreenshot.write(screen, to: path, ascii: start.ascii)
        }
        if options.headless.dump {
            do {
                try FileHandleStream.standardOutput.writeAll(screen.textLines.joined(separator: "\n") + "\n")
            } catch {
                throw unsaved.map { $0.adding(error) } ?? error
            }
        }
        if let unsaved { throw unsaved }
    }

    /// Screenshots the `S` key could not save (each said so on the key-hint line when it
    /// happened): one line for all of them, and status 1.
    private static func unsavedScreenshots(of shell: DemoShell) -> CommandFailure? {
        guard let first = shell.firstUnsavedScreenshot else { return nil }
        let count = shell.unsavedScreenshotCount
        return .incomplete("\(count) screenshot\(count == 1 ? "" : "s") not saved (\(first))")
    }

    /// `--debug-crash-after MS`: a timer that traps. The first frame is drawn before any timer
    /// can fire, so the crash always comes from a running app with curses active.
    private func scheduleDeliberateCrash(on loop: EventLoop) {
        guard let milliseconds = options.debugCrashAfter else { return }
        loop.schedule(after: .milliseconds(milliseconds)) {
            fatalError("deliberate crash requested by --debug-crash-after \(milliseconds)")
        }
    }

    private func runInteractive(
        start: SessionStart, stop: ReplayStop?, assets: DemoAssets, colorDisabled: Bool, quit: inout Bool
    ) throws(CommandFailure) {
        var screenOptions = CursesScreenOptions()
        // Without a log file stderr would go to CursesScreen's own file; the log is the one place.
        screenOptions.logFilePath = log?.path
        screenOptions.colorEnabled = !colorDisabled
        screenOptions.forceASCII = start.ascii
        // A stop signal ends the run, not the process: the recording is finished and the log
        // kept or removed first; the status then says which signal it was.
        screenOptions.endsProcessOnSignal = false
        let screen: CursesScreen
        do {
            screen = try CursesScreen(options: screenOptions)
        } catch {
            throw .usage("cannot start the terminal: \(error)")
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
            // Where the log is, if it is kept, is said after this (`LoggingSettings.finish`).
            let why = stop.signal.map { "by signal \($0)" } ?? "because the terminal went away"
            throw CommandFailure("stopped \(why).", status: stop.signal.map(ExitStatus.signal) ?? ExitStatus.incomplete)
        }
        if let unsaved = Self.unsavedScreenshots(of: shell) { throw unsaved }
    }
}
