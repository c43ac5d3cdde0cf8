/// The root of everything on screen: the root view controller, the presentations stacked on
/// it, window-level overlays (help), panels beside and under the app, the key-hint line, focus
/// and key routing, appearance callbacks, and the running animations.
///
/// A window does not own a terminal. `render(into:)` draws a frame into a buffer, and
/// `handle(_:)` takes one input event; `Application` connects both to a `Screen`, and tests
/// call them directly.
///
/// Each of its jobs is a component of its own, which the window only wires together
/// (docs/ARCHITECTURE.md): `PresentationStack` (what is stacked), `ResponderChain` (focus,
/// keys, hints), `DamageTracker` (what the next frame composes), `WindowLayout` (where each
/// part goes), `AnimationDriver` and `AppearanceTracker`.
@MainActor
public final class Window {
    /// The run loop's timers, and the clock animations read.
    public let loop: EventLoop

    /// The root, the presentations, the preview and the overlays.
    let stack = PresentationStack()
    /// Focus, key routing and the key-hint line's hints.
    let responders: ResponderChain
    /// What the next frame composes.
    let damage = DamageTracker()
    /// The running animations.
    let animations: AnimationDriver
    /// Which controllers are on screen, and their appearance callbacks.
    let appearance = AppearanceTracker()
    /// Where each part goes at the current size.
    private(set) var layout: WindowLayout
    /// The settings frames read, stored apart from their public properties so that the
    /// optimizer can drop the run-time exclusivity checks (see `View.placement`).
    private var settings: Settings

    struct Settings {
        var glyphs: GlyphSet
        var composition = Composition.damagedRows
        var tooSmallHint: String?
    }

    /// The top of the view tree: the root's view, the layers, the panels and the overlays.
    let rootView = WindowRootView()
    /// The key-hint line.
    let hintBar = KeyHintBar()
    /// The panel beside the app, if one is shown (`Window+SidePanel.swift`).
    public internal(set) var sidePanelView: View?
    /// The panel under the app, if one is shown (`Window+BottomPanel.swift`).
    public internal(set) var bottomPanelView: View?
    var resizeObservers = OwnedObservers<Size>()
    var frameObservers = OwnedObservers<Void>()
    /// The old root's last frame while an animated root swap runs (`Window+RootSwap.swift`).
    var rootSwap: RootSwap?
    var needsLayout = true

    /// Creates a window of `size` whose timers and animations run on `loop`.
    public init(size: Size, loop: EventLoop, glyphs: GlyphSet = .unicode) {
        self.loop = loop
        settings = Settings(glyphs: glyphs)
        layout = WindowLayout(size: size)
        responders = ResponderChain(stack: stack)
        animations = AnimationDriver(clock: loop.clock)
        rootView.hostWindow = self
        rootView.stack = stack
        hintBar.hostWindow = self
    }

    // MARK: Settings

    /// The size in cells.
    public var size: Size { layout.size }
    /// Counts the changes of any window's glyphs: a view keeps the glyphs it read until this
    /// moves (`View.glyphs`).
    static var glyphsGeneration: UInt64 = 0

    /// The glyphs views draw with (Unicode or ASCII).
    public var glyphs: GlyphSet {
        get { settings.glyphs }
        set {
            settings.glyphs = newValue
            Window.glyphsGeneration &+= 1
            responders.invalidate()
            setNeedsDisplay()
        }
    }
    /// False turns every animation into an immediate change (`--no-animation`).
    public var animationsEnabled: Bool {
        get { animations.isEnabled }
        set { animations.isEnabled = newValue }
    }
    /// Below this size the window shows a notice instead of the UI.
    public var minimumSize: Size {
        get { layout.minimumSize }
        set {
            layout.minimumSize = newValue
            setNeedsDisplay()
        }
    }
    /// Whether the bottom row shows the key hints of the focused screen.
    public var showsKeyHints: Bool {
        get { layout.showsKeyHints }
        set {
            layout.showsKeyHints = newValue
            responders.invalidate()
            setNeedsLayout()
        }
    }
    /// Hints shown after the focused screen's own (help, quit).
    public var globalKeyHints: [KeyHint] {
        get { responders.trailingHints }
        set {
            responders.trailingHints = newValue
            setNeedsDisplay()
        }
    }
    /// A short status shown first on the key-hint line while set ("⏸ paused"); it stays when
    /// the line is too narrow for the hints.
    public var statusHint: String? {
        get { responders.statusHint }
        set {
            responders.statusHint = newValue
            setNeedsDisplay()
        }
    }
    /// Keys handled when nothing on the focus path used them.
    public var keyCommands: [KeyCommand] {
        get { responders.windowCommands }
        set { responders.windowCommands = newValue }
    }
    /// The key that starts a peek on a registered source view. Nil (the default) leaves it to
    /// the app, which may also start one itself with `beginPreview()`.
    public var peekKey: Key?
    /// The label of a preview's box, given the previewed screen's title (empty when it has none).
    public var previewLabel: (String) -> String = { title in title.isEmpty ? "Preview" : "Preview: \(title)" }
    /// How frames are composed: only the rows that changed (the default), or the whole tree
    /// every time (`Window+Frame.swift`).
    public var composition: Composition {
        get { settings.composition }
        set {
            settings.composition = newValue
            setNeedsDisplay()
        }
    }

