/// Connects a `Window` to a `Screen` and runs the loop: wait for input until the next
/// deadline (a timer or an animation frame), route it, fire due timers, step animations, and
/// draw a frame only when something changed, at most `maximumFrameRate` times a second.
/// Idle means no frames and a blocking wait.
///
/// Tests and headless runs do not call `run()`: a `FrameStepper` turns the same loop by hand,
/// on a `ManualClock`, so that time and frames move only when they say.
///
/// The loop also ends when the screen stops (`Screen.stopReason`): on the curses screen, a
/// signal such as SIGTERM or SIGHUP, or a terminal that went away. No app has to ask for
/// that; one that wants a signal for itself intercepts it on its `CursesScreen`.
@MainActor
public final class Application {
    /// The screen frames go to and input comes from.
    public let screen: any Screen
    /// The window that is drawn and gets the input.
    public let window: Window
    /// The window's event loop.
    public var loop: EventLoop { window.loop }

    /// The shortest time between two frames (60 per second).
    public var frameInterval: Duration = .nanoseconds(16_666_667)
    /// Stops the loop when it returns true (checked every turn). The screen's own stop (a
    /// signal, a lost terminal) ends the loop without it.
    public var shouldStop: (() -> Bool)?

    /// True while `run()` runs.
    public private(set) var isRunning = false
    /// Frames drawn so far.
    public var framesDrawn: Int { frames.count }
    /// What the last frame cost.
    public var lastFrameStats: FrameStats { frames.lastStats }
    /// What the frames so far did, stored apart from the public properties so that the
    /// optimizer drops the run-time exclusivity checks on every frame (see `View.placement`).
    private var frames = Frames()

    private struct Frames {
        var count = 0
        var lastStats = FrameStats()
        var lastTime: Instant?
    }
    private(set) var quitRequested = false
    private let backBuffer: CellBuffer

    /// Connects `window` to `screen`.
    public init(screen: any Screen, window: Window) {
        self.screen = screen
        self.window = window
        backBuffer = CellBuffer(size: screen.size)
        window.resize(to: screen.size)
        showInterruptHint()
    }

    /// What the window's too-small notice says while Ctrl-C quits.
    static let interruptHint = "Ctrl-C quits"

    /// Ends `run()` after the current turn.
    public func quit() {
        quitRequested = true
    }

    /// True once `quit()` was called.
    public var hasQuit: Bool { quitRequested }

    /// Why the screen stopped the loop, if it did (`run()` returned because of it).
    public var stopReason: ScreenStop? { screen.stopReason }

    /// Runs until `quit()`, `shouldStop`, or the screen stops (a signal, a lost terminal).
    /// Blocks waiting for input when idle.
    public func run() {
        isRunning = true
        defer { isRunning = false }
        drawFrame()
        while !quitRequested && screen.stopReason == nil && !(shouldStop?() ?? false) {
            let timeout = timeUntilNextDeadline()
            if let key = screen.nextEvent(timeout: timeout) {
                send(key)
            }
            turn()
        }
    }

    /// How long the loop may wait for input: until the next timer or frame, or forever.
    func timeUntilNextDeadline() -> Duration? {
        let timerWait = loop.nextDeadline.flatMap { realWait(until: $0) }
        guard needsFrame else { return timerWait }
        let now = frameClock.now
        let frameWait = max(.zero, (frames.lastTime ?? now) + frameInterval - now)
        return timerWait.map { min($0, frameWait) } ?? frameWait
    }

    /// The clock frames are paced on: real time even when the app's clock runs slowly, so a
    /// slow-motion animation stays smooth.
    var frameClock: any TimeSource { loop.clock.realTime }

    /// Whether a frame is wanted: something changed, or an animation moves (it does not while
    /// the virtual clock is paused, so a paused app draws nothing).
    var needsFrame: Bool {
        window.needsDisplay || (window.isAnimating && !isClockPaused)
    }

    var isClockPaused: Bool { loop.clock.standsStill }

    /// How long to wait in real time until the app's clock reaches `instant`; nil while paused.
    func realWait(until instant: Instant) -> Duration? {
        loop.clock.realDuration(until: instant)
    }

    /// Whether Ctrl-C quits (the default, as a terminal user expects). An app that wants the key
    /// for itself turns this off, and the window gets it like any other.
    public var quitsOnInterrupt = true {
        didSet { showInterruptHint() }
    }

    /// Names Ctrl-C in the too-small notice while it quits, leaving an app's own words alone.
    private func showInterruptHint() {
        if quitsOnInterrupt && window.tooSmallHint == nil { window.tooSmallHint = Self.interruptHint }
        if !quitsOnInterrupt && window.tooSmallHint == Self.interruptHint { window.tooSmallHint = nil }
    }

    /// Hears every input event before it is routed (a `SessionRecorder`).
    public var inputObserver: ((Key) -> Void)?

    /// Routes one input event (Ctrl-C quits, unless `quitsOnInterrupt` is off).
    public func send(_ key: Key) {
        inputObserver?(key)
        if quitsOnInterrupt && key.isInterrupt {
            quit()
            return
        }
        if case .resize(let size) = key {
            backBuffer.resize(to: size)
        }
        window.handle(key)
    }

    /// One turn of the loop after input: timers, animations, and a frame when one is due.
    func turn() {
        loop.fireDueTimers()
        if !isClockPaused { window.stepAnimations() }
        guard needsFrame else { return }
        if let last = frames.lastTime, frameClock.now - last < frameInterval { return }
        drawFrame()
    }

    /// Draws a frame now.
    public func drawFrame() {
        // Only the rows views marked are composed again and compared (`Window+Damage.swift`).
        let damagedRows = window.renderFrame(into: backBuffer)
        let stats = screen.draw(backBuffer, damagedRows: damagedRows)
        frames = Frames(count: frames.count + 1, lastStats: stats, lastTime: frameClock.now)
    }
}
