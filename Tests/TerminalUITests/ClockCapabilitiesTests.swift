import Testing

@testable import TerminalUI

/// What each clock says about itself, and that the run loop goes by what a clock says rather
/// than by its type: a clock of the test's own with the same answers gets the same treatment.
@MainActor
@Suite("Clocks say what they are")
struct ClockCapabilitiesTests {
    @Test("a monotonic clock is real time that runs by itself; a manual one moves when told")
    func realClocks() {
        let monotonic = MonotonicClock()
        #expect(!monotonic.standsStill)
        #expect(monotonic.realTime === monotonic)
        let manual = ManualClock(now: Instant(nanoseconds: 1_000))
        #expect(manual.realTime === manual)
        #expect(manual.realDuration(until: Instant(nanoseconds: 4_000)) == .nanoseconds(3_000))
        #expect(manual.realDuration(until: .zero) == .zero)
    }

    @Test("a scaled clock answers for its base's real time; its time stands still while paused")
    func scaledClock() {
        let base = ManualClock()
        let clock = ScaledClock(base: base)
        let controls: any PlaybackControl = clock
        #expect(clock.realTime === base)
        controls.setSpeed(.quarter)
        #expect(clock.speed == .quarter)
        #expect(!clock.standsStill)
        #expect(clock.realDuration(until: clock.now + .seconds(1)) == .seconds(4))
        controls.togglePause()
        #expect(clock.isPaused)
        #expect(clock.standsStill)
        #expect(clock.realDuration(until: clock.now + .seconds(1)) == nil)
    }

    @Test("a scaled clock over a scaled clock waits the product of their slowness in real time")
    func nestedScaledClocks() {
        let base = ManualClock()
        let inner = ScaledClock(base: base)
        let outer = ScaledClock(base: inner)
        inner.setSpeed(.half)
        outer.setSpeed(.quarter)
        #expect(outer.realTime === base)
        #expect(outer.realDuration(until: outer.now + .seconds(1)) == .seconds(8))
        inner.pause()
        #expect(outer.realDuration(until: outer.now + .seconds(1)) == nil)
        // The outer clock is not paused itself, yet its time stands still: the loop holds.
        #expect(!outer.isPaused && outer.standsStill)
    }

    @Test("the application waits for nothing on any clock that says it is paused")
    func pausedClockOfItsOwn() {
        let clock = StoppedTestClock(source: ManualClock())
        let window = Window(size: Size(width: 20, height: 5), loop: EventLoop(clock: clock))
        let application = Application(screen: HeadlessScreen(size: Size(width: 20, height: 5)), window: window)
        let stepper = FrameStepper(application: application, clock: clock.source)
        application.drawFrame()
        var fired = 0
        var animationFrames = 0
        window.loop.schedule(after: .seconds(1)) { fired += 1 }
        window.animate(duration: .seconds(1), easing: .linear, onFrame: { _ in animationFrames += 1 })
        application.drawFrame()
        let framesBefore = animationFrames
        #expect(stepper.timeUntilNextDeadline() == nil)
        // Real time moves (the clock's manual source), the clock's own time does not.
        stepper.advance(by: .seconds(5))
        #expect(clock.source.now == Instant.zero + .seconds(5))
        #expect(fired == 0)
        #expect(animationFrames == framesBefore)
        #expect(window.isAnimating)
    }

    @Test(
        "a repeating timer behind its clock skips the missed ticks, on a manual clock as on a scaled one",
        arguments: [false, true])
    func missedTicksAreSkippedOnEveryClock(scaled: Bool) {
        let base = ManualClock()
        let clock: any TimeSource = scaled ? ScaledClock(base: base) : base
        let loop = EventLoop(clock: clock)
        var count = 0
        loop.schedule(after: .seconds(1), repeating: .seconds(1)) { count += 1 }
        base.advance(by: .milliseconds(3500))
        loop.fireDueTimers()
        loop.fireDueTimers()
        #expect(count == 1)
        #expect(loop.nextDeadline == clock.now + .seconds(1))
    }
}

/// A clock of the test's own: its time stands still while its manual real time moves.
@MainActor
private final class StoppedTestClock: TimeSource {
    let source: ManualClock
    init(source: ManualClock) { self.source = source }
    var now: Instant { .zero }
    func realDuration(until instant: Instant) -> Duration? { nil }
    var realTime: any TimeSource { source }
}
