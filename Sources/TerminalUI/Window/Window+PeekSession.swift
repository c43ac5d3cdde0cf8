/// A peek (a preview of the screen a source would open): begun by the peek key, committed with
/// Enter, cancelled with Esc, interrupted when its source leaves.
extension Window {
    // MARK: Previewing (peek)

    /// The controller shown in the preview, while a peek is on.
    public var previewedViewController: ViewController? { stack.preview?.layer.presented }

    /// The registered source a peek would use now, and the location in it: the focused view
    /// when it lies inside a source (its selected row), else a source's own peek location.
    func previewSource() -> (PreviewingContext, Point)? {
        let focused = focusedView
        var fallback: (PreviewingContext, Point)?
        for controller in focusPath {
            for context in controller.previewingContexts where context.isOnScreen {
                guard let source = context.sourceView else { continue }
                if let focused, focused.isDescendant(of: source), let location = focused.peekLocation {
                    let focusedOrigin = focused.frameInWindow.origin
                    let sourceOrigin = source.frameInWindow.origin
                    return (
                        context,
                        Point(
                            x: location.x + focusedOrigin.x - sourceOrigin.x,
                            y: location.y + focusedOrigin.y - sourceOrigin.y)
                    )
                }
                if fallback == nil, let location = source.peekLocation { fallback = (context, location) }
            }
        }
        return fallback
    }

    /// Starts a peek as the peek key does: asks the source's delegate for a controller and
    /// shows it in an overlay. Returns false when nothing here can be peeked at.
    @discardableResult
    public func beginPreview() -> Bool {
        guard stack.preview == nil, let (context, location) = previewSource(), let delegate = context.delegate else {
            return false
        }
        guard let controller = delegate.previewingContext(context, viewControllerForLocation: location) else {
            return true
        }
        guard controller.parent == nil, controller.presentingController == nil, controller.viewIfLoaded?.window == nil
        else {
            TerminalUILog.warn("cannot preview \(controller.debugName): it is already on screen or in a container")
            return true
        }
        finishAnimations()
        let name = controller.title ?? (controller as? NavigationController)?.topViewController?.title ?? ""
        let label = previewLabel(name)
        let layer = PresentationLayerView(presented: controller, style: .overlay(label: label))
        stack.preview = (layer, context)
        rebuildViewTree()
        containerDidChange(animated: false)
        return true
    }

    /// Ends the peek the way the user chose: Enter commits, Esc cancels.
    public func endPreview(commit: Bool) {
        guard let (layer, context) = stack.preview else { return }
        dismissPreview()
        let controller = layer.presented
        if commit {
            context.delegate?.previewingContext(context, commit: controller)
        } else {
            context.delegate?.previewingContext(context, didCancel: controller)
        }
    }

    /// Ends what the window still shows for others when the app is done with it: a peek ends as
    /// interrupted, and its delegate hears. Call it before letting the window go. A delegate
    /// that froze a transition for the peek (Marshroute's peek & pop) holds the previewed
    /// screen until it hears, and the screen holds the delegate back through its router: a
    /// window released during a peek without this leaves all of that alive. (A `deinit`
    /// cannot do it: it may run outside the main actor, and the Swift 6.2 runtimes' isolated
    /// deinit can crash when a release happens outside a task.) Safe to call more than once.
    public func close() {
        guard let (layer, context) = stack.preview else { return }
        dismissPreview()
        context.delegate?.previewingContext(context, wasInterruptedShowing: layer.presented)
    }

    /// Removes the preview without telling its delegate (when the delegate ends it itself).
    public func dismissPreview() {
        guard let current = stack.preview else { return }
        stack.preview = nil
        current.layer.removeFromSuperview()
        current.layer.presented.view.removeFromSuperview()
        rebuildViewTree()
        containerDidChange(animated: false)
    }
}
