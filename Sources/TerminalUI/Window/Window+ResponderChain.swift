/// Focus, and where input goes: an overlay first, then a preview's Enter and Esc, the peek key,
/// and the responder chain (interceptors, the focused screen and its ancestors, the
/// presentation, the covered screens); then the window's own commands. Clicks by hit-testing.
extension Window {
    // MARK: Focus

    /// The controller at the root of what has focus: the topmost presentation, else the root.
    public var focusContextController: ViewController? { stack.focusContext }

    /// The innermost controller on the focus path.
    public var focusedViewController: ViewController? { responders.focusedController }

    /// The view keys go to first.
    public var focusedView: View? { responders.focusedView(in: responders.focusedController) }

    /// Controllers from the focused one up to the focus context.
    var focusPath: [ViewController] { responders.focusPath(from: responders.focusedController) }

    // MARK: Keys

    /// Routes one input event. A key arriving mid-animation finishes the animation first.
    /// Returns true when something used it.
    @discardableResult
    public func handle(_ key: Key) -> Bool {
        finishAnimations()
        // Whatever the event does may move focus or change a hint.
        defer { responders.invalidate() }
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
        if isTooSmall { return responders.runWindowCommand(key) }
        if let overlay = stack.overlays.last {
            if !overlay.handleKey(key) { return responders.runWindowCommand(key) }
            return true
        }
        if stack.preview != nil {
            return PeekKeys.keyBindings.handle(key, on: PeekKeys(window: self)) || responders.runWindowCommand(key)
        }
        if let peekKey, key == peekKey, beginPreview() { return true }
        return responders.route(key, in: self) || responders.runWindowCommand(key)
    }

    /// Whether `key` runs one of the window's commands that work over modal panels (quit):
    /// a modal panel, which keeps the keys it does not bind, lets those through.
    public func passesModalPanels(_ key: Key) -> Bool {
        keyCommands.contains { $0.worksOverModalPanels && $0.runs(for: key) }
    }

    /// The hints of the focused view, the focus path, the presentation, the covered screens'
    /// commands and the window, without repeats, as the tree is now (a frame shows the same,
    /// computed when something changed).
    public func currentKeyHints() -> [KeyHint] {
        let controller = responders.focusedController
        return responders.keyHints(
            focusedView: responders.focusedView(in: controller), focusedController: controller, in: self)
    }

    /// The hints the key-hint line shows now (ASCII stand-ins applied), as the last frame
    /// found them: a check compares them with `keyHintsAsShownNow()`.
    package var shownKeyHints: [KeyHint] { hintBar.hints }

    /// The hints the key-hint line would show if asked afresh now.
    package func keyHintsAsShownNow() -> [KeyHint] {
        let hints = currentKeyHints()
        return glyphs.isASCII ? hints.map { $0.written(in: glyphs) } : hints
    }

    // MARK: Mouse

    func handleClick(at point: Point) -> Bool {
        layoutIfNeeded()
        if let preview = stack.preview, stack.overlays.isEmpty {
            endPreview(commit: preview.layer.chromeFrame.contains(preview.layer.convertFromWindow(point)))
            return true
        }
        let target: View
        if let overlay = stack.overlays.last {
            target = overlay
        } else if let layer = stack.topLayer {
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
