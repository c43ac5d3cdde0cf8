/// What a window stacks, bottom to top: the root controller, a layer for each presentation over
/// it (and layers still animating out), a peek's preview, and window-level overlays (help).
/// It keeps the layers in step with the controllers' presented links, and tells the rest of
/// the window what is on top, which controllers are on screen and which it holds.
///
/// Its lists change by assignment only, never in place, so that the optimizer drops the
/// run-time exclusivity checks on the focus path (see `View.placement`).
@MainActor
final class PresentationStack {
    /// The screen at the bottom of everything.
    var root: ViewController?
    /// One layer per presented controller, bottom to top.
    private(set) var layers: [PresentationLayerView] = []
    /// Layers of dismissed controllers whose animation still draws them.
    private(set) var dismissingLayers: [PresentationLayerView] = []
    /// The preview while a peek is on, and the source it came from.
    var preview: (layer: PresentationLayerView, context: PreviewingContext)?
    /// Window-level overlays, bottom to top; the top one gets every key.
    private(set) var overlays: [View] = []

    /// The topmost presentation's layer.
    var topLayer: PresentationLayerView? { layers.last }

    /// The controller at the root of what has focus: the topmost presentation, else the root.
    var focusContext: ViewController? { layers.last?.presented ?? root }

    /// Recomputes the layers from the controllers' presented links: existing layers stay,
    /// new presentations get one, and a layer whose controller is no longer presented (and is
    /// not animating out) leaves the view tree.
    func refreshLayers() {
        var chain: [ViewController] = []
        var base = root
        while let b = base, let presented = Self.findPresented(from: b) {
            if chain.contains(where: { $0 === presented }) { break }
            chain.append(presented)
            base = presented
        }
        let old = layers
        layers = chain.map { controller in
            if let existing = old.first(where: { $0.presented === controller && !$0.isDismissing }) { return existing }
            return PresentationLayerView(
                presented: controller, style: controller.activePresentationStyle ?? .fullScreen)
        }
        for layer in old
        where !layers.contains(where: { $0 === layer }) && !dismissingLayers.contains(where: { $0 === layer }) {
            layer.markDismissed()
            layer.removeFromSuperview()
        }
    }

    /// The first presented controller found from `controller` through visible children.
    static func findPresented(from controller: ViewController) -> ViewController? {
        if let presented = controller.presentedViewController { return presented }
        for child in controller.visibleChildren {
            if let found = findPresented(from: child) { return found }
        }
        return nil
    }

    /// The layer showing `controller`.
    func layer(presenting controller: ViewController) -> PresentationLayerView? {
        layers.first { $0.presented === controller }
    }

    /// Keeps `layer` drawing while its dismissal animates.
    func beginDismissing(_ layer: PresentationLayerView) {
        var list = dismissingLayers
        dismissingLayers = []
        list.append(layer)
        dismissingLayers = list
    }

    /// The dismissal of `layer` ended: it leaves the view tree.
    func endDismissing(_ layer: PresentationLayerView) {
        dismissingLayers = dismissingLayers.filter { $0 !== layer }
        layer.removeFromSuperview()
    }

    /// Puts `view` on top of the overlays; false when it is one already.
    func addOverlay(_ view: View) -> Bool {
        guard !overlays.contains(where: { $0 === view }) else { return false }
        overlays = overlays + [view]
        return true
    }

    /// Removes `view` from the overlays.
    func removeOverlay(_ view: View) {
        overlays = overlays.filter { $0 !== view }
    }

    /// The index among the window root view's subviews from which drawing starts: a settled
    /// full-screen presentation hides everything under it. The root view holds the root's
    /// view, then the layers in order (`Window.rebuildViewTree()`).
    func firstVisibleSubviewIndex(in subviews: [View]) -> Int {
        let offset = root == nil ? 0 : 1
        for index in layers.indices.reversed() where layers[index].coversEverythingBelow {
            let position = offset + index
            // A view added to the root view by hand shifts nothing below it, but check.
            return position < subviews.count && subviews[position] === layers[index] ? position : 0
        }
        return 0
    }

    /// The controllers on screen, parents before children: the root's visible tree, each
    /// presentation's on top (a presentation that hides its presenter removes what is under
    /// it), then a preview's.
    func visibleControllers() -> [ViewController] {
        var result: [ViewController] = []
        func visit(_ controller: ViewController) {
            result.append(controller)
            for child in controller.visibleChildren { visit(child) }
        }
        if let root { visit(root) }
        for layer in layers {
            if !layer.style.keepsPresenterVisible { result.removeAll() }
            visit(layer.presented)
        }
        if let preview { visit(preview.layer.presented) }
        return result
    }

    /// Every controller held, shown or not: the root's containment tree with the presentations
    /// chained from it, and a preview.
    func heldControllers() -> [ViewController] {
        var result: [ViewController] = []
        var seen = Set<ObjectIdentifier>()
        func visit(_ controller: ViewController) {
            guard seen.insert(ObjectIdentifier(controller)).inserted else { return }
            result.append(controller)
            controller.children.forEach(visit)
            controller.presentedViewController.map(visit)
        }
        root.map(visit)
        preview.map { visit($0.layer.presented) }
        return result
    }
}
