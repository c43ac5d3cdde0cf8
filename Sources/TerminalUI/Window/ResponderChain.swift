/// Where keys go in a window, and what the key-hint line offers: key interceptors first, then
/// the focused view and its superviews, the focused controller and its parents up to the
/// topmost presentation, the presentation itself, the key commands of the controllers it
/// covers, and last the window's own commands. (Overlays, the peek and a preview come before
/// all of these: the window routes those, `Window+ResponderChain.swift`.)
///
/// Key routing always reads the tree as it is. A frame reads a snapshot instead (`frameFocus`):
/// the focus and the hints of the last frame, computed again only after something that can
/// change them: an input event, a container or view-tree change, a window setting, or a
/// view's or controller's `setNeedsKeyHintsUpdate()`. A frame that only a timer caused (a
/// countdown's row) then asks no view or controller for its hints (docs/PERFORMANCE.md).
@MainActor
final class ResponderChain {
    /// Presentations and overlays, which decide where focus is.
    let stack: PresentationStack
    /// Keys handled when nothing on the focus path used them (`Window.keyCommands`).
    var windowCommands: [KeyCommand] = [] { didSet { invalidate() } }
    /// Shown first on the key-hint line (`Window.statusHint`).
    var statusHint: String? { didSet { invalidate() } }
    /// Shown after the focused screen's hints (`Window.globalKeyHints`).
    var trailingHints: [KeyHint] = [] { didSet { invalidate() } }
    /// Views that see keys before the focused screen, while they are in this window.
    private var interceptors: [WeakView] = []

    /// What the last frame was drawn with, while `isSnapshotCurrent`. Held strongly: every
    /// change that could remove one of them from the window also makes the snapshot stale,
    /// which lets them go.
    private var snapshot = FrameFocus()
    private var isSnapshotCurrent = false
    /// The focus of the frame before the snapshot was made again, to tell whether it moved.
    /// Weak: that frame's view may be gone by now.
    private weak var drawnView: View?
    private weak var drawnController: ViewController?
    /// The last line of hints a frame was given, what it was made from, and the glyph set it
    /// is written in; and storage for the next frame's sources.
    private var line: [KeyHint] = []
    private var lineSources = KeyHintSources()
    private var lineGlyphs: GlyphSet?
    private var spareHintSources: [KeyHintSources.Source] = []
    /// True while a frame composes: views then ask the snapshot whether they have focus.
    private(set) var isComposing = false

    init(stack: PresentationStack) {
        self.stack = stack
    }

    // MARK: The frame's snapshot

    /// Focus and hints as a frame uses them.
    struct FrameFocus {
        var view: View?
        var controller: ViewController?
        /// The hints, ASCII stand-ins already applied when the glyphs are ASCII.
        var hints: [KeyHint] = []
    }

    /// Something that can move focus or change a hint happened: the next frame asks again.
    func invalidate() {
        guard isSnapshotCurrent else { return }
        isSnapshotCurrent = false
        snapshot = FrameFocus()
    }

    /// Finds the focus and hints for the frame `window` is about to draw. Nil when the last
    /// frame's still hold (nothing that could change them happened since); else the new hints,
    /// and whether focus moved since the last frame. (The focused view and controller stay in
    /// the snapshot: handing them back too took and gave back a reference to each, every
    /// frame after a key.)
    func refreshFrameFocus(in window: Window) -> (hints: [KeyHint], moved: Bool)? {
        if isSnapshotCurrent { return nil }
        let controller = focusedController
        let view = focusedView(in: controller)
        snapshot = FrameFocus(
            view: view, controller: controller, hints: frameHints(view: view, controller: controller, in: window))
        isSnapshotCurrent = true
        let moved = view !== drawnView || controller !== drawnController
        drawnView = view
        drawnController = controller
        return (snapshot.hints, moved)
    }

    /// The hints for the frame, written in the window's glyphs: the last frame's line when
    /// the responders offered the same as for it (`KeyHintSources`).
    private func frameHints(view: View?, controller: ViewController?, in window: Window) -> [KeyHint] {
        // Taken out of the property first, so that the storage is unique and kept.
        var storage: [KeyHintSources.Source] = []
        swap(&storage, &spareHintSources)
        var sources = KeyHintSources(reusing: storage)
        collectHints(into: &sources, focusedView: view, focusedController: controller, in: window)
        let glyphs = window.glyphs
        if sources == lineSources, glyphs == lineGlyphs {
            spareHintSources = sources.takeStorage()
            return line
        }
        let hints = sources.line()
        line = glyphs.isASCII ? hints.map { $0.written(in: glyphs) } : hints
        lineGlyphs = glyphs
        spareHintSources = lineSources.takeStorage()
        lineSources = sources
        return line
    }

    /// Runs `compose` with views answering `isFocused` from the snapshot.
    func composing(_ compose: () -> Void) {
        isComposing = true
        defer { isComposing = false }
        compose()
    }

    /// The focused view as the frame being composed sees it.
    var composingFocusedView: View? { snapshot.view }

