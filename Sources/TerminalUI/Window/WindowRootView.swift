/// The window's top view: the root controller's view, then presentation layers, the panels and
/// overlays (`Window.rebuildViewTree()`).
@MainActor
final class WindowRootView: View {
    /// The window's stack, which knows the layers without looking at each subview's type.
    var stack: PresentationStack?

    override func drawSubviews(in canvas: Canvas) {
        // Skip whatever a settled full-screen presentation hides.
        let start = stack?.firstVisibleSubviewIndex(in: subviews) ?? 0
        for subview in subviews[start...] where !subview.isHidden {
            let frame = subview.frame
            if canvas.shows(frame) { subview.render(in: canvas.sub(frame)) }
        }
    }
}
