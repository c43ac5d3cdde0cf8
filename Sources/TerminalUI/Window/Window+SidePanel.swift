/// A view beside the app, on the right (an inspector): the app's content narrows by its width
/// and keeps working; the panel draws in the strip it leaves. It takes no keys unless the app
/// makes it a key interceptor.
extension Window {
    /// The panel beside the app, if one is shown.
    public var sidePanelView: View? { sidePanel?.view }

    /// Shows `view` in a strip `width` columns wide on the right of the content area.
    public func showSidePanel(_ view: View, width: Int) {
        finishAnimations()
        sidePanel = (view, max(1, width))
        rebuildViewTree()
        layoutTree()
        updateAppearance(animated: false)
        flushPendingAppearance()
    }

    /// Removes the side panel; the app takes the whole width again.
    public func removeSidePanel() {
        guard let panel = sidePanel else { return }
        finishAnimations()
        sidePanel = nil
        panel.view.removeFromSuperview()
        rebuildViewTree()
        layoutTree()
        updateAppearance(animated: false)
        flushPendingAppearance()
    }

    /// The content rows without the panel's strip.
    func contentRect(besidePanelIn rows: Rect) -> Rect {
        guard let panel = sidePanel, rows.width > panel.width else { return rows }
        return Rect(x: rows.minX, y: rows.minY, width: rows.width - panel.width, height: rows.height)
    }

    /// Where the panel draws: the strip right of the content.
    var sidePanelRect: Rect {
        guard let panel = sidePanel else { return .zero }
        let rows = rowsAbovePanels
        let width = min(panel.width, rows.width)
        return Rect(x: rows.maxX - width, y: rows.minY, width: width, height: rows.height)
    }
}
