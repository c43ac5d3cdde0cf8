/// The running animations: started on the window clock, stepped before each frame, finished
/// at once before any container change.
extension Window {
    // MARK: Animations

    /// True while something animates (the app then draws frames at its frame rate).
    public var isAnimating: Bool { !animations.isEmpty }

    /// Starts an animation on the window clock. `onFrame` gets eased progress before each
    /// frame; `completion` runs at the end. With animations off (or a zero duration) both run
    /// at once and nil is returned. Each step redraws `redrawing` (the view the animation
    /// changes), or the whole window when it is nil.
    @discardableResult
    public func animate(
        duration: Duration, easing: Easing = .easeInOut, redrawing view: View? = nil,
        onFrame: ((Double) -> Void)? = nil, completion: (() -> Void)? = nil
    ) -> Animation? {
        guard animationsEnabled, duration > .zero else {
            onFrame?(1)
            completion?()
            return nil
        }
        animationGeneration += 1
        let animation = Animation(
            duration: duration, easing: easing, start: loop.clock.now,
            generation: animationGeneration, onFrame: onFrame, completion: completion)
        animation.window = self
        if let view { animation.redraws(view) }
        animations.append(animation)
        AnimationTransaction.register(animation)
        onFrame?(0)
        setNeedsDisplay()
        return animation
    }

    /// Ends every running animation now (their last frame, then their completions).
    public func finishAnimations() {
        while !animations.isEmpty {
            let animation = animations.removeFirst()
            animation.markRedraw()
            animation.finish()
        }
    }

    /// Advances animations to the clock's time; finished ones complete. Called before a frame.
    @_spi(FrameStepping) public func stepAnimations() {
        guard !animations.isEmpty else { return }
        let now = loop.clock.now
        for animation in animations {
            animation.markRedraw()
            if animation.step(now: now) {
                animations.removeAll { $0 === animation }
            }
        }
    }

    /// When the next animation frame is due (nil when nothing animates).
    package var nextAnimationDeadline: Instant? {
        animations.isEmpty ? nil : loop.clock.now
    }
}
