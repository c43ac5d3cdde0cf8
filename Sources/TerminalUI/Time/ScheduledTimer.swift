/// A timer on an `EventLoop`: fires once or repeatedly until cancelled. It is a handle: the
/// loop keeps what it runs, so a timer held by the object its action holds makes no cycle.
@MainActor
public final class ScheduledTimer {
    /// When the timer fires next.
    public internal(set) var fireDate: Instant
    /// The time between repeats, or `nil` for a one-shot timer.
    public let interval: Duration?
    /// True once the timer was cancelled.
    public private(set) var isCancelled = false
    let sequence: UInt64
    /// The loop that will fire it; nil once it fired for the last time or the loop went away.
    weak var loop: EventLoop?
    /// Whether the timer sits in its loop's heap (so cancelling it must be counted there).
    var isQueued = false

    init(fireDate: Instant, interval: Duration?, sequence: UInt64) {
        self.fireDate = fireDate
        self.interval = interval
        self.sequence = sequence
    }

    /// True while the timer will still fire.
    public var isActive: Bool { !isCancelled && loop?.hasAction(for: sequence) == true }

    /// Stops the timer; it will not fire again. Safe to call more than once.
    public func cancel() {
        guard !isCancelled else { return }
        isCancelled = true
        loop?.timerWasCancelled(self)
    }
}