    /// A line under the too-small notice that says how to leave. An `Application` sets
    /// "Ctrl-C quits" while it quits on Ctrl-C; an app with a quit key of its own may name it.
    public var tooSmallHint: String? {
        get { settings.tooSmallHint }
        set {
            settings.tooSmallHint = newValue
            if isTooSmall { setNeedsDisplay() }
        }
    }

    /// True when something changed since the last frame.
    public var needsDisplay: Bool { damage.needsDisplay }

    // MARK: Root

    /// The screen at the bottom of everything; presentations stack on it.
    public var rootViewController: ViewController? {
        get { stack.root }
        set {
            let oldValue = stack.root
            guard newValue !== oldValue else { return }
            stack.root = newValue
            finishAnimations()
            oldValue?.viewIfLoaded?.removeFromSuperview()
            if let root = newValue {
                rootView.insertSubview(root.view, at: 0)
            }
            containerDidChange(animated: false)
            flushPendingAppearance()
        }
    }

    // MARK: Size and layout

    /// The area screens use: everything but the key-hint line and the panels.
    public var contentRect: Rect { layout.contentRect }

    /// True when the window is smaller than `minimumSize`.
    public var isTooSmall: Bool { layout.isTooSmall }

    /// Changes the size, as a terminal resize does.
    public func resize(to newSize: Size) {
        guard newSize != size else { return }
        layout.size = newSize
        setNeedsLayout()
        // A size change can show or hide a split view's column: settle appearance too.
        containerDidChange(animated: false)
        resizeObservers.prune()
        resizeObservers.notify(newSize)
    }

    /// Calls `observer` after every size change while `owner` lives (a panel that sits beside
    /// the app from some width and over it below).
    public func addResizeObserver(_ owner: AnyObject, _ observer: @escaping @MainActor (Size) -> Void) {
        resizeObservers.add(owner, replacing: false, observer)
    }

    /// Asks for a new frame that composes the whole window again (views mark only their own
    /// part with `View.setNeedsDisplay()`).
    public func setNeedsDisplay() {
        damage.markEverything()
    }

    /// Asks for a layout before the next frame, which then composes the whole window.
    public func setNeedsLayout() {
        needsLayout = true
        setNeedsDisplay()
    }

    /// Asks the next frame to ask the focused screen for its key hints again. The window does
    /// so by itself after every input event and every change of containers, presentations,
    /// the view tree or its own settings; a hint that changes otherwise (on a timer) needs
    /// this. `View.setNeedsKeyHintsUpdate()` and `ViewController.setNeedsKeyHintsUpdate()`
    /// call it.
    public func setNeedsKeyHintsUpdate() {
        responders.invalidate()
        // The line is redrawn only when the hints differ (`KeyHintBar.hints`).
        damage.mark(Rect.zero)
    }

    /// Something in the view tree changed (a view added, removed, hidden or shown): focus may
    /// have moved.
    func viewTreeDidChange() {
        responders.invalidate()
    }

    /// Sets every frame for the current size.
    public func layoutIfNeeded() {
        guard needsLayout else { return }
        needsLayout = false
        let content = layout.contentRect
        rootView.frame = Rect(size: size)
        rootViewController?.view.frame = content
        for layer in stack.layers + stack.dismissingLayers { layer.frame = content }
        stack.preview?.layer.frame = content
        for overlay in stack.overlays { overlay.frame = content }
        sidePanelView?.frame = layout.sidePanelRect
        bottomPanelView?.frame = layout.bottomPanelRect
        hintBar.frame = layout.keyHintLineRect
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

    /// Changes the panels' sizes in the layout (nil: no panel).
    func setPanelSizes(sideWidth: Int?, bottomHeight: Int?) {
        layout.sidePanelWidth = sideWidth
        layout.bottomPanelHeight = bottomHeight
    }
}
