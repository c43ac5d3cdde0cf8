/// Presentations stacked over the root (modals, sheets, popovers) as layers, and container
/// changes: what is shown, what is visible, and the view tree that draws it.
extension Window {
    // MARK: Containers and presentations

    /// Called by containers after their model changed: shows presentations that became
    /// visible, and sends appearance callbacks. "Did" callbacks wait for running transitions.
    package func containerDidChange(animated: Bool) {
        refreshLayers()
        layoutTree()
        updateAppearance(animated: animated)
        if !isAnimating { flushPendingAppearance() }
        cancelPreviewIfSourceLeft()
    }

    /// Runs a container's model change with the window's bookkeeping: animations finish first,
    /// `transition` may start one for the change, appearance callbacks follow, and
    /// `completion` runs after the "did" callbacks (at once when nothing animates).
    package func performContainerChange(animated: Bool, transition: () -> Animation?, completion: (() -> Void)? = nil) {
        let animation = animated && animationsEnabled ? transition() : nil
        refreshLayers()
        layoutTree()
        updateAppearance(animated: animated)
        if let animation {
            animation.addCompletion { [weak self] in
                self?.flushPendingAppearance()
                completion?()
            }
        } else {
            flushPendingAppearance()
            completion?()
        }
        cancelPreviewIfSourceLeft()
    }

    /// A preview whose source screen left (a timer closed it, say) has nothing to return to:
    /// it closes, and its delegate hears it was interrupted. (A screen being dismissed with
    /// an animation has already left, though it still draws.)
    func cancelPreviewIfSourceLeft() {
        guard let (layer, context) = preview else { return }
        let sourceVisible =
            context.viewController.map { source in appearance.visible.contains { $0 === source } } ?? false
        guard !sourceVisible || !context.isOnScreen else { return }
        dismissPreview()
        context.delegate?.previewingContext(context, wasInterruptedShowing: layer.presented)
    }

    func presentationDidBegin(_ controller: ViewController, animated: Bool, completion: (() -> Void)?) {
        refreshLayers()
        let layer = layers.first { $0.presented === controller }
        performContainerChange(
            animated: animated,
            transition: {
                guard let layer else { return nil }
                layer.frame = contentRect
                let look = layer.defaultLook()
                guard let animation = animate(duration: look.duration, easing: look.easing) else { return nil }
                layer.run(animation, look: look, operation: .present)
                return animation
            }, completion: completion)
    }

    func presentationDidEnd(_ chain: [ViewController], animated: Bool, completion: (() -> Void)?) {
        // Only the topmost shown layer of what is dismissed animates; the rest vanish at once.
        let removed = layers.filter { layer in chain.contains { $0 === layer.presented } }
        refreshLayers()
        let top = removed.last
        performContainerChange(
            animated: animated,
            transition: {
                guard let top else { return nil }
                let look = top.defaultLook()
                guard let animation = animate(duration: look.duration, easing: look.easing) else { return nil }
                top.run(animation, look: look, operation: .dismiss)
                dismissingLayers.append(top)
                rebuildViewTree()
                animation.addCompletion { [weak self, weak top] in
                    guard let self, let top else { return }
                    self.dismissingLayers.removeAll { $0 === top }
                    top.removeFromSuperview()
                    self.rebuildViewTree()
                }
                return animation
            }, completion: completion)
    }

    /// Whether `controller`'s presentation is still animating in.
    func isBeingPresented(_ controller: ViewController) -> Bool {
        layers.first { $0.presented === controller }?.isPresenting ?? false
    }

    /// Recomputes the stack of presentation layers from the controllers' presented links.
    func refreshLayers() {
        var chain: [ViewController] = []
        var base = rootViewController
        while let b = base, let presented = Window.findPresented(from: b) {
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
        rebuildViewTree()
    }

    /// The first presented controller found from `controller` through visible children.
    static func findPresented(from controller: ViewController) -> ViewController? {
        if let presented = controller.presentedViewController { return presented }
        for child in controller.visibleChildren {
            if let found = findPresented(from: child) { return found }
        }
        return nil
    }

    func rebuildViewTree() {
        var order: [View] = []
        if let root = rootViewController?.view { order.append(root) }
        order.append(contentsOf: layers as [View])
        order.append(contentsOf: dismissingLayers as [View])
        if let preview { order.append(preview.layer) }
        if let panel = sidePanel?.view { order.append(panel) }
        if let panel = bottomPanel?.view { order.append(panel) }
        order.append(contentsOf: overlays)
        for (index, view) in order.enumerated() {
            if view.superview !== rootView || rootView.subviews.firstIndex(where: { $0 === view }) != index {
                rootView.insertSubview(view, at: index)
            }
        }
        for extra in rootView.subviews where !order.contains(where: { $0 === extra }) {
            extra.removeFromSuperview()
        }
        setNeedsLayout()
    }
}
