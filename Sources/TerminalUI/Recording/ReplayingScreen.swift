/// A screen whose input comes from a transcript at the pace it was recorded (`--replay` on a
/// real terminal). Drawing goes to the real screen. Meanwhile the real keyboard only stops
/// the replay (Ctrl-C) and the terminal's own resizes pass through; recorded resizes are
/// skipped, since the terminal's size is its user's. When the transcript ends, the keyboard
/// takes over.
@MainActor
public final class ReplayingScreen: Screen {
    private let base: any Screen
    private let clock: any Clock
    private let events: [SessionTranscript.Event]
    private var next = 0
    private var due: Instant?

    /// `clock` is real time; the first event's delay counts from the first call for input
    /// (just after the first frame).
    public init(base: any Screen, transcript: SessionTranscript, clock: any Clock) {
        self.base = base
        self.clock = clock
        events = transcript.events
    }

    /// Whether every recorded event was played.
    public var isFinished: Bool { next >= events.count }
    /// How many recorded events were played so far.
    public var playedEvents: Int { next }

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
        while !isFinished && base.stopReason == nil {
            let dueAt = due ?? clock.now + events[next].delay
            due = dueAt
            let untilDue = max(.zero, dueAt - clock.now)
            let wait = timeout.map { min($0, untilDue) } ?? untilDue
            if let real = base.nextEvent(timeout: wait) {
                if real.isInterrupt { return real }
                if case .resize = real { return real }
                continue // other keys would change what the transcript replays
            }
            guard clock.now >= dueAt else { return nil } // the app's own deadline came first
            let event = events[next]
            next += 1
            due = next < events.count ? dueAt + events[next].delay : nil
            if case .resize = event.key { continue }
            return event.key
        }
        return base.nextEvent(timeout: timeout)
    }
}
