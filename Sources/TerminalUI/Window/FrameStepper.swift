/// Turns an application's loop by hand, on a manual clock: the one way tests and headless runs
/// advance time and frames.
///
/// `Application.run()` waits for input and lets real time pass; a stepper does what one turn
/// of that loop does (route a key, fire the timers due, step the animations, draw a frame when
/// one is due) only when told, and moves `clock` itself, stopping at every timer deadline and
/// animation frame on the way, so that everything happens in the order it would in real time.
/// The code that made the manual clock hands it over here: the application only reads time.
///
/// ```swift
/// let clock = ManualClock()
/// let window = Window(size: screen.size, loop: EventLoop(clock: clock))
/// let application = Application(screen: screen, window: window)
/// let stepper = FrameStepper(application: application, clock: clock)
/// stepper.run(script: try KeyScript.parse("down enter wait:1s"))
/// ```
///
/// With a `ScaledClock` over the manual clock, the stepper moves the manual clock (real time)
/// and the scaled one follows at its speed.
@MainActor
public final class FrameStepper {
    /// The application whose loop this turns.
    public let application: Application
    /// The clock of real time beneath the application's clock; only this stepper moves it.
    public let clock: ManualClock

    /// A stepper of `application`, whose loop reads time from `clock` (directly, or through
    /// clocks over it such as a `ScaledClock`).
    public init(application: Application, clock: ManualClock) {
        precondition(
            application.loop.clock.realTime === clock,
            "the application's clock must be this manual clock, or run over it")
        self.application = application
        self.clock = clock
    }

    private var window: Window { application.window }
    private var loop: EventLoop { application.loop }

    /// One turn of the loop after input, at the clock's current time: timers due fire,
    /// animations step, and a frame is drawn when one is due.
    public func turn() {
        application.turn()
    }

    /// Routes `key` as the loop does, then turns the loop once.
    public func press(_ key: Key) {
        application.send(key)
        application.turn()
    }

    /// How long the live loop would wait for input now: until the next timer or animation
    /// frame, or nil for a blocking wait (an idle app).
    public func timeUntilNextDeadline() -> Duration? {
        application.timeUntilNextDeadline()
    }

    /// Advances animations to the clock's time without firing timers or drawing (what a
    /// benchmark of animation alone measures).
    public func stepAnimations() {
        window.stepAnimations()
    }

    /// Moves the clock forward by `duration` without turning the loop or drawing: each timer
    /// fires at its deadline and animations jump to their end. For runs whose frames nobody
    /// looks at and that must be cheap (an explorer of an app's states, a lesson probe playing
    /// thousands of scripts).
    public func fastForward(by duration: Duration) {
        let target = clock.now + duration
        while let deadline = loop.nextDeadline, deadline <= target {
            clock.advance(to: max(deadline, clock.now))
            fireDueTimers()
        }
        clock.advance(to: target)
        fireDueTimers()
    }

    /// Fires the timers due now without drawing, again while firing schedules more for now (at
    /// most 16 rounds, so a timer that keeps scheduling itself cannot hold the run), finishing
    /// animations after each round.
    public func fireDueTimers() {
        window.finishAnimations()
        var rounds = 0
        while rounds < 16, loop.fireDueTimers() > 0 {
            window.finishAnimations()
            rounds += 1
        }
    }

    /// Moves the clock forward by `duration` of real time, stopping at every timer deadline and
    /// animation frame on the way and turning the loop there. With a `ScaledClock` over the
    /// manual one, the app's clock follows at its speed.
    public func advance(by duration: Duration) {
        let target = clock.now + duration
        while true {
            var next = loop.nextDeadline.flatMap { application.realWait(until: $0) }.map { clock.now + $0 }
            if application.needsFrame && window.isAnimating {
                let frame = clock.now + application.frameInterval
                next = next.map { min($0, frame) } ?? frame
            }
            guard let step = next, step <= target else { break }
            clock.advance(to: step)
            application.turn()
            if application.hasQuit { return }
        }
        clock.advance(to: target)
        application.turn()
    }

    /// Runs script steps in order (keys, waits, resizes) until they end or the app quits,
    /// then lets running animations finish and draws the final frame.
    public func run(script: [ScriptStep], resize: (Size) -> Void = { _ in }) {
        application.drawFrame()
        for step in script {
            if application.hasQuit || application.stopReason != nil || (application.shouldStop?() ?? false) { break }
            perform(step, resize: resize)
        }
        finishScript()
    }

    /// One script step: a key is routed and the loop turns once; a wait advances the clock
    /// through every timer and frame on the way; a resize first resizes the screen (through
    /// `resize`), then tells the window. Harnesses that check something after every step
    /// call this, and `finishScript()` after the last.
    public func perform(_ step: ScriptStep, resize: (Size) -> Void = { _ in }) {
        switch step {
        case .key(let key):
            press(key)
        case .wait(let duration):
            advance(by: duration)
        case .resize(let size):
            resize(size)
            press(.resize(size))
        }
    }

    /// What follows a script's last step: running animations finish, what their completions
    /// scheduled for now runs (as the loop's next turn would), and the final frame is drawn
    /// (keys typed at one instant of a manual clock draw only the first of their frames).
    public func finishScript() {
        settle()
        application.drawFrame()
    }

    /// Finishes running animations and fires the timers due now, until neither is left: the
    /// state a live loop reaches on its next turns without any input.
    public func settle() {
        for _ in 0..<16 {
            window.finishAnimations()
            guard loop.fireDueTimers() > 0 else { return }
        }
    }
}
