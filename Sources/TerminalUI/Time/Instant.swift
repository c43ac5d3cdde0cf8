/// A point in time on a `TimeSource`, in nanoseconds since the clock's own epoch.
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
