/// A point in time on a `Clock`, in nanoseconds since the clock's own epoch.
public struct Instant: Comparable, Hashable, Sendable, CustomStringConvertible {
    public var nanoseconds: Int64

    public init(nanoseconds: Int64) { self.nanoseconds = nanoseconds }

    public static let zero = Instant(nanoseconds: 0)

    public static func < (lhs: Instant, rhs: Instant) -> Bool { lhs.nanoseconds < rhs.nanoseconds }

    public static func + (lhs: Instant, rhs: Duration) -> Instant {
        Instant(nanoseconds: lhs.nanoseconds &+ rhs.nanosecondsClamped)
    }

    public static func - (lhs: Instant, rhs: Instant) -> Duration {
        .nanoseconds(lhs.nanoseconds &- rhs.nanoseconds)
    }

    public var description: String { "\(Double(nanoseconds) / 1e9)s" }
}

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
    var now: Instant { get }
}

/// The real monotonic clock.
@MainActor
public final class MonotonicClock: Clock {
    private let epoch = ContinuousClock.now

    public init() {}

    public var now: Instant {
        Instant(nanoseconds: (ContinuousClock.now - epoch).nanosecondsClamped)
    }
}

/// A clock that only moves when told to.
@MainActor
public final class ManualClock: Clock {
    public private(set) var now: Instant

    public init(now: Instant = .zero) { self.now = now }

    public func advance(by duration: Duration) {
        precondition(duration >= .zero, "a manual clock cannot go backwards")
        now = now + duration
    }

    public func advance(to instant: Instant) {
        if instant > now { now = instant }
    }
}
