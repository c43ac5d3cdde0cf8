/// Focus, and where input goes: an overlay or interceptor first, then the focused screen and
/// its ancestors (the focus path), then the window's own commands; clicks by hit-testing.
extension Window {
    // MARK: Focus

    /// The controller at the root of what has focus: the topmost presentation, else the root.
    public var focusContextController: ViewController? {
        layers.last?.presented ?? rootViewController
    }

    /// The innermost controller on the focus path.
    public var focusedViewController: ViewController? {
        guard var controller = focusContextController else { return nil }
        while let child = controller.focusedChild { controller = child }
        return controller
    }

    /// The view keys go to first.
    public var focusedView: View? { focusedView(in: focusedViewController) }

    /// The view keys go to first when `controller` is the focused controller.
    func focusedView(in controller: ViewController?) -> View? {
        if !overlays.isEmpty { return overlays.last }
        if preview != nil { return nil }
        return controller?.preferredFocusView
    }

    /// Controllers from the focused one up to the focus context.
    var focusPath: [ViewController] { focusPath(from: focusedViewController) }

    /// Controllers from `focused` up to the focus context.
    func focusPath(from focused: ViewController?) -> [ViewController] {
        var path: [ViewController] = []
        var controller = focused
        while let c = controller {
            path.append(c)
            if c === focusContextController { break }
            controller = c.parent
        }
        return path
    }

    /// Controllers below the focus context (presenters and their ancestors), top first: their
    /// key commands still apply while something is presented over them.
    var coveredPath: [ViewController] {
        var path: [ViewController] = []
        var presenter = focusContextController?.presentingController
        while let p = presenter {
            var c: ViewController? = p
            var top: ViewController = p
            while let current = c {
                path.append(current)
                top = current
                c = current.parent
            }
            presenter = top.presentingController
        }
        return path
    }

    // MARK: Keys

    /// Routes one input event. A key arriving mid-animation finishes the animation first.
    /// Returns true when something used it.
    @discardableResult
    public func handle(_ key: Key) -> Bool {
        finishAnimations()
        switch key {
        case .resize(let newSize):
            resize(to: newSize)
            return true
        case .mouseClick(let point):
            return isTooSmall ? false : handleClick(at: point)
        default:
            break
        }
        // Too small to show the UI: only the window's own commands (quit) still work.
        if isTooSmall { return runWindowCommands(key) }
        if let overlay = overlays.last {
            if !overlay.handleKey(key) { return runWindowCommands(key) }
            return true
        }
        if preview != nil {
            return PeekKeys.keyBindings.handle(key, on: PeekKeys(window: self)) || runWindowCommands(key)
        }
        if let peekKey, key == peekKey, beginPreview() { return true }
        for interceptor in keyInterceptors.compactMap(\.view) where interceptor.window === self {
            if interceptor.handleKey(key) { return true }
        }
        var view = focusedView
        let stop = focusedViewController?.viewIfLoaded
        while let v = view {
            if v.handleKey(key) { return true }
            if v === stop { break }
            view = v.superview
        }
        for controller in focusPath where controller.handleKey(key) {
            return true
        }
        if let layer = layers.last, layer.handleKey(key) { return true }
        for controller in coveredPath {
            for command in controller.keyCommands where command.runs(for: key) {
                command.action()
                return true
            }
        }
        return runWindowCommands(key)
    }

    func runWindowCommands(_ key: Key) -> Bool {
        for command in keyCommands where command.runs(for: key) {
            command.action()
            return true
        }
        return false
    }

    /// Whether `key` runs one of the window's commands that work over modal panels (quit):
    /// a modal panel, which keeps the keys it does not bind, lets those through.
    public func passesModalPanels(_ key: Key) -> Bool {
        keyCommands.contains { $0.worksOverModalPanels && $0.runs(for: key) }
    }

    /// The hints of the focused view, the focus path, the presentation, the covered screens'
    /// commands and the window, without repeats.
    public func currentKeyHints() -> [KeyHint] {
        let controller = focusedViewController
        return keyHints(focusedView: focusedView(in: controller), focusedController: controller)
    }

