/// A clock that runs at a `PlaybackSpeed` of another clock and can be paused: the app's one
/// virtual clock. Every animation and timer reads time from the event loop's clock, so putting
/// this clock there slows or freezes all of them at once, with no feature doing its own scaling.
///
/// Its time never jumps: changing the speed or pausing re-anchors it at the current instant,
/// so an animation half done stays half done and continues from there.
@MainActor
public final class ScaledClock: TimeSource, PlaybackControl {
    /// The clock this one follows (the real monotonic clock, or a manual clock in tests).
    public let base: any TimeSource
    /// The speed the clock runs at.
    public private(set) var speed: PlaybackSpeed = .normal
    /// Whether time is stopped.
    public private(set) var isPaused = false
    /// Called after the speed or the pause state changed, so the app can redraw its status.
    public var onChange: (@MainActor () -> Void)?

    private var anchorBase: Instant
    private var anchorVirtual: Instant

    /// A clock following `base` at normal speed, starting at its current time.
    public init(base: any TimeSource) {
        self.base = base
        anchorBase = base.now
        anchorVirtual = base.now
    }

    /// The virtual time.
    public var now: Instant {
        if isPaused { return anchorVirtual }
        return anchorVirtual + scaled(base.now - anchorBase)
    }

    /// Runs at `speed` from now on.
    public func setSpeed(_ speed: PlaybackSpeed) {
        guard speed != self.speed else { return }
        reanchor()
        self.speed = speed
        onChange?()
    }

    /// Stops time; nothing scheduled on this clock comes due until `resume()`.
    public func pause() {
        guard !isPaused else { return }
        reanchor()
        isPaused = true
        onChange?()
    }

    /// Lets time run again from where it stopped.
    public func resume() {
        guard isPaused else { return }
        anchorBase = base.now
        isPaused = false
        onChange?()
    }

    /// What the status line shows: nil at normal speed, "⏸ paused" or the speed's label otherwise.
    public var statusLabel: String? {
        if isPaused { return "⏸ paused" }
        return speed == .normal ? nil : speed.label
    }

    /// The base clock's real time.
    public var realTime: any TimeSource { base.realTime }

    /// How much real time passes until this clock reaches `instant`: the time the base clock
    /// must run, in the base clock's own real time. Nil while either is paused.
    public func realDuration(until instant: Instant) -> Duration? {
        guard let onBase = baseDuration(until: instant) else { return nil }
        return base.realDuration(until: base.now + onBase)
    }

    /// How long the base clock must run until this clock reaches `instant`. Nil while paused
    /// (the instant never comes), zero when it is past.
    public func baseDuration(until instant: Instant) -> Duration? {
        if isPaused { return nil }
        let remaining = instant - now
        guard remaining > .zero else { return .zero }
        let nanoseconds = (Double(remaining.nanosecondsClamped) / speed.rate).rounded(.up)
        return .nanoseconds(Int64(min(nanoseconds, Double(Int64.max))))
    }

    private func scaled(_ elapsed: Duration) -> Duration {
        if speed == .normal { return elapsed }
        return .nanoseconds(Int64((Double(elapsed.nanosecondsClamped) * speed.rate).rounded(.down)))
    }

    private func reanchor() {
        anchorVirtual = now
        anchorBase = base.now
    }
}
