import NavigationDemo
import SystemLibc
import TerminalUI

/// How this run starts, from the command line or, with `--replay`, from the transcript: the
/// layout, animations, glyphs, start URL and lesson, the input to replay, and where to record.
/// Made before the terminal is touched, so a bad file is a clear error and exit status 2.
@MainActor
final class SessionStart {
    let transcript: SessionTranscript?
    /// The transcript's settings (`--replay`).
    let replayed: SessionFiles.Settings?
    let animations: Bool
    let ascii: Bool
    let open: String?
    /// The lesson running from the start (`--lesson ID`).
    let lesson: String?
    /// `--record`: where the transcript goes, open for the whole run.
    let recording: RecordingFile?
    /// Kept for the run (the application holds it weakly through its input observer).
    var recorder: SessionRecorder?

    init(options: DemoOptions) throws(SessionFiles.Problem) {
        if let path = options.transcript.replay {
            let transcript = try SessionFiles.load(path)
            let settings = try SessionFiles.settings(of: transcript, path: path)
            if let conflict = Self.conflict(of: options, with: settings) {
                throw SessionFiles.Problem(
                    description: "--replay \(path): \(conflict); leave the option out (the transcript says how "
                        + "its session started)")
            }
            self.transcript = transcript
            replayed = settings
            animations = settings.animations
            ascii = settings.ascii
            open = settings.open
            lesson = settings.lesson
        } else {
            transcript = nil
            replayed = nil
            animations = !options.display.noAnimation
            ascii = options.display.ascii
            open = options.start.open
            lesson = options.start.lesson
        }
        recording = try options.transcript.record.map { path throws(SessionFiles.Problem) in
            try RecordingFile(path: path)
        }
    }

    /// An option that says otherwise than the transcript's settings, in words.
    static func conflict(of options: DemoOptions, with settings: SessionFiles.Settings) -> String? {
        if options.app.idiom != .auto, options.app.idiom.rawValue != settings.idiom.rawValue {
            return
                "--idiom \(options.app.idiom.rawValue): the transcript was recorded in the \(settings.idiom.rawValue) layout"
        }
        if let size = options.headless.size?.size, let recorded = settings.size, size != recorded {
            return "--size \(size): the transcript was recorded at \(recorded)"
        }
        if options.display.noAnimation && settings.animations {
            return "--no-animation: the transcript was recorded with animations"
        }
        if options.display.ascii && !settings.ascii {
            return "--ascii: the transcript was recorded with Unicode glyphs"
        }
        return nil
    }

    /// Closes the transcript being recorded. When the app quit (`q`, Ctrl-C), the key that did
    /// is cut off the end: it ended the recording and is no part of the session, so a replay
    /// ends where the keyboard takes over.
    /// Returns what could not be written, if anything.
    func finish(quit: Bool) -> String? {
        if quit, let recording, let length = recorder?.lengthBeforeLastEvent {
            recording.truncate(toLength: length)
        }
        recorder = nil
        return recording?.finish()
    }
}
