/// A screen whose input comes from a transcript at the pace it was recorded (`--replay` on a
/// real terminal). Drawing goes to the real screen. Meanwhile the real keyboard only stops
/// the replay (Ctrl-C) and the terminal's own resizes pass through; recorded resizes are
/// skipped, since the terminal's size is its user's. When the transcript ends, the keyboard
/// takes over; `onProgress` hears how far it is (for the app to show it) after every event.
@MainActor
public final class ReplayingScreen: Screen {
    private let base: any Screen
    private let clock: any TimeSource
    private let events: [SessionTranscript.Event]
    private let hold: Duration
    private var next = 0
    private var due: Instant?
    private var holdEnds: Instant?
    private var ended = false

    /// Called with the events played so far and their number, after each event, and once more
    /// with `isFinished` true when the keyboard takes over.
    public var onProgress: ((_ played: Int, _ total: Int) -> Void)?

    /// `clock` is real time; the first event's delay counts from the first call for input
    /// (just after the first frame). `hold` keeps the keyboard off that long after the last
    /// event (a replay that ends at a moment after it: `--until`).
    public init(base: any Screen, transcript: SessionTranscript, clock: any TimeSource, hold: Duration = .zero) {
        self.base = base
        self.clock = clock
        self.hold = hold
        events = transcript.events
    }

    /// Whether every recorded event was played (and the hold after them is over).
    public var isFinished: Bool { ended }
    /// How many recorded events were played so far.
    public var playedEvents: Int { next }
    /// How many events the transcript has.
    public var totalEvents: Int { events.count }

    /// The real screen's size (recorded resizes are skipped).
    public var size: Size { base.size }
    /// The real screen's colors.
    public var colorMode: ColorMode { base.colorMode }
    /// Whether the real screen shows Unicode.
    public var supportsUnicode: Bool { base.supportsUnicode }
    /// Draws on the real screen.
    @discardableResult public func draw(_ frame: CellBuffer) -> FrameStats { base.draw(frame) }
    @discardableResult public func draw(_ frame: CellBuffer, damagedRows: DamagedRows) -> FrameStats {
        base.draw(frame, damagedRows: damagedRows)
    }
    /// Repaints the real screen at the next frame.
    public func invalidate() { base.invalidate() }
    /// The real screen's stop: a signal or a lost terminal ends a replay too.
    public var stopReason: ScreenStop? { base.stopReason }

    /// The next recorded event when its time comes (or the app's own deadline first: nil);
    /// Ctrl-C and the terminal's resizes pass through; after the end, the real keyboard.
    public func nextEvent(timeout: Duration?) -> Key? {
        // Fixed once: an ignored real key must not push the app's own deadline back.
        let appDeadline = timeout.map { clock.now + max($0, .zero) }
        while !ended && base.stopReason == nil {
            let dueAt: Instant
            if next < events.count {
                dueAt = due ?? clock.now + events[next].delay
                due = dueAt
            } else {
                dueAt = holdEnds ?? clock.now + hold
                holdEnds = dueAt
            }
            let untilDue = max(.zero, dueAt - clock.now)
            let wait = appDeadline.map { min(max(.zero, $0 - clock.now), untilDue) } ?? untilDue
            if let real = base.nextEvent(timeout: wait) {
                if real.isInterrupt { return real }
                if case .resize = real { return real }
                continue // other keys would change what the transcript replays
            }
            guard clock.now >= dueAt else { return nil } // the app's own deadline came first
            guard next < events.count else {
                finish()
                break
            }
            let event = events[next]
            next += 1
            due = next < events.count ? dueAt + events[next].delay : nil
            if next == events.count { holdEnds = dueAt + hold }
            onProgress?(next, events.count)
            if next == events.count && hold == .zero { finish() }
            if case .resize = event.key { continue }
            return event.key
        }
        return base.nextEvent(timeout: timeout)
    }

    private func finish() {
        guard !ended else { return }
        ended = true
        onProgress?(next, events.count)
    }
}
