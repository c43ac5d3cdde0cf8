/// Writes an app's input as a `SessionTranscript` while it runs (`--record FILE`): the header
/// and settings at once, then one line per event as it happens, so a session that crashes
/// still leaves the transcript up to its last key. It listens through the application's
/// `inputObserver` and passes every event on to the observer that was there before.
///
/// The key that quits ends the recording but is no part of the session: a replay would quit
/// where the keyboard should take over. The recorder cannot know a key quits before the app
/// acts on it, so it writes it like any other and tells where the transcript ended before it
/// (`lengthBeforeLastEvent`), for the writer to cut it off once the app has quit.
@MainActor
public final class SessionRecorder {
    private let clock: any TimeSource
    private let write: (String) -> Void
    private var last: Instant
    /// How many events were written.
    public private(set) var eventCount = 0
    /// How many bytes were written.
    public private(set) var length = 0
    /// The length of the transcript before the last event's line (nil before the first event).
    public private(set) var lengthBeforeLastEvent: Int?

    /// `clock` should be real time (a `ScaledClock`'s base): see `SessionTranscript`. Times
    /// count from now, so make the recorder just before the app's first frame.
    public init(
        application: Application, clock: any TimeSource, settings: [SessionTranscript.Setting],
        write: @escaping (String) -> Void
    ) {
        self.clock = clock
        self.write = write
        last = clock.now
        let lines = [SessionTranscript.header] + settings.map(\.line)
        emit(lines.joined(separator: "\n") + "\n")
        let previous = application.inputObserver
        application.inputObserver = { [weak self] key in
            previous?(key)
            self?.record(key)
        }
    }

    private func record(_ key: Key) {
        let now = clock.now
        lengthBeforeLastEvent = length
        emit(SessionTranscript.line(for: .init(delay: now - last, key: key)) + "\n")
        last = now
        eventCount += 1
    }

    private func emit(_ text: String) {
        write(text)
        length += text.utf8.count
    }
}
