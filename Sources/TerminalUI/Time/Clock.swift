/// A point in time on a `Clock`, in nanoseconds since the clock's own epoch.
public struct Instant: Comparable, Hashable, Sendable, CustomStringConvertible {
    /// Nanoseconds since the clock's epoch.
    public var nanoseconds: Int64

    /// Creates an instant.
    public init(nanoseconds: Int64) { self.nanoseconds = nanoseconds }

    /// The clock's epoch.
    public static let zero = Instant(nanoseconds: 0)

    /// Whether `lhs` comes before `rhs`.
    public static func < (lhs: Instant, rhs: Instant) -> Bool { lhs.nanoseconds < rhs.nanoseconds }

    /// The instant `rhs` after `lhs`.
    public static func + (lhs: Instant, rhs: Duration) -> Instant {
        Instant(nanoseconds: lhs.nanoseconds &+ rhs.nanosecondsClamped)
    }

    /// The time from `rhs` to `lhs`.
    public static func - (lhs: Instant, rhs: Instant) -> Duration {
        .nanoseconds(lhs.nanoseconds &- rhs.nanoseconds)
    }

    /// The instant in seconds.
    public var description: String { "\(Double(nanoseconds) / 1e9)s" }
}

/// Conversions the clocks and timers use.
extension Duration {
    /// The duration in whole nanoseconds, clamped to what an `Int64` holds.
    public var nanosecondsClamped: Int64 {
        let (seconds, attoseconds) = components
        let (product, overflow) = seconds.multipliedReportingOverflow(by: 1_000_000_000)
        if overflow { return seconds < 0 ? .min : .max }
        return product &+ attoseconds / 1_000_000_000
    }

    /// The duration in seconds as a `Double`.
    public var seconds: Double {
        Double(components.seconds) + Double(components.attoseconds) / 1e18
    }
}

/// Where the app reads the time: the real monotonic clock, or a manual clock that tests and
/// `--headless` advance explicitly, so timers and animations are deterministic there.
@MainActor
public protocol Clock: AnyObject {
    /// The current time.
    var now: Instant { get }
}

/// The real monotonic clock.
@MainActor
public final class MonotonicClock: Clock {
    private let epoch = ContinuousClock.now

    /// Creates a clock whose epoch is now.
    public init() {}

    /// The time since the clock was created.
    public var now: Instant {
        Instant(nanoseconds: (ContinuousClock.now - epoch).nanosecondsClamped)
    }
}

/// A clock that only moves when told to.
@MainActor
public final class ManualClock: Clock {
    /// The current time; it changes only through `advance`.
    public private(set) var now: Instant

    /// Creates a clock standing at `now`.
    public init(now: Instant = .zero) { self.now = now }

    /// Moves the time forward by `duration`.
    public func advance(by duration: Duration) {
        precondition(duration >= .zero, "a manual clock cannot go backwards")
        now = now + duration
    }

    /// Moves the time to `instant` (never backwards).
    public func advance(to instant: Instant) {
        if instant > now { now = instant }
    }
}
