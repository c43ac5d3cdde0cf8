/// A view beside the app, on the right (an inspector): the app's content narrows by its width
/// and keeps working; the panel draws in the strip it leaves (`WindowLayout`). It takes no keys
/// unless the app makes it a key interceptor.
extension Window {
    /// Shows `view` in a strip `width` columns wide on the right of the content area.
    public func showSidePanel(_ view: View, width: Int) {
        finishAnimations()
        if let old = sidePanelView, old !== view { old.removeFromSuperview() }
        sidePanelView = view
        setPanelSizes(sideWidth: max(1, width), bottomHeight: layout.bottomPanelHeight)
        panelsDidChange()
    }

    /// Removes the side panel; the app takes the whole width again.
    public func removeSidePanel() {
        guard let view = sidePanelView else { return }
        finishAnimations()
        sidePanelView = nil
        setPanelSizes(sideWidth: nil, bottomHeight: layout.bottomPanelHeight)
        view.removeFromSuperview()
        panelsDidChange()
    }

    /// After a panel came, went or changed size: the tree, its layout and who is on screen.
    func panelsDidChange() {
        rebuildViewTree()
        layoutTree()
        updateAppearance(animated: false)
        flushPendingAppearance()
    }
}