    /// `currentKeyHints()` with the focus already found (a frame finds it once).
    ///
    /// Computed before every frame, since anything may change a hint: written as plain loops
    /// over the paths (no intermediate arrays, closures or key paths), which made it five
    /// times cheaper (docs/PERFORMANCE.md).
    func keyHints(focusedView: View?, focusedController: ViewController?) -> [KeyHint] {
        var hints: [KeyHint] = []
        hints.reserveCapacity(16)
        if let statusHint { Self.add(KeyHint("", statusHint, essential: true), to: &hints) }
        if let overlay = overlays.last {
            Self.add(overlay.keyHints, to: &hints)
            // Typed characters go to the text, so the window's letter commands do not apply.
            if overlay.takesTextInput { return hints }
        } else if preview != nil {
            Self.add(PeekKeys.keyBindings.hints(on: PeekKeys(window: self), glyphs: glyphs), to: &hints)
        } else {
            for interceptor in keyInterceptors {
                guard let view = interceptor.view, view.window === self else { continue }
                Self.add(view.keyHints, to: &hints)
            }
            if let focusedView { Self.add(focusedView.keyHints, to: &hints) }
            // The focus path (as `focusPath(from:)`), without making the array.
            var controller = focusedController
            while let current = controller {
                Self.add(current.keyHints, to: &hints)
                if current === focusContextController { break }
                controller = current.parent
            }
            if let layer = layers.last { Self.add(layer.keyHints, to: &hints) }
            // The covered path (as `coveredPath`), likewise.
            var presenter = focusContextController?.presentingController
            while let covered = presenter {
                var top = covered
                var current: ViewController? = covered
                while let c = current {
                    Self.addHints(of: c.keyCommands, to: &hints)
                    top = c
                    current = c.parent
                }
                presenter = top.presentingController
            }
        }
        Self.addHints(of: keyCommands, to: &hints)
        Self.add(globalKeyHints, to: &hints)
        return hints
    }

    /// Appends `hint` unless a hint for the same keys is there. A dozen hints at most: a
    /// linear check is cheaper than hashing their keys, and most keys differ in length or in
    /// their first byte (a full `==` of two different strings is the slow part).
    private static func add(_ hint: KeyHint, to hints: inout [KeyHint]) {
        let keys = hint.keys.utf8
        let count = keys.count
        let first = keys.first
        for existing in hints {
            let other = existing.keys.utf8
            if other.count == count && other.first == first && existing.keys == hint.keys { return }
        }
        hints.append(hint)
    }

    private static func add(_ list: [KeyHint], to hints: inout [KeyHint]) {
        for hint in list { add(hint, to: &hints) }
    }

    private static func addHints(of commands: [KeyCommand], to hints: inout [KeyHint]) {
        for command in commands {
            if let hint = command.offeredHint { add(hint, to: &hints) }
        }
    }

    // MARK: Mouse

    func handleClick(at point: Point) -> Bool {
        layoutIfNeeded()
        if let preview, overlays.isEmpty {
            endPreview(commit: preview.layer.chromeFrame.contains(preview.layer.convertFromWindow(point)))
            return true
        }
        let target: View
        if let overlay = overlays.last {
            target = overlay
        } else if let layer = layers.last {
            target = layer
        } else if let root = rootViewController?.viewIfLoaded {
            target = root
        } else {
            return false
        }
        let local = target.convertFromWindow(point)
        guard var hit = target.hitTest(local) else { return false }
        // Clicking inside a container's child moves focus there (a split view's side).
        var viewForFocus: View? = hit
        while let v = viewForFocus {
            if let controller = v.owningViewController, let parent = controller.parent {
                parent.childWasClicked(controller)
            }
            viewForFocus = v.superview
        }
        while true {
            if hit.mouseClicked(at: hit.convertFromWindow(point)) { return true }
            guard let next = hit.superview, next !== rootView else { return false }
            hit = next
        }
    }
}
