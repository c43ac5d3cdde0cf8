/// A clock that moves only when told to: it stands for real time in tests and `--headless`.
/// The code that makes one keeps it (typed) and moves it, usually through a `FrameStepper`,
/// which stops at every timer and frame on the way; the run loop only reads it as a
/// `TimeSource`.
@MainActor
public final class ManualClock: TimeSource {
    /// The current time; it changes only through `advance`.
    public var now: Instant { time }
    // Stored apart from `now`, so that the optimizer drops the run-time exclusivity checks.
    private var time: Instant

    /// Creates a clock standing at `now`.
    public init(now: Instant = .zero) { time = now }

    /// Moves the time forward by `duration`.
    public func advance(by duration: Duration) {
        precondition(duration >= .zero, "a manual clock cannot go backwards")
        time = time + duration
    }

    /// Moves the time to `instant` (never backwards).
    public func advance(to instant: Instant) {
        if instant > time { time = instant }
    }
}
