/// Writes an app's input as a `SessionTranscript` while it runs (`--record FILE`): the header
/// and settings at once, then one line per event as it happens, so a session that crashes
/// still leaves the transcript up to its last key.
@MainActor
public final class SessionRecorder {
    private let clock: any Clock
    private let write: (String) -> Void
    private var last: Instant
    /// How many events were written.
    public private(set) var eventCount = 0

    /// `clock` should be real time (a `ScaledClock`'s base): see `SessionTranscript`. Times
    /// count from now, so make the recorder just before the app's first frame.
    public init(
        application: Application, clock: any Clock, settings: [SessionTranscript.Setting],
        write: @escaping (String) -> Void
    ) {
        self.clock = clock
        self.write = write
        last = clock.now
        let lines =
            [SessionTranscript.header] + settings.map(\.line)
        write(lines.joined(separator: "\n") + "\n")
        application.inputObserver = { [weak self] key in self?.record(key) }
    }

    private func record(_ key: Key) {
        let now = clock.now
        write(SessionTranscript.line(for: .init(delay: now - last, key: key)) + "\n")
        last = now
        eventCount += 1
    }
}
