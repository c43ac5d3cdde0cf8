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

/// Where the app reads the time: the real monotonic clock, a manual clock that tests and
/// `--headless` advance explicitly (so timers and animations are deterministic there), or a
/// `ScaledClock` over either that slows or pauses the app's time.
///
/// A clock says what it is through its requirements, so the run loop never asks which type it
/// has: whether its time stands still, how fast it runs, how much real time passes until one
/// of its instants, which clock is real time beneath it, and whether that one moves only when
/// told. A clock that is real time needs only `now`; the rest have defaults that say so.
@MainActor
public protocol Clock: AnyObject {
    /// The current time.
    var now: Instant { get }
    /// Whether time stands still: nothing scheduled on this clock comes due, animations hold.
    /// False by default.
    var isPaused: Bool { get }
    /// How fast this clock runs against real time. `.normal` by default.
    var speed: PlaybackSpeed { get }
    /// How much real time passes until this clock reaches `instant`: what a run loop waits.
    /// Nil while paused (the instant never comes), zero when it is past. By default the time
    /// from `now` to `instant`, as for a clock that is real time.
    func realDuration(until instant: Instant) -> Duration?
    /// The clock of real time beneath this one: frames are paced on it (a slow-motion
    /// animation stays smooth) and a recording's delays are measured on it. By default this
    /// clock itself.
    var realTimeClock: any Clock { get }
    /// The manual clock real time comes from, when it moves only when told (tests and
    /// `--headless`): `Application.advance(by:)` advances it. Nil by default (time runs).
    var manualTimeSource: ManualClock? { get }
    /// Speed and pause controls, when this clock has them (a `ScaledClock`); nil by default.
    var playbackControl: (any PlaybackControl)? { get }
}

extension Clock {
    /// Time runs.
    public var isPaused: Bool { false }
    /// Real speed.
    public var speed: PlaybackSpeed { .normal }
    /// The time from `now` to `instant`, never negative.
    public func realDuration(until instant: Instant) -> Duration? { max(.zero, instant - now) }
    /// This clock is real time.
    public var realTimeClock: any Clock { self }
    /// Time runs by itself.
    public var manualTimeSource: ManualClock? { nil }
    /// No speed or pause controls.
    public var playbackControl: (any PlaybackControl)? { nil }
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

/// A clock that only moves when told to: it stands for real time in tests and `--headless`.
@MainActor
public final class ManualClock: Clock {
    /// The current time; it changes only through `advance`.
    public var now: Instant { time }
    // Stored apart from `now`, so that the optimizer drops the run-time exclusivity checks.
    private var time: Instant

    /// Creates a clock standing at `now`.
    public init(now: Instant = .zero) { time = now }

    /// This clock: it moves only when told.
    public var manualTimeSource: ManualClock? { self }

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
