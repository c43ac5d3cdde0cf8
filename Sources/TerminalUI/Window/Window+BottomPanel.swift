/// A view across the bottom of the app, above the key-hint line (a lesson's panel): the app's
/// content and a side panel get shorter by its height and keep working; the panel draws in
/// the strip they leave. It takes no keys.
extension Window {
    /// The panel under the app, if one is shown.
    public var bottomPanelView: View? { bottomPanel?.view }

    /// Shows `view` in a strip `height` rows tall under the content area, or changes the
    /// height of the one shown. Below `minimumSize` the window shows its notice as ever.
    public func showBottomPanel(_ view: View, height: Int) {
        let height = max(1, height)
        if let panel = bottomPanel, panel.view === view, panel.height == height { return }
        finishAnimations()
        if let old = bottomPanel?.view, old !== view { old.removeFromSuperview() }
        bottomPanel = (view, height)
        rebuildViewTree()
        layoutTree()
        updateAppearance(animated: false)
        flushPendingAppearance()
    }

    /// Removes the bottom panel; the app takes the whole height again.
    public func removeBottomPanel() {
        guard let panel = bottomPanel else { return }
        finishAnimations()
        bottomPanel = nil
        panel.view.removeFromSuperview()
        rebuildViewTree()
        layoutTree()
        updateAppearance(animated: false)
        flushPendingAppearance()
    }

    /// The rows above the key-hint line and the bottom panel: what the app and a side panel share.
    var rowsAbovePanels: Rect {
        let rows = Rect(size: size).dividedBottom(showsKeyHints && size.height > 1 ? 1 : 0).remainder
        guard let panel = bottomPanel, rows.height > panel.height else { return rows }
        return rows.dividedBottom(panel.height).remainder
    }

    /// Where the bottom panel draws: the strip under the content, the whole width.
    var bottomPanelRect: Rect {
        guard let panel = bottomPanel else { return .zero }
        let rows = Rect(size: size).dividedBottom(showsKeyHints && size.height > 1 ? 1 : 0).remainder
        guard rows.height > panel.height else { return .zero }
        return rows.dividedBottom(panel.height).slice
    }
}
