import Logging
import NavigationDemo
import SystemLibc
import TerminalUI

/// Runs `export-cast`: checks the transcript whole (a first pass that holds nothing), then plays
/// it headless on a `CastScreen` over a manual clock, feeding its events as they are read and
/// writing each frame as it is drawn, so memory stays flat however long the session was.
@MainActor
enum CastExport {
    static func run(_ command: ExportCastCommand) throws(CommandFailure) {
        let source = "export-cast \(command.transcript)"
        let settings: SessionFiles.Settings
        do {
            settings = try checkedSettings(of: command.transcript, source: source)
        } catch {
            throw .usage(error.description)
        }
        let assets = try Launcher.loadAssets(path: command.data.assets)
        if let url = settings.open, let problem = OpenURLCheck.problem(with: url, assets: assets) {
            throw .usage("\(source): set open: \(problem)")
        }
        let file: OutputFile
        do {
            file = try OutputFile(path: command.output, mode: .replace)
        } catch {
            throw .incomplete("export-cast: cannot write \(error)")
        }
        let environment = getenv("NO_COLOR").map { ["NO_COLOR": String(cString: $0)] } ?? [:]
        let colorless = command.color.noColor || ColorMode.colorIsDisabled(environment: environment)
        let title = command.title ?? "navigation-demo: \(baseName(command.transcript))"
        let outcome = play(
            transcript: command.transcript, settings: settings, assets: assets,
            colorMode: colorless ? .monochrome : .colors256, title: title, file: file)
        switch outcome {
        case .failure(.transcript(let error)):
            file.abandon()
            throw .usage("\(source): \(error)")
        case .failure(.output(let error)):
            file.abandon()
            throw .incomplete("export-cast: cannot write \(error)")
        case .success(let summary):
            do {
                try file.close()
            } catch {
                throw .incomplete("export-cast: cannot write \(error)")
            }
            try FileHandleStream.standardOutput.writeAll(TerminalSafeText.escaped("\(command.output): \(summary)\n"))
        }
    }

    enum Failure: Error {
        case transcript(SessionTranscriptError)
        case output(OutputFileError)
    }

    /// The first pass: every line checked, the settings read (each one checked on its line).
    private static func checkedSettings(of path: String, source: String) throws(SessionFiles.Problem)
        -> SessionFiles.Settings
    {
        var settings: [SessionTranscript.Setting] = []
        do {
            let reader = try TranscriptFileReader(path: path)
            while let (item, line) = try reader.next() {
                guard case .setting(let setting) = item else { continue }
                _ = try SessionFiles.settings(
                    of: SessionTranscript(settings: [setting]), path: path, source: "\(source): line \(line)")
                settings.append(setting)
            }
        } catch let error as SessionTranscriptError {
            throw SessionFiles.Problem(description: "\(source): \(error)")
        } catch let error as SessionFiles.Problem {
            throw error
        } catch {
            throw SessionFiles.Problem(description: "\(source): \(error)")
        }
        return try SessionFiles.settings(of: SessionTranscript(settings: settings), path: path, source: source)
    }

    /// The second pass: the session played and filmed. Returns a one-line summary.
    private static func play(
        transcript path: String, settings: SessionFiles.Settings, assets: DemoAssets, colorMode: ColorMode,
        title: String, file: OutputFile
    ) -> Result<String, Failure> {
        var logger = Logger(label: "navigation-demo") { StreamLogHandler.standardError(label: $0) }
        logger.logLevel = .warning
        let plugins = DemoMarshroutePlugins(logger: logger)
        defer { plugins.uninstall() }
        let size = settings.size ?? Size(width: 80, height: 24)
        let clock = ManualClock()
        let screen = CastScreen(
            size: size, theme: .standard, colorMode: colorMode, supportsUnicode: !settings.ascii, clock: clock)
        var writeError: OutputFileError?
        var frames = 0
        func write(_ line: String) {
            guard writeError == nil else { return }
            do { try file.write(line) } catch { writeError = error }
        }
        write(AsciicastWriter.header(size: size, title: title))
        screen.onOutput = { event in
            switch event {
            case .output(let time, let bytes):
                frames += 1
                write(AsciicastWriter.output(at: time, bytes))
            case .resize(let time, let size):
                write(AsciicastWriter.resize(at: time, to: size))
            case .end(let time, let bytes):
                write(AsciicastWriter.output(at: time, bytes))
            }
        }
        let shell = DemoShell(
            screen: screen, clock: ScaledClock(base: clock), glyphs: settings.ascii ? .ascii : .unicode,
            animationsEnabled: settings.animations, idiom: settings.idiom, assets: assets, logger: logger,
            appKeyCommands: true)
        defer { shell.close() }
        if let url = settings.open { shell.demo.open(url, in: shell.window) }
        let application = shell.application
        let stepper = FrameStepper(application: application, clock: clock)
        application.drawFrame()
        do {
            let reader = try TranscriptFileReader(path: path)
            while let (item, _) = try reader.next() {
                guard case .event(let event) = item else { continue }
                if application.hasQuit || writeError != nil { break }
                if event.delay > .zero { stepper.advance(by: event.delay) }
                if case .resize(let size) = event.key {
                    stepper.perform(.resize(size)) { screen.resize(to: $0) }
                } else {
                    stepper.press(event.key)
                }
            }
        } catch {
            return .failure(.transcript(error))
        }
        stepper.finishScript()
        screen.finish()
        if let writeError { return .failure(.output(writeError)) }
        let seconds = Int(screen.elapsed.components.seconds)
        let length = "\(seconds / 60):\(seconds % 60 < 10 ? "0" : "")\(seconds % 60)"
        return .success("\(frames) frames over \(length) at \(size)")
    }

    private static func baseName(_ path: String) -> String {
        path.split(separator: "/").last.map(String.init) ?? path
    }
}
