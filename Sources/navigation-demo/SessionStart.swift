import NavigationDemo
import TerminalUI

#if canImport(Glibc)
    import Glibc
#endif

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
    let recording: FileHandleStream?
    /// Kept for the run (the application holds it weakly through its input observer).
    var recorder: SessionRecorder?

    init(command: NavigationDemoCommand) throws(SessionFiles.Problem) {
        if let path = command.transcript.replay {
            let transcript = try SessionFiles.load(path)
            let settings = try SessionFiles.settings(of: transcript, path: path)
            self.transcript = transcript
            replayed = settings
            animations = settings.animations
            ascii = settings.ascii
            open = settings.open
            lesson = settings.lesson
        } else {
            transcript = nil
            replayed = nil
            animations = !command.display.noAnimation
            ascii = command.display.ascii
            open = command.open
            lesson = command.lesson
        }
        recording = try command.transcript.record.map(SessionFiles.openForRecording)
    }

    /// Closes the transcript being recorded.
    func finish() {
        recorder = nil
        if let recording { close(recording.descriptor) }
    }
}
