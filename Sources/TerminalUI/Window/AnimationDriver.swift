/// A window's running animations: started on its loop's clock, stepped before each frame,
/// finished at once before any container change and when a key arrives.
@MainActor
final class AnimationDriver {
    /// The clock progress is read from.
    let clock: any TimeSource
    /// False turns every animation into an immediate change (`Window.animationsEnabled`).
    var isEnabled = true
    private(set) var running: [Animation] = []
    private var generation: UInt64 = 0

    init(clock: any TimeSource) {
        self.clock = clock
    }

    /// True while something animates.
    var isAnimating: Bool { !running.isEmpty }

    /// When the next animation frame is due (nil when nothing animates).
    var nextDeadline: Instant? { running.isEmpty ? nil : clock.now }

    /// Starts an animation for `window`; with animations off (or a zero duration) `onFrame(1)`
    /// and `completion` run at once and nil is returned.
    func start(
        in window: Window, duration: Duration, easing: Easing, redrawing view: View?,
        onFrame: ((Double) -> Void)?, completion: (() -> Void)?
    ) -> Animation? {
        guard isEnabled, duration > .zero else {
            onFrame?(1)
            completion?()
            return nil
        }
        generation += 1
        let animation = Animation(
            duration: duration, easing: easing, start: clock.now, generation: generation, onFrame: onFrame,
            completion: completion)
        animation.window = window
        if let view { animation.redraws(view) }
        // Lists change by assignment only (see `View.placement`).
        running = running + [animation]
        AnimationTransaction.register(animation)
        onFrame?(0)
        return animation
    }

    /// Ends every running animation now (their last frame, then their completions, which may
    /// start others: those end too).
    func finishAll() {
        while let animation = running.first {
            running = Array(running.dropFirst())
            animation.markRedraw()
            animation.finish()
        }
    }

    /// Advances the animations to the clock's time; finished ones complete.
    func step() {
        guard !running.isEmpty else { return }
        let now = clock.now
        for animation in running {
            animation.markRedraw()
            if animation.step(now: now) {
                running = running.filter { $0 !== animation }
            }
        }
    }
}
