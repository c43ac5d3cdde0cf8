/// The root of everything on screen: the root view controller, the presentations stacked on
/// it, window-level overlays (help), the key-hint line, focus and key routing, appearance
/// callbacks, and the running animations.
///
/// A window does not own a terminal. `render(into:)` draws a frame into a buffer, and
/// `handle(_:)` takes one input event; `Application` connects both to a `Screen`, and tests
/// call them directly.
@MainActor
public final class Window {
    /// The run loop's timers, and the clock animations read.
    public let loop: EventLoop
    /// The size in cells.
    public private(set) var size: Size

    /// The glyphs views draw with (Unicode or ASCII).
    public var glyphs: GlyphSet { didSet { setNeedsDisplay() } }
    /// False turns every animation into an immediate change (`--no-animation`).
    public var animationsEnabled = true
    /// Below this size the window shows a notice instead of the UI.
    public var minimumSize = Size(width: 40, height: 12) { didSet { setNeedsDisplay() } }
    /// Whether the bottom row shows the key hints of the focused screen.
    public var showsKeyHints = true { didSet { setNeedsLayout() } }
    /// Hints shown after the focused screen's own (help, quit).
    public var globalKeyHints: [KeyHint] = [] { didSet { setNeedsDisplay() } }
    /// A short status shown first on the key-hint line while set ("⏸ paused"); it stays when
    /// the line is too narrow for the hints.
    public var statusHint: String? { didSet { setNeedsDisplay() } }
    /// Keys handled when nothing on the focus path used them.
    public var keyCommands: [KeyCommand] = []
    /// The key that starts a peek on a registered source view. Nil (the default) leaves it to
    /// the app, which may also start one itself with `beginPreview()`.
    public var peekKey: Key?
    /// The label of a preview's box, given the previewed screen's title (empty when it has none).
    public var previewLabel: (String) -> String = { title in title.isEmpty ? "Preview" : "Preview: \(title)" }

    /// True when something changed since the last frame.
    public internal(set) var needsDisplay = true
    var needsLayout = true
    /// How frames are composed: only the rows that changed (the default), or the whole tree
    /// every time (`Window+Damage.swift`).
    public var composition = Composition.damagedRows { didSet { setNeedsDisplay() } }
    /// What changed since the last frame, and what that frame was drawn into.
    var damage = WindowDamage()

    let rootView = WindowRootView()
    let hintBar = KeyHintBar()
    var layers: [PresentationLayerView] = []
    var dismissingLayers: [PresentationLayerView] = []
    var overlays: [View] = []
    /// The panel beside the app (`Window+SidePanel.swift`).
    var sidePanel: (view: View, width: Int)?
    /// The panel under the app (`Window+BottomPanel.swift`).
    var bottomPanel: (view: View, height: Int)?
    var preview: (layer: PresentationLayerView, context: PreviewingContext)?
    var keyInterceptors: [WeakView] = []
    private var resizeObservers: [(owner: Weak, observer: @MainActor (Size) -> Void)] = []
    var frameObservers: [(owner: Weak, observer: @MainActor () -> Void)] = []

    /// A weak reference to an observer's owner.
    struct Weak {
        weak var object: AnyObject?
    }

    let appearance = AppearanceTracker()

    var animations: [Animation] = []
    var animationGeneration: UInt64 = 0
    /// The old root's last frame while an animated root swap runs (`Window+RootSwap.swift`).
    var rootSwap: RootSwap?

    /// Creates a window of `size` whose timers and animations run on `loop`.
    public init(size: Size, loop: EventLoop, glyphs: GlyphSet = .unicode) {
        self.size = size
        self.loop = loop
        self.glyphs = glyphs
        rootView.hostWindow = self
        hintBar.hostWindow = self
    }

    // MARK: Root

    /// The screen at the bottom of everything; presentations stack on it.
    public var rootViewController: ViewController? {
        didSet {
            guard rootViewController !== oldValue else { return }
            finishAnimations()
            if let old = oldValue {
                old.viewIfLoaded?.removeFromSuperview()
            }
            if let root = rootViewController {
                rootView.insertSubview(root.view, at: 0)
            }
            containerDidChange(animated: false)
            flushPendingAppearance()
        }
    }

    // MARK: Size and layout

    /// The area screens use: everything but the key-hint line.
    public var contentRect: Rect {
        contentRect(besidePanelIn: rowsAbovePanels)
    }

    /// True when the window is smaller than `minimumSize`.
    public var isTooSmall: Bool { !size.fits(minimumSize) }

