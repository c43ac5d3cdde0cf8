/// A rectangle of the screen that draws itself and holds subviews, like `UIView`.
///
/// Layout is frame based: a parent sets its children's frames in `layoutSubviews()`. Drawing
/// is immediate mode: each view draws into a canvas clipped to its frame, in its own
/// coordinates. A view whose look changes calls `setNeedsDisplay()` (or
/// `setNeedsDisplay(_:)` with the part that changed); the window then composes only the rows
/// that were marked, and only the cells that differ from the previous frame reach the terminal.
@MainActor
open class View {
    /// Creates a view with `frame`.
    public init(frame: Rect = .zero) {
        placement = Placement(frame: frame)
    }

    // The properties every frame reads are stored in internal variables that the module
    // changes only by plain assignment (a list is taken out, changed and put back), behind the
    // public ones: the optimizer can then prove that no access overlaps another and drops the
    // run-time exclusivity checks, which cost about 40 instructions a read (docs/PERFORMANCE.md).

    /// The frame and visibility, as a frame's walk down the tree reads them.
    struct Placement {
        var frame: Rect
        var isHidden = false
    }

    final var placement: Placement
    final var subviewList: [View] = []
    private final weak var parentView: View?
    final var backgroundFill: Style?

    /// Position and size in the superview's coordinates.
    public var frame: Rect {
        get { placement.frame }
        set {
            let oldValue = placement.frame
            guard newValue != oldValue else { return }
            placement.frame = newValue
            if newValue.size != oldValue.size { setNeedsLayout() }
            // What was under the old frame shows again, and the view draws at the new one.
            if let superview {
                superview.setNeedsDisplay(oldValue)
                superview.setNeedsDisplay(newValue)
            } else {
                setNeedsDisplay()
            }
        }
    }

    /// The view's own coordinate space: origin zero, the frame's size.
    public var bounds: Rect { Rect(size: placement.frame.size) }

    /// The subviews, back to front.
    public var subviews: [View] { subviewList }
    /// The view this one is a subview of. Held weakly.
    public var superview: View? { parentView }

    /// Hidden views draw nothing, take no clicks and no focus.
    public var isHidden: Bool {
        get { placement.isHidden }
        set {
            guard newValue != placement.isHidden else { return }
            placement.isHidden = newValue
            setNeedsDisplay()
            window?.viewTreeDidChange()
        }
    }

    /// When set, the view fills its bounds with this style before drawing.
    public var backgroundStyle: Style? {
        get { backgroundFill }
        set {
            backgroundFill = newValue
            setNeedsDisplay()
        }
    }

    /// Changes the subviews by `change`, made on the list taken out of the view (see `placement`).
    private func changeSubviews(_ change: (inout [View]) -> Void) {
        var list = subviewList
        subviewList = []
        change(&list)
        subviewList = list
    }

    /// The view controller whose root view this is (next in the responder chain).
    public internal(set) var owningViewController: ViewController? {
        get { owner }
        set { owner = newValue }
    }
    private final weak var owner: ViewController?

    /// Set on the root of a window's view tree only.
    weak var hostWindow: Window? {
        didSet { forgetWindow() }
    }

    /// The window found by the last walk up the tree, while `knowsWindow`: views ask for it
    /// many times a frame (focus, glyphs, damage), and the walk costs two weak loads a level.
    /// A view's way up changes only through `insertSubview` and `removeFromSuperview` (a view
    /// in a window is held by its parent up to the root, which the window holds), and both
    /// make the subtree forget; a window that goes away clears the weak reference itself.
    private weak var cachedWindow: Window?
    private var knowsWindow = false
    /// `glyphs` as last read, and `Window.glyphsGeneration` then; nil once the view moved.
    private var knownGlyphs: (glyphs: GlyphSet, generation: UInt64)?

    /// The window this view is in, or nil when it is not on screen.
    public var window: Window? {
        if knowsWindow { return cachedWindow }
        var view: View? = self
        var found: Window?
        while let current = view {
            if let window = current.hostWindow {
                found = window
                break
            }
            view = current.superview
        }
        cachedWindow = found
        knowsWindow = true
        return found
    }

    /// Makes this view and its subtree walk up again the next time they are asked.
    private func forgetWindow() {
        knowsWindow = false
        cachedWindow = nil
        knownGlyphs = nil
        for subview in subviews { subview.forgetWindow() }
    }

    // MARK: Hierarchy

    /// Adds `view` on top of the other subviews, removing it from its old superview first.
    public func addSubview(_ view: View) {
        insertSubview(view, at: subviews.count)
    }

