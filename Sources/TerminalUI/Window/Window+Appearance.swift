/// Which controllers are on screen, and their appearance callbacks.
extension Window {
    // MARK: Appearance

    /// The controllers on screen now, parents before children.
    public var visibleViewControllers: [ViewController] { appearance.visible }

    /// Every controller the window holds, shown or not: the root's containment tree with the
    /// presentations chained from it, and a peek preview. A controller alive outside this set
    /// is held by something else (a leak, when nothing should hold it).
    public var heldViewControllers: [ViewController] {
        var result: [ViewController] = []
        var seen = Set<ObjectIdentifier>()
        func visit(_ controller: ViewController) {
            guard seen.insert(ObjectIdentifier(controller)).inserted else { return }
            result.append(controller)
            controller.children.forEach(visit)
            controller.presentedViewController.map(visit)
        }
        rootViewController.map(visit)
        previewedViewController.map(visit)
        return result
    }

    func computeVisible() -> [ViewController] {
        var result: [ViewController] = []
        func visit(_ controller: ViewController) {
            result.append(controller)
            for child in controller.visibleChildren { visit(child) }
        }
        if let root = rootViewController { visit(root) }
        for layer in layers {
            if !layer.style.keepsPresenterVisible { result.removeAll() }
            visit(layer.presented)
        }
        if let preview { visit(preview.layer.presented) }
        return result
    }

    func updateAppearance(animated: Bool) {
        appearance.update(to: computeVisible(), animated: animated)
    }

    /// Sends the pending "did appear / did disappear" callbacks.
    func flushPendingAppearance() {
        appearance.flush()
    }
}
