/// The running animations (`AnimationDriver`): started on the window clock, stepped before
/// each frame, finished at once before any container change.
extension Window {
    // MARK: Animations

    /// True while something animates (the app then draws frames at its frame rate).
    public var isAnimating: Bool { animations.isAnimating }

    /// Starts an animation on the window clock. `onFrame` gets eased progress before each
    /// frame; `completion` runs at the end. With animations off (or a zero duration) both run
    /// at once and nil is returned. Each step redraws `redrawing` (the view the animation
    /// changes), or the whole window when it is nil.
    @discardableResult
    public func animate(
        duration: Duration, easing: Easing = .easeInOut, redrawing view: View? = nil,
        onFrame: ((Double) -> Void)? = nil, completion: (() -> Void)? = nil
    ) -> Animation? {
        let animation = animations.start(
            in: self, duration: duration, easing: easing, redrawing: view, onFrame: onFrame, completion: completion)
        if animation != nil { setNeedsDisplay() }
        return animation
    }

    /// Ends every running animation now (their last frame, then their completions).
    public func finishAnimations() {
        animations.finishAll()
    }

    /// Advances animations to the clock's time; finished ones complete. Called before a frame.
    func stepAnimations() {
        animations.step()
    }

    /// When the next animation frame is due (nil when nothing animates).
    package var nextAnimationDeadline: Instant? { animations.nextDeadline }
}
