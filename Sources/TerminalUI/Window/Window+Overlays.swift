/// Window-level overlays (help) and key interceptors (a banner): views above every
/// presentation, or that see keys first.
extension Window {
    // MARK: Overlays and interceptors

    /// Shows a window-level overlay (such as help) above everything; it gets every key until
    /// it is removed.
    public func showOverlay(_ view: View) {
        guard !stack.overlays.contains(where: { $0 === view }) else { return }
        finishAnimations()
        _ = stack.addOverlay(view)
        // Sized now: keys can reach it before the next frame lays the window out.
        view.frame = contentRect
        rebuildViewTree()
    }

    /// Removes an overlay shown with `showOverlay(_:)`.
    public func removeOverlay(_ view: View) {
        stack.removeOverlay(view)
        view.removeFromSuperview()
        rebuildViewTree()
    }

    /// The overlay on top, if any.
    public var topOverlay: View? { stack.overlays.last }

    /// Lets `view` see keys before the focused screen (a banner taking Enter while it shows).
    public func addKeyInterceptor(_ view: View) {
        responders.addInterceptor(view)
    }

    /// Stops `view` from seeing keys first.
    public func removeKeyInterceptor(_ view: View) {
        responders.removeInterceptor(view)
    }
}