    /// Inserts `view` at `index` among the subviews.
    public func insertSubview(_ view: View, at index: Int) {
        if view.superview === self, let current = subviewList.firstIndex(where: { $0 === view }) {
            changeSubviews { list in
                list.remove(at: current)
                list.insert(view, at: min(index, list.count))
            }
            setNeedsDisplay()
            window?.viewTreeDidChange()
            return
        }
        let wasInWindow = view.window != nil
        view.removeFromSuperview()
        changeSubviews { list in list.insert(view, at: min(max(0, index), list.count)) }
        view.parentView = self
        view.forgetWindow()
        if view.needsLayout || view.descendantNeedsLayout { markDescendantNeedsLayout() }
        setNeedsLayout()
        setNeedsDisplay()
        let window = self.window
        window?.viewTreeDidChange()
        if (window != nil) != wasInWindow { view.notifyWindowChange() }
    }

    /// Removes the view from its superview.
    public func removeFromSuperview() {
        guard let parent = superview else { return }
        let window = self.window
        window?.viewTreeDidChange()
        let wasInWindow = window != nil
        parent.setNeedsDisplay(frame)
        parent.changeSubviews { list in list.removeAll { $0 === self } }
        parentView = nil
        forgetWindow()
        if wasInWindow { notifyWindowChange() }
    }

    /// Moves `view` on top of its siblings.
    public func bringSubviewToFront(_ view: View) {
        guard view.superview === self else { return }
        changeSubviews { list in
            list.removeAll { $0 === view }
            list.append(view)
        }
        setNeedsDisplay()
        window?.viewTreeDidChange()
    }

    /// True when `view` is this view or one of its descendants.
    public func isDescendant(of view: View) -> Bool {
        var current: View? = self
        while let c = current {
            if c === view { return true }
            current = c.superview
        }
        return false
    }

    func notifyWindowChange() {
        didMoveToWindow()
        for subview in subviews { subview.notifyWindowChange() }
    }

    /// Called when the view enters or leaves a window.
    open func didMoveToWindow() {}

    // MARK: Layout

    private(set) var needsLayout = true
    /// Whether a view below this one asked for a layout: the window's layout pass before a
    /// frame follows these marks instead of visiting the whole tree.
    var descendantNeedsLayout = false

    /// Asks for `layoutSubviews()` before the next frame.
    public func setNeedsLayout() {
        needsLayout = true
        superview?.markDescendantNeedsLayout()
        setNeedsDisplay()
    }

    private func markDescendantNeedsLayout() {
        var view: View? = self
        while let current = view, !current.descendantNeedsLayout {
            current.descendantNeedsLayout = true
            view = current.superview
        }
    }

    /// Lays out every view of this subtree that asked for it (following the marks), so that
    /// no frame changes while the tree draws.
    func layoutMarkedSubtree() {
        layoutIfNeeded()
        // A layout may mark views again (a child resized by its parent): repeat until settled.
        var passes = 0
        while descendantNeedsLayout && passes < 4 {
            descendantNeedsLayout = false
            passes += 1
            for subview in subviews where subview.needsLayout || subview.descendantNeedsLayout {
                subview.layoutMarkedSubtree()
            }
        }
    }

    /// Lays out this view now if it asked to be.
    public func layoutIfNeeded() {
        if needsLayout {
            needsLayout = false
            layoutSubviews()
        }
    }

    /// Override to set the subviews' frames from `bounds`.
    open func layoutSubviews() {}

    /// The size the view would like, given at most `size`; used by containers that fit content.
    open func sizeThatFits(_ size: Size) -> Size { size }

    // MARK: Drawing

    /// Asks the window to draw this view again in the next frame.
    public func setNeedsDisplay() {
        setNeedsDisplay(Rect(size: frame.size))
    }

    /// Asks the window to draw `rect` (in this view's coordinates) again in the next frame:
    /// that region, clipped to the view and its superviews, is composed again.
    public func setNeedsDisplay(_ rect: Rect) {
        var region = rect
        var view = self
        while true {
            region = region.intersection(Rect(size: view.frame.size))
            if let window = view.hostWindow {
                window.setNeedsDisplay(region: region.offsetBy(dx: view.frame.x, dy: view.frame.y))
                return
            }
            guard let parent = view.superview else { return }
            region = region.offsetBy(dx: view.frame.x, dy: view.frame.y)
            view = parent
        }
    }

