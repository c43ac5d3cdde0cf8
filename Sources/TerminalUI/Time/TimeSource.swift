/// Where the app reads the time: the real monotonic clock (`MonotonicClock`), a manual clock
/// that tests and `--headless` advance explicitly (`ManualClock`, so timers and animations are
/// deterministic there), or a `ScaledClock` over either that slows or pauses the app's time.
///
/// This is what the run loop reads, and nothing more: the time now, how much real time passes
/// until one of its instants, and which source is real time beneath it. It says nothing of how
/// the time is controlled: playback (speed, pause) is `PlaybackControl`, which a `ScaledClock`
/// adopts, and moving a manual clock is `ManualClock.advance`, which the code that made the
/// clock drives (through a `FrameStepper` in tests and headless runs). A source that is real time needs
/// only `now`; the rest have defaults that say so. (Named apart from the standard library's
/// `Clock`, which it does not shadow.)
@MainActor
public protocol TimeSource: AnyObject {
    /// The current time.
    var now: Instant { get }
    /// How much real time passes until this source reaches `instant`: what a run loop waits.
    /// Nil while its time stands still (the instant never comes), zero when it is past. By
    /// default the time from `now` to `instant`, as for a source that is real time.
    func realDuration(until instant: Instant) -> Duration?
    /// The source of real time beneath this one: frames are paced on it (a slow-motion
    /// animation stays smooth) and a recording's delays are measured on it. By default this
    /// source itself.
    var realTime: any TimeSource { get }
}

extension TimeSource {
    /// The time from `now` to `instant`, never negative.
    public func realDuration(until instant: Instant) -> Duration? { max(.zero, instant - now) }
    /// This source is real time.
    public var realTime: any TimeSource { self }

    /// Whether time stands still: no later instant ever comes, so nothing scheduled on this
    /// source comes due and animations hold (a paused `ScaledClock`, or one over a paused one).
    package var standsStill: Bool { realDuration(until: now + .nanoseconds(1)) == nil }
}
