import Testing

@testable import TerminalUI

/// The application loop on a `ScaledClock`: waits are real time, animations follow the
/// virtual clock, and a paused app neither steps animations nor draws.
@MainActor
@Suite("The application loop in slow motion and paused")
struct SlowMotionApplicationTests {
    let base = ManualClock()
    let clock: ScaledClock
    let window: Window
    let application: Application
    let stepper: FrameStepper

    init() {
        clock = ScaledClock(base: base)
        window = Window(size: Size(width: 40, height: 10), loop: EventLoop(clock: clock))
        window.rootViewController = ViewController()
        application = Application(screen: HeadlessScreen(size: Size(width: 40, height: 10)), window: window)
        stepper = FrameStepper(application: application, clock: base)
        application.drawFrame()
    }

    @Test("at a quarter speed, one real second moves a one-second animation a quarter")
    func quarterSpeed() {
        clock.setSpeed(.quarter)
        var progress: [Double] = []
        window.animate(duration: .seconds(1), easing: .linear, onFrame: { progress.append($0) })
        stepper.advance(by: .seconds(1))
        #expect(window.isAnimating)
        #expect(abs((progress.last ?? 0) - 0.25) < 0.02)
        stepper.advance(by: .seconds(3))
        #expect(!window.isAnimating)
    }

    @Test("the real wait for a timer is its virtual delay divided by the rate")
    func waitsInRealTime() {
        clock.setSpeed(.tenth)
        window.loop.schedule(after: .seconds(2)) {}
        #expect(stepper.timeUntilNextDeadline() == .seconds(20))
    }

    @Test("paused, nothing is waited for, no animation moves and no frame is drawn")
    func pausedDrawsNothing() {
        var frames = 0
        window.animate(duration: .seconds(1), easing: .linear, onFrame: { _ in frames += 1 })
        window.loop.schedule(after: .milliseconds(500)) {}
        stepper.advance(by: .milliseconds(100))
        clock.pause()
        // A frame already due when the pause came (the last step's) may still be drawn once.
        stepper.advance(by: application.frameInterval)
        let framesBefore = frames
        let drawnBefore = application.framesDrawn
        #expect(stepper.timeUntilNextDeadline() == nil)
        stepper.advance(by: .seconds(60))
        #expect(frames == framesBefore)
        #expect(application.framesDrawn == drawnBefore)
        #expect(window.isAnimating)
        clock.resume()
        stepper.advance(by: .seconds(1))
        #expect(!window.isAnimating)
    }
}

@MainActor
@Suite("Ctrl-C and the application")
struct InterruptKeyTests {
    @Test("Ctrl-C quits by default; with quitsOnInterrupt off the window gets it as a key")
    func interruptSetting() {
        let test = TestWindow()
        var received: [Key] = []
        test.window.keyCommands = [KeyCommand(.ctrl("c")) { received.append(.ctrl("c")) }]
        test.root = ViewController()
        test.application.send(.ctrl("c"))
        #expect(test.application.hasQuit)
        #expect(received.isEmpty)

        let other = TestWindow()
        other.window.keyCommands = test.window.keyCommands
        other.root = ViewController()
        other.application.quitsOnInterrupt = false
        other.application.send(.ctrl("c"))
        #expect(!other.application.hasQuit)
        #expect(received == [.ctrl("c")])
    }
}
