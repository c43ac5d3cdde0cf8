/// Container changes and presentations: after a container's model changed, the window brings
/// the `PresentationStack`'s layers, the view tree, the layout and the appearance callbacks in
/// step, with the transition's animation when there is one.
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
        guard let (layer, context) = stack.preview else { return }
        let sourceVisible =
            context.viewController.map { source in appearance.visible.contains { $0 === source } } ?? false
        guard !sourceVisible || !context.isOnScreen else { return }
        dismissPreview()
        context.delegate?.previewingContext(context, wasInterruptedShowing: layer.presented)
    }

    func presentationDidBegin(_ controller: ViewController, animated: Bool, completion: (() -> Void)?) {
        refreshLayers()
        let layer = stack.layer(presenting: controller)
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
        let removed = stack.layers.filter { layer in chain.contains { $0 === layer.presented } }
        refreshLayers()
        let top = removed.last
        performContainerChange(
            animated: animated,
            transition: {
                guard let top else { return nil }
                let look = top.defaultLook()
                guard let animation = animate(duration: look.duration, easing: look.easing) else { return nil }
                top.run(animation, look: look, operation: .dismiss)
                stack.beginDismissing(top)
                rebuildViewTree()
                animation.addCompletion { [weak self, weak top] in
                    guard let self, let top else { return }
                    self.stack.endDismissing(top)
                    self.rebuildViewTree()
                }
                return animation
            }, completion: completion)
    }

    /// Whether `controller`'s presentation is still animating in.
    func isBeingPresented(_ controller: ViewController) -> Bool {
        stack.layer(presenting: controller)?.isPresenting ?? false
    }

    /// Recomputes the presentation layers from the controllers' presented links, and the tree.
    func refreshLayers() {
        stack.refreshLayers()
        rebuildViewTree()
    }

    /// Puts the root view's subviews in order: the root's view, the presentation layers (those
    /// animating out after them), the preview, the panels, the overlays. Focus may have moved.
    func rebuildViewTree() {
        var order: [View] = []
        if let root = rootViewController?.view { order.append(root) }
        order.append(contentsOf: stack.layers as [View])
        order.append(contentsOf: stack.dismissingLayers as [View])
        if let preview = stack.preview { order.append(preview.layer) }
        if let panel = sidePanelView { order.append(panel) }
        if let panel = bottomPanelView { order.append(panel) }
        order.append(contentsOf: stack.overlays)
        for (index, view) in order.enumerated() {
            if view.superview !== rootView || rootView.subviews.firstIndex(where: { $0 === view }) != index {
                rootView.insertSubview(view, at: index)
            }
        }
        for extra in rootView.subviews where !order.contains(where: { $0 === extra }) {
            extra.removeFromSuperview()
        }
        responders.invalidate()
        setNeedsLayout()
    }
}
