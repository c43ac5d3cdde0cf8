/// A running animation on a window: progress comes from elapsed time on the window's clock,
/// never from frame counts, so it looks the same at any frame rate and tests can stop time.
@MainActor
public final class Animation {
    /// How long the animation runs.
    public let duration: Duration
    /// How progress accelerates over the duration.
    public let easing: Easing
    /// When the animation started, on the window's clock.
    public let start: Instant
    /// Increases with every animation a window starts; lets stale work recognise itself.
    public let generation: UInt64
    var onFrame: ((Double) -> Void)?
    var completions: [() -> Void] = []
    /// True once the last frame and the completions have run.
    public private(set) var isFinished = false
    weak var window: Window?
    /// The view whose frame each step redraws; the whole window when none was given.
    weak var redrawnView: View?
    private(set) var redrawsWholeWindow = true

    /// Makes each step redraw only `view` (a transition that draws inside it).
    func redraws(_ view: View) {
        redrawnView = view
        redrawsWholeWindow = false
    }

    /// Marks what the next step changes.
    func markRedraw() {
        if redrawsWholeWindow {
            window?.setNeedsDisplay()
        } else {
            redrawnView?.setNeedsDisplay()
        }
    }

    init(
        duration: Duration, easing: Easing, start: Instant, generation: UInt64,
        onFrame: ((Double) -> Void)?, completion: (() -> Void)?
    ) {
        self.duration = duration
        self.easing = easing
        self.start = start
        self.generation = generation
        self.onFrame = onFrame
        if let completion { completions.append(completion) }
    }

    /// Linear progress at `now`, 0...1.
    public func linearProgress(at now: Instant) -> Double {
        if isFinished { return 1 }
        let total = duration.seconds
        guard total > 0 else { return 1 }
        return min(max((now - start).seconds / total, 0), 1)
    }

    /// Eased progress at the window clock's current time.
    public var progress: Double {
        guard let window, !isFinished else { return 1 }
        return easing(linearProgress(at: window.loop.clock.now))
    }

    /// Adds work to run when the animation ends (at once if it already has).
    public func addCompletion(_ body: @escaping () -> Void) {
        if isFinished { body() } else { completions.append(body) }
    }

    func step(now: Instant) -> Bool {
        let t = linearProgress(at: now)
        if t >= 1 {
            finish()
            return true
        }
        onFrame?(easing(t))
        return false
    }

    /// Jumps to the end: the last frame, then the completions.
    func finish() {
        guard !isFinished else { return }
        isFinished = true
        onFrame?(1)
        onFrame = nil
        let work = completions
        completions = []
        for body in work { body() }
    }
}