    /// Changes the size, as a terminal resize does.
    public func resize(to newSize: Size) {
        guard newSize != size else { return }
        size = newSize
        setNeedsLayout()
        // A size change can show or hide a split view's column: settle appearance too.
        containerDidChange(animated: false)
        resizeObservers.removeAll { $0.owner.object == nil }
        for entry in resizeObservers { entry.observer(newSize) }
    }

    /// Calls `observer` after every size change while `owner` lives (a panel that sits beside
    /// the app from some width and over it below).
    public func addResizeObserver(_ owner: AnyObject, _ observer: @escaping @MainActor (Size) -> Void) {
        resizeObservers.append((Weak(object: owner), observer))
    }

    /// Asks for a new frame that composes the whole window again (views mark only their own
    /// part with `View.setNeedsDisplay()`).
    public func setNeedsDisplay() {
        needsDisplay = true
        damage.everything = true
    }

    /// Asks for a layout before the next frame, which then composes the whole window.
    public func setNeedsLayout() {
        needsLayout = true
        setNeedsDisplay()
    }

    /// Sets every frame for the current size.
    public func layoutIfNeeded() {
        guard needsLayout else { return }
        needsLayout = false
        let content = contentRect
        rootView.frame = Rect(size: size)
        rootViewController?.view.frame = content
        for layer in layers + dismissingLayers { layer.frame = content }
        preview?.layer.frame = content
        for overlay in overlays { overlay.frame = content }
        sidePanel?.view.frame = sidePanelRect
        bottomPanel?.view.frame = bottomPanelRect
        hintBar.frame = Rect(size: size).dividedBottom(1).slice
        // Frames only change when sizes do; force the subtree to lay out again on resize.
        invalidateLayout(rootView)
    }

    /// Lays out the whole tree now, so that size-dependent visibility (a collapsed split view)
    /// is current before appearance is computed.
    func layoutTree() {
        setNeedsLayout()
        layoutIfNeeded()
        func visit(_ view: View) {
            view.layoutIfNeeded()
            for subview in view.subviews { visit(subview) }
        }
        visit(rootView)
    }

    func invalidateLayout(_ view: View) {
        view.setNeedsLayout()
        for subview in view.subviews { invalidateLayout(subview) }
    }

    // MARK: Drawing

    /// The notice shown instead of the UI when the terminal is too small, on one line.
    public var tooSmallMessage: String {
        "Terminal too small: \(size.width)x\(size.height), need \(minimumSize.width)x\(minimumSize.height)"
    }

    /// A line under the too-small notice that says how to leave. An `Application` sets
    /// "Ctrl-C quits" while it quits on Ctrl-C; an app with a quit key of its own may name it.
    public var tooSmallHint: String? {
        didSet { if isTooSmall { setNeedsDisplay() } }
    }

    /// The notice as drawn: each part on a line of its own, so none is cut mid-phrase.
    var tooSmallLines: [String] {
        [
            "Terminal too small: \(size.width)x\(size.height)",
            "need \(minimumSize.width)x\(minimumSize.height)",
        ] + (tooSmallHint.map { [$0] } ?? [])
    }

    /// Draws a whole frame into `buffer` (resizing it to the window's size).
    public func render(into buffer: CellBuffer) {
        prepareFrame()
        composeWholeFrame(into: buffer)
    }

    /// Clears `buffer` and draws everything into it (after `prepareFrame()`).
    func composeWholeFrame(into buffer: CellBuffer) {
        needsDisplay = false
        composeWholeTree(into: buffer)
        didComposeWholeFrame(into: buffer)
    }

    /// Composes the whole tree as it is now into `buffer`, leaving the damage alone: what a
    /// frame of the `.wholeTree` composition would show. Tests compare it with the frames that
    /// composed only damaged rows.
    package func composeWholeTree(into buffer: CellBuffer) {
        if buffer.size != size { buffer.resize(to: size) } else { buffer.clear() }
        guard !size.isEmpty else { return }
        let canvas = Canvas(buffer: buffer)
        if isTooSmall {
            let lines = tooSmallLines.flatMap { DisplayText.wrapped($0, toWidth: size.width) }
            let top = max(0, (size.height - lines.count) / 2)
            for (index, line) in lines.enumerated() where top + index < size.height {
                canvas.writeCentered(line, y: top + index, style: .role(.alert), ellipsis: glyphs.ellipsis)
            }
            return
        }
        composeTree(in: canvas)
    }

    /// Draws a frame into a new buffer (tests and snapshots).
    public func render() -> CellBuffer {
        let buffer = CellBuffer(size: size)
        render(into: buffer)
        return buffer
    }
}