    // MARK: Focus, as the tree is now

    /// The innermost controller on the focus path.
    var focusedController: ViewController? {
        guard var controller = stack.focusContext else { return nil }
        while let child = controller.focusedChild { controller = child }
        return controller
    }

    /// The view keys go to first when `controller` is the focused controller: the top overlay,
    /// none during a preview, else the controller's preferred view.
    func focusedView(in controller: ViewController?) -> View? {
        if let overlay = stack.overlays.last { return overlay }
        if stack.preview != nil { return nil }
        return controller?.preferredFocusView
    }

    /// Controllers from `focused` up to the focus context.
    func focusPath(from focused: ViewController?) -> [ViewController] {
        let context = stack.focusContext
        var path: [ViewController] = []
        var controller = focused
        while let c = controller {
            path.append(c)
            if c === context { break }
            controller = c.parent
        }
        return path
    }

    /// Controllers below the focus context (presenters and their ancestors), top first: their
    /// key commands still apply while something is presented over them.
    var coveredPath: [ViewController] {
        var path: [ViewController] = []
        var presenter = stack.focusContext?.presentingController
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

    /// Lets `view` see keys before the focused screen.
    func addInterceptor(_ view: View) {
        interceptors.removeAll { $0.view == nil || $0.view === view }
        interceptors.append(WeakView(view))
        invalidate()
    }

    /// Stops `view` from seeing keys first.
    func removeInterceptor(_ view: View) {
        interceptors.removeAll { $0.view == nil || $0.view === view }
        invalidate()
    }

    /// The interceptors still alive, first to last.
    var interceptorViews: [View] { interceptors.compactMap(\.view) }

    /// Offers `key` to the interceptors in `window`, the focus path, the topmost presentation
    /// and the covered controllers' commands, in that order; true when one used it.
    func route(_ key: Key, in window: Window) -> Bool {
        for interceptor in interceptors.compactMap(\.view) where interceptor.window === window {
            if interceptor.handleKey(key) { return true }
        }
        let focused = focusedController
        var view = focusedView(in: focused)
        let stop = focused?.viewIfLoaded
        while let v = view {
            if v.handleKey(key) { return true }
            if v === stop { break }
            view = v.superview
        }
        for controller in focusPath(from: focused) where controller.handleKey(key) {
            return true
        }
        if let layer = stack.topLayer, layer.handleKey(key) { return true }
        for controller in coveredPath {
            for command in controller.keyCommands where command.runs(for: key) {
                command.action()
                return true
            }
        }
        return false
    }

    /// Runs the window's own command for `key`; true when there is one.
    func runWindowCommand(_ key: Key) -> Bool {
        for command in windowCommands where command.runs(for: key) {
            command.action()
            return true
        }
        return false
    }

    // MARK: Hints

    /// The hints of the status, the focused view, the focus path, the presentation, the
    /// covered screens' commands and the window, without repeats.
    func keyHints(focusedView: View?, focusedController: ViewController?, in window: Window) -> [KeyHint] {
        var sources = KeyHintSources()
        collectHints(into: &sources, focusedView: focusedView, focusedController: focusedController, in: window)
        return sources.line()
    }

    /// What `keyHints` is made of, in order.
    ///
    /// Written as plain loops over the paths (no intermediate arrays, closures or key paths),
    /// which made it five times cheaper (docs/PERFORMANCE.md).
    private func collectHints(
        into sources: inout KeyHintSources, focusedView: View?, focusedController: ViewController?, in window: Window
    ) {
        if let statusHint { sources.add(KeyHint("", statusHint, essential: true)) }
        if let overlay = stack.overlays.last {
            sources.add(overlay.keyHints)
            // Typed characters go to the text, so the window's letter commands do not apply.
            if overlay.takesTextInput { return }
        } else if stack.preview != nil {
            sources.add(PeekKeys.keyBindings.hints(on: PeekKeys(window: window), glyphs: window.glyphs))
        } else {
            for interceptor in interceptors {
                guard let view = interceptor.view, view.window === window else { continue }
                sources.add(view.keyHints)
            }
            if let focusedView { sources.add(focusedView.keyHints) }
            // The focus path (as `focusPath(from:)`), without making the array.
            let context = stack.focusContext
            var controller = focusedController
            while let current = controller {
                sources.add(current.keyHints)
                if current === context { break }
                controller = current.parent
            }
            if let layer = stack.topLayer { sources.add(layer.keyHints) }
            // The covered path (as `coveredPath`), likewise.
            var presenter = context?.presentingController
            while let covered = presenter {
                var top = covered
                var current: ViewController? = covered
                while let c = current {
                    Self.addHints(of: c.keyCommands, to: &sources)
                    top = c
                    current = c.parent
                }
                presenter = top.presentingController
            }
        }
        Self.addHints(of: windowCommands, to: &sources)
        sources.add(trailingHints)
    }

    private static func addHints(of commands: [KeyCommand], to sources: inout KeyHintSources) {
        for command in commands {
            if let hint = command.offeredHint { sources.add(hint) }
        }
    }
}