    /// Override to draw the view's own content; `canvas` is clipped to the view and uses its
    /// coordinates. Subviews are drawn afterwards, on top.
    open func draw(in canvas: Canvas) {}

    /// Draws the subviews. Containers that animate transitions override this.
    open func drawSubviews(in canvas: Canvas) {
        for subview in subviews where !subview.isHidden {
            let frame = subview.frame
            if canvas.shows(frame) { subview.render(in: canvas.sub(frame)) }
        }
    }

    /// Lays out if needed and draws the view and its subviews into `canvas`, which must be
    /// clipped to this view's frame. Nothing is drawn when the canvas shows none of the view
    /// (the window composes only the rows that changed).
    public func render(in canvas: Canvas) {
        layoutIfNeeded()
        guard !canvas.writable.isEmpty else { return }
        if let backgroundStyle {
            canvas.fill(style: backgroundStyle)
        }
        draw(in: canvas)
        drawSubviews(in: canvas)
    }

    // MARK: Coordinates

    /// The frame in window coordinates.
    public var frameInWindow: Rect {
        var rect = frame
        var parent = superview
        while let p = parent {
            rect = rect.offsetBy(dx: p.frame.x, dy: p.frame.y)
            parent = p.superview
        }
        return rect
    }

    /// Converts a point in window coordinates into this view's coordinates.
    public func convertFromWindow(_ point: Point) -> Point {
        let origin = frameInWindow.origin
        return Point(x: point.x - origin.x, y: point.y - origin.y)
    }

    // MARK: Input

    /// The deepest visible view containing `point` (in this view's coordinates).
    open func hitTest(_ point: Point) -> View? {
        guard !isHidden, bounds.contains(point) else { return nil }
        for subview in subviews.reversed() {
            let local = Point(x: point.x - subview.frame.x, y: point.y - subview.frame.y)
            if let hit = subview.hitTest(local) { return hit }
        }
        return self
    }

    /// Whether the view can take keyboard focus.
    open var canBecomeFocused: Bool { false }

    /// True when the window routes keys to this view first.
    public var isFocused: Bool {
        guard let window else { return false }
        // While a frame composes, focus cannot move: the window found it once for the frame.
        let responders = window.responders
        return (responders.isComposing ? responders.composingFocusedView : window.focusedView) === self
    }

    /// Handles a key; returns true when it was used. Unused keys go up the responder chain.
    open func handleKey(_ key: Key) -> Bool { false }

    /// Handles a click at `point` (this view's coordinates); returns true when it was used.
    open func mouseClicked(at point: Point) -> Bool { false }

    /// Where a peek at this view points (its selected row, say), in its coordinates; nil
    /// when the view has nothing to peek at.
    open var peekLocation: Point? { nil }

    /// The hints this view adds to the key-hint line while it has focus. The window asks for
    /// them again after every input event and every change of the view tree or containers;
    /// a view whose hints change otherwise (on a timer) calls `setNeedsKeyHintsUpdate()`.
    open var keyHints: [KeyHint] { [] }

    /// Tells the window that `keyHints` (or `canBecomeFocused`) changed: the next frame asks
    /// again.
    public func setNeedsKeyHintsUpdate() {
        window?.setNeedsKeyHintsUpdate()
    }

    /// The keys this view runs an action for now, one for each action (what a test or a fuzzer
    /// could press); a view with a table of keys (`KeyBindings`) returns the table's
    /// `offeredKeys(on:)`. Typed text is not listed.
    open var offeredKeys: [Key] { [] }

    /// Whether the view takes typed characters as text (a prompt): as an overlay, the window
    /// then shows only its hints, since its own letter commands would type instead.
    open var takesTextInput: Bool { false }

    /// The first view in this subtree (pre-order) that can take focus.
    public func firstFocusableView() -> View? {
        if !isHidden && canBecomeFocused { return self }
        for subview in subviews where !subview.isHidden {
            if let found = subview.firstFocusableView() { return found }
        }
        return nil
    }

    /// The environment of the window (theme glyphs, clock); defaults when off screen.
    ///
    /// Kept from the last read until the view moves or a window's glyphs change
    /// (`Window.glyphsGeneration`): rows and hints read it many times a frame, and each read
    /// through the weak `window` took and gave back a reference to the window
    /// (docs/PERFORMANCE.md, section 0).
    public var glyphs: GlyphSet {
        if let known = knownGlyphs, known.generation == Window.glyphsGeneration { return known.glyphs }
        let glyphs = window?.glyphs ?? .unicode
        knownGlyphs = (glyphs, Window.glyphsGeneration)
        return glyphs
    }
}
