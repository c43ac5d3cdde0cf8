/// Hosts one content view and animates the change when it is replaced: what a navigation
/// stack's content area uses for pushes and pops.
///
/// While a transition runs, the outgoing view stays a subview (so it is still on screen) and
/// both are drawn by the `TransitionAnimation`; when the animation ends the outgoing view is
/// removed. A newer transition always finishes the older one first, so no stale frame draws.
@MainActor
public final class TransitionHostView: View {
    /// The view shown now.
    public var contentView: View? { shownView }
    // Stored apart from the public property and only assigned, so that the optimizer drops
    // the run-time exclusivity checks (see `View.placement`).
    private var shownView: View?
    private var outgoingView: View?
    private var running: (animation: Animation, look: TransitionAnimation, operation: TransitionOperation)?

    /// True while a transition draws.
    public var isTransitioning: Bool { running.map { !$0.animation.isFinished } ?? false }

    /// Shows `newView`. With an `animation` from the window, `look` draws the change until it ends.
    public func setContent(
        _ newView: View?, animation: Animation? = nil, look: TransitionAnimation? = nil,
        operation: TransitionOperation = .replace
    ) {
        if let running, !running.animation.isFinished { running.animation.finish() }
        let old = contentView
        guard old !== newView else { return }
        shownView = newView
        if let newView {
            newView.frame = bounds
            addSubview(newView)
        }
        if let animation, let look, !animation.isFinished {
            outgoingView = old
            running = (animation, look, operation)
            animation.redraws(self)
            animation.addCompletion { [weak self, weak old] in
                guard let self else { return }
                if let old, old !== self.contentView { old.removeFromSuperview() }
                if self.outgoingView === old { self.outgoingView = nil }
                self.running = nil
                self.setNeedsDisplay()
            }
        } else {
            old?.removeFromSuperview()
        }
        setNeedsLayout()
    }

    /// Fills the bounds with the content view (and the outgoing one during a transition).
    public override func layoutSubviews() {
        contentView?.frame = bounds
        outgoingView?.frame = bounds
    }

    /// Draws the content, or the transition's frame while one runs.
    public override func drawSubviews(in canvas: Canvas) {
        if let running, !running.animation.isFinished {
            let outgoing = outgoingView
            let incoming = contentView
            let frame = TransitionFrame(
                progress: running.animation.progress, operation: running.operation, canvas: canvas, glyphs: glyphs,
                drawFrom: outgoing.map { view in { canvas in view.render(in: canvas) } },
                drawTo: incoming.map { view in { canvas in view.render(in: canvas) } })
            running.look.draw(frame)
        } else if let contentView, !contentView.isHidden {
            let frame = contentView.frame
            if canvas.shows(frame) { contentView.render(in: canvas.sub(frame)) }
        }
    }

    /// The deepest view of the content under `point`, or this view.
    public override func hitTest(_ point: Point) -> View? {
        guard !isHidden, bounds.contains(point) else { return nil }
        return contentView?.hitTest(point) ?? self
    }
}
