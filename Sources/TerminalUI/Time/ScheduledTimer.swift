/// A timer on an `EventLoop`: fires once or repeatedly until cancelled.
@MainActor
public final class ScheduledTimer {
    /// When the timer fires next.
    public internal(set) var fireDate: Instant
    /// The time between repeats, or `nil` for a one-shot timer.
    public let interval: Duration?
    /// True once the timer was cancelled.
    public private(set) var isCancelled = false
    let sequence: UInt64
    var action: (@MainActor () -> Void)?
    weak var loop: EventLoop?
    /// Whether the timer sits in its loop's heap (so cancelling it must be counted there).
    var isQueued = false

    init(fireDate: Instant, interval: Duration?, sequence: UInt64, action: @escaping @MainActor () -> Void) {
        self.fireDate = fireDate
        self.interval = interval
        self.sequence = sequence
        self.action = action
    }

    /// True while the timer will still fire.
    public var isActive: Bool { !isCancelled && action != nil }

    /// Stops the timer; it will not fire again. Safe to call more than once.
    public func cancel() {
        guard !isCancelled else { return }
        isCancelled = true
        action = nil
        if isQueued { loop?.timerWasCancelled() }
    }

    func finish() {
        action = nil
    }
}
