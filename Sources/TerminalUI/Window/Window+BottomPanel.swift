/// A view across the bottom of the app, above the key-hint line (a lesson's panel): the app's
/// content and a side panel get shorter by its height and keep working; the panel draws in
/// the strip they leave (`WindowLayout`). It takes no keys.
extension Window {
    /// Shows `view` in a strip `height` rows tall under the content area, or changes the
    /// height of the one shown. Below `minimumSize` the window shows its notice as ever.
    public func showBottomPanel(_ view: View, height: Int) {
        let height = max(1, height)
        if bottomPanelView === view, layout.bottomPanelHeight == height { return }
        finishAnimations()
        if let old = bottomPanelView, old !== view { old.removeFromSuperview() }
        bottomPanelView = view
        setPanelSizes(sideWidth: layout.sidePanelWidth, bottomHeight: height)
        panelsDidChange()
    }

    /// Removes the bottom panel; the app takes the whole height again.
    public func removeBottomPanel() {
        guard let view = bottomPanelView else { return }
        finishAnimations()
        bottomPanelView = nil
        setPanelSizes(sideWidth: layout.sidePanelWidth, bottomHeight: nil)
        view.removeFromSuperview()
        panelsDidChange()
    }
}
