/// The real monotonic clock: the time source of an app that runs in a terminal.
@MainActor
public final class MonotonicClock: TimeSource {
    private let epoch = ContinuousClock.now

    /// Creates a clock whose epoch is now.
    public init() {}

    /// The time since the clock was created.
    public var now: Instant {
        Instant(nanoseconds: (ContinuousClock.now - epoch).nanosecondsClamped)
    }
}
