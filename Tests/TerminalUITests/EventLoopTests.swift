import Testing

@testable import TerminalUI

@MainActor
@Suite("Timers on the manual clock")
struct EventLoopTests {
    @Test("one-shot timers fire once, at their deadline, in order")
    func oneShot() {
        let clock = ManualClock()
        let loop = EventLoop(clock: clock)
        var fired: [String] = []
        loop.schedule(after: .seconds(2)) { fired.append("b") }
        loop.schedule(after: .seconds(1)) { fired.append("a") }
        loop.schedule(after: .seconds(2)) { fired.append("c") }
        #expect(loop.nextDeadline == Instant.zero + .seconds(1))
        clock.advance(by: .milliseconds(999))
        #expect(loop.fireDueTimers() == 0)
        clock.advance(by: .milliseconds(1))
        loop.fireDueTimers()
        #expect(fired == ["a"])
        clock.advance(by: .seconds(5))
        loop.fireDueTimers()
        #expect(fired == ["a", "b", "c"])
        #expect(loop.fireDueTimers() == 0)
        #expect(loop.nextDeadline == nil)
        #expect(loop.activeTimerCount == 0)
    }

    @Test("repeating timers fire every interval until cancelled")
    func repeating() {
        let clock = ManualClock()
        let loop = EventLoop(clock: clock)
        var count = 0
        let timer = loop.schedule(after: .seconds(1), repeating: .seconds(1)) { count += 1 }
        for _ in 0..<3 {
            clock.advance(by: .seconds(1))
            loop.fireDueTimers()
        }
        #expect(count == 3)
        timer.cancel()
        #expect(!timer.isActive)
        clock.advance(by: .seconds(10))
        loop.fireDueTimers()
        #expect(count == 3)
        #expect(loop.nextDeadline == nil)
    }

    @Test("a cancelled timer never fires; cancelling twice is harmless")
    func cancel() {
        let clock = ManualClock()
        let loop = EventLoop(clock: clock)
        var fired = false
        let timer = loop.schedule(after: .seconds(1)) { fired = true }
        timer.cancel()
        timer.cancel()
        clock.advance(by: .seconds(2))
        #expect(loop.fireDueTimers() == 0)
        #expect(!fired)
        #expect(loop.activeTimerCount == 0)
    }

    @Test("a timer scheduled while firing waits for the next pass")
    func noStarvation() {
        let clock = ManualClock()
        let loop = EventLoop(clock: clock)
        var count = 0
        func again() {
            count += 1
            loop.schedule(after: .zero) { again() }
        }
        loop.schedule(after: .zero) { again() }
        loop.fireDueTimers()
        #expect(count == 1)
        loop.fireDueTimers()
        #expect(count == 2)
    }

    @Test("many cancelled timers do not pile up")
    func cancelledDoNotPileUp() {
        let loop = EventLoop(clock: ManualClock())
        for _ in 0..<1000 {
            loop.schedule(after: .seconds(3600)) {}.cancel()
        }
        #expect(loop.activeTimerCount == 0)
        #expect(loop.nextDeadline == nil)
    }

    @Test("a loop released with a timer pending lets go of the action and of what it holds")
    func releasedLoopReleasesItsTimers() {
        final class Countdown {
            var timer: ScheduledTimer?
        }
        weak var countdownProbe: Countdown?
        weak var timerProbe: ScheduledTimer?
        weak var loopProbe: EventLoop?
        do {
            let loop = EventLoop(clock: ManualClock())
            let countdown = Countdown()
            // The countdown keeps its timer to cancel it; the timer's action keeps the countdown.
            countdown.timer = loop.schedule(after: .seconds(1), repeating: .seconds(1)) { _ = countdown.timer }
            #expect(loop.pendingTimers.count == 1)
            countdownProbe = countdown
            timerProbe = countdown.timer
            loopProbe = loop
        }
        #expect(loopProbe == nil)
        #expect(countdownProbe == nil)
        #expect(timerProbe == nil)
    }

    @Test("the stepper advances a manual clock through each deadline in turn")
    func applicationAdvance() {
        let clock = ManualClock()
        let window = Window(size: Size(width: 40, height: 12), loop: EventLoop(clock: clock))
        let app = Application(screen: HeadlessScreen(size: Size(width: 40, height: 12)), window: window)
        var times: [Instant] = []
        app.loop.schedule(after: .seconds(1), repeating: .seconds(1)) { times.append(clock.now) }
        FrameStepper(application: app, clock: clock).advance(by: .milliseconds(3500))
        #expect(times == [1, 2, 3].map { Instant.zero + .seconds($0) })
        #expect(clock.now == Instant.zero + .milliseconds(3500))
    }

    @Test("fast-forwarding fires each timer at its deadline, a timer it scheduled too, and draws nothing")
    func fastForward() {
        let clock = ManualClock()
        let screen = HeadlessScreen(size: Size(width: 40, height: 12))
        let window = Window(size: screen.size, loop: EventLoop(clock: clock))
        let app = Application(screen: screen, window: window)
        var times: [Instant] = []
        app.loop.schedule(after: .seconds(1), repeating: .seconds(1)) { times.append(clock.now) }
        // A timer that schedules one for now: the second fires in the same fast-forward.
        app.loop.schedule(after: .milliseconds(1500)) {
            app.loop.schedule(after: .zero) { times.append(clock.now) }
        }
        let stepper = FrameStepper(application: app, clock: clock)
        stepper.fastForward(by: .milliseconds(2500))
        let expected: [Instant] = [.zero + .seconds(1), .zero + .milliseconds(1500), .zero + .seconds(2)]
        #expect(times == expected)
        #expect(clock.now == Instant.zero + .milliseconds(2500))
        #expect(screen.framesDrawn == 0 && app.framesDrawn == 0, "a fast-forward draws no frame")
    }
}
