/// Which controllers are on screen, and their appearance callbacks (`AppearanceTracker`).
extension Window {
    // MARK: Appearance

    /// The controllers on screen now, parents before children.
    public var visibleViewControllers: [ViewController] { appearance.visible }

    /// Every controller the window holds, shown or not: the root's containment tree with the
    /// presentations chained from it, and a peek preview. A controller alive outside this set
    /// is held by something else (a leak, when nothing should hold it).
    public var heldViewControllers: [ViewController] { stack.heldControllers() }

    func updateAppearance(animated: Bool) {
        appearance.update(to: stack.visibleControllers(), animated: animated)
    }

    /// Sends the pending "did appear / did disappear" callbacks.
    func flushPendingAppearance() {
        appearance.flush()
    }
}
