import Testing

@testable import TerminalUI

@MainActor
@Suite("The virtual clock: speeds and pause")
struct ScaledClockTests {
    @Test("at normal speed it follows its base exactly")
    func normalSpeed() {
        let base = ManualClock(now: Instant(nanoseconds: 5_000))
        let clock = ScaledClock(base: base)
        base.advance(by: .milliseconds(1_234))
        #expect(clock.now == Instant(nanoseconds: 5_000) + .milliseconds(1_234))
        #expect(clock.statusLabel == nil)
    }

    @Test("a quarter speed animation is a quarter done when the normal one is done")
    func quarterSpeedAnimation() {
        let base = ManualClock()
        let clock = ScaledClock(base: base)
        clock.setSpeed(.quarter)
        let animation = Animation(
            duration: .seconds(1), easing: .linear, start: clock.now, generation: 0, onFrame: nil, completion: nil)
        base.advance(by: .seconds(1))
        #expect(abs(animation.linearProgress(at: clock.now) - 0.25) < 1e-9)
        #expect(clock.statusLabel == "¼× speed")
    }

    @Test("changing speed keeps the time it reached: no jump")
    func noJumpOnSpeedChange() {
        let base = ManualClock()
        let clock = ScaledClock(base: base)
        base.advance(by: .seconds(2))
        clock.setSpeed(.tenth)
        #expect(clock.now == Instant.zero + .seconds(2))
        base.advance(by: .seconds(10))
        #expect(clock.now == Instant.zero + .seconds(3))
        clock.setSpeed(.normal)
        base.advance(by: .seconds(1))
        #expect(clock.now == Instant.zero + .seconds(4))
    }

    @Test("paused, a timer does not fire whatever time passes; resumed, it continues")
    func pausedTimerWaits() {
        let base = ManualClock()
        let clock = ScaledClock(base: base)
        let loop = EventLoop(clock: clock)
        var fired = 0
        loop.schedule(after: .seconds(6)) { fired += 1 }
        base.advance(by: .seconds(5))
        clock.pause()
        #expect(clock.statusLabel == "⏸ paused")
        base.advance(by: .seconds(3_600))
        loop.fireDueTimers()
        #expect(fired == 0)
        #expect(clock.baseDuration(until: loop.nextDeadline!) == nil)
        clock.resume()
        #expect(clock.baseDuration(until: loop.nextDeadline!) == .seconds(1))
        base.advance(by: .milliseconds(999))
        loop.fireDueTimers()
        #expect(fired == 0)
        base.advance(by: .milliseconds(1))
        loop.fireDueTimers()
        #expect(fired == 1)
    }

    @Test("a wait in real time is the virtual wait divided by the rate")
    func baseDurationScales() {
        let base = ManualClock()
        let clock = ScaledClock(base: base)
        clock.setSpeed(.half)
        #expect(clock.baseDuration(until: Instant.zero + .seconds(3)) == .seconds(6))
        #expect(clock.baseDuration(until: Instant.zero) == .zero)
    }

    @Test("speeds step down to a tenth and back up to normal, and stop at the ends")
    func stepping() {
        var speed = PlaybackSpeed.normal
        var seen: [PlaybackSpeed] = [speed]
        for _ in 0..<4 {
            speed = speed.slower
            seen.append(speed)
        }
        #expect(seen == [.normal, .half, .quarter, .tenth, .tenth])
        #expect(PlaybackSpeed.tenth.faster.faster.faster.faster == .normal)
        #expect(PlaybackSpeed.allCases.map(\.rate) == [0.1, 0.25, 0.5, 1])
    }

    @Test("the change callback runs once per real change")
    func changeCallback() {
        let clock = ScaledClock(base: ManualClock())
        var changes = 0
        clock.onChange = { changes += 1 }
        clock.setSpeed(.normal)
        clock.resume()
        #expect(changes == 0)
        clock.setSpeed(.half)
        clock.pause()
        clock.pause()
        clock.togglePause()
        #expect(changes == 3)
    }
}
