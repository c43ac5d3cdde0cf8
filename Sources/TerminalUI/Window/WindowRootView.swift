/// The window's top view: the root controller's view, then presentation layers, then overlays.
@MainActor
final class WindowRootView: View {
    override func drawSubviews(in canvas: Canvas) {
        // Skip whatever a settled full-screen presentation hides.
        var start = 0
        for (index, subview) in subviews.enumerated() {
            if let layer = subview as? PresentationLayerView, layer.coversEverythingBelow { start = index }
        }
        for subview in subviews[start...] where !subview.isHidden {
            let frame = subview.frame
            if canvas.shows(frame) { subview.render(in: canvas.sub(frame)) }
        }
    }
}
