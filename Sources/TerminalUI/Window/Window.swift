/// The root of everything on screen: the root view controller, the presentations stacked on
/// it, window-level overlays (help), the key-hint line, focus and key routing, appearance
/// callbacks, and the running animations.
///
/// A window does not own a terminal. `render(into:)` draws a frame into a buffer, and
/// `handle(_:)` takes one input event; `Application` connects both to a `Screen`, and tests
/// call them directly.
@MainActor
public final class Window {
    public let loop: EventLoop
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
    /// Keys handled when nothing on the focus path used them.
    public var keyCommands: [KeyCommand] = []

    public private(set) var needsDisplay = true
    private var needsLayout = true

    let rootView = WindowRootView()
    private let hintBar = KeyHintBar()
    private var layers: [PresentationLayerView] = []
    private var dismissingLayers: [PresentationLayerView] = []
    private var overlays: [View] = []
    private var preview: (layer: PresentationLayerView, context: PreviewingContext)?
    private var keyInterceptors: [WeakView] = []

    private var visibleControllers: [ViewController] = []
    private var pendingAppearanceEnds: [(controller: ViewController, animated: Bool)] = []

    private var animations: [Animation] = []
    private var animationGeneration: UInt64 = 0

    public init(size: Size, loop: EventLoop, glyphs: GlyphSet = .unicode) {
        self.size = size
        self.loop = loop
        self.glyphs = glyphs
        rootView.hostWindow = self
    }

    /// A window released during a peek still tells the delegate how the preview ended: a
    /// delegate that froze a transition for it (Marshroute's peek & pop) holds the previewed
    /// screen until it hears, and would otherwise hold it (and what it holds) for good.
    isolated deinit {
        guard let (layer, context) = preview else { return }
        preview = nil
        context.delegate?.previewingContext(context, wasInterruptedShowing: layer.presented)
    }

    // MARK: Root

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
        Rect(size: size).dividedBottom(showsKeyHints && size.height > 1 ? 1 : 0).remainder
    }

    public var isTooSmall: Bool { !size.fits(minimumSize) }

    public func resize(to newSize: Size) {
        guard newSize != size else { return }
        size = newSize
        setNeedsLayout()
        // A size change can show or hide a split view's column: settle appearance too.
        containerDidChange(animated: false)
    }

    public func setNeedsDisplay() { needsDisplay = true }

    public func setNeedsLayout() {
        needsLayout = true
        needsDisplay = true
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
        hintBar.frame = Rect(size: size).dividedBottom(1).slice
        // Frames only change when sizes do; force the subtree to lay out again on resize.
        invalidateLayout(rootView)
    }

    /// Lays out the whole tree now, so that size-dependent visibility (a collapsed split view)
    /// is current before appearance is computed.
    private func layoutTree() {
        setNeedsLayout()
        layoutIfNeeded()
        func visit(_ view: View) {
            view.layoutIfNeeded()
            for subview in view.subviews { visit(subview) }
        }
        visit(rootView)
    }

    private func invalidateLayout(_ view: View) {
        view.setNeedsLayout()
        for subview in view.subviews { invalidateLayout(subview) }
    }

    // MARK: Drawing

    /// The notice shown instead of the UI when the terminal is too small.
    public var tooSmallMessage: String {
        "Terminal too small: \(size.width)x\(size.height), need \(minimumSize.width)x\(minimumSize.height)"
    }

    /// Draws a whole frame into `buffer` (resizing it to the window's size).
    public func render(into buffer: CellBuffer) {
        if buffer.size != size { buffer.resize(to: size) } else { buffer.clear() }
        needsDisplay = false
        guard !size.isEmpty else { return }
        let canvas = Canvas(buffer: buffer)
        if isTooSmall {
            let lines = DisplayText.wrapped(tooSmallMessage, toWidth: size.width)
            let top = max(0, (size.height - lines.count) / 2)
            for (index, line) in lines.enumerated() where top + index < size.height {
                canvas.writeCentered(line, y: top + index, style: .role(.alert), ellipsis: glyphs.ellipsis)
            }
            return
        }
        layoutIfNeeded()
        rootView.render(in: canvas.sub(rootView.frame))
        if showsKeyHints {
            hintBar.hints = currentKeyHints()
            hintBar.render(in: canvas.sub(hintBar.frame))
        }
    }

    /// Draws a frame into a new buffer (tests and snapshots).
    public func render() -> CellBuffer {
        let buffer = CellBuffer(size: size)
        render(into: buffer)
        return buffer
    }

    // MARK: Overlays and interceptors

    /// Shows a window-level overlay (such as help) above everything; it gets every key until
    /// it is removed.
    public func showOverlay(_ view: View) {
        guard !overlays.contains(where: { $0 === view }) else { return }
        finishAnimations()
        overlays.append(view)
        // Sized now: keys can reach it before the next frame lays the window out.
        view.frame = contentRect
        rebuildViewTree()
    }

    public func removeOverlay(_ view: View) {
        overlays.removeAll { $0 === view }
        view.removeFromSuperview()
        rebuildViewTree()
    }

    public var topOverlay: View? { overlays.last }

    /// Lets `view` see keys before the focused screen (a banner taking Enter while it shows).
    public func addKeyInterceptor(_ view: View) {
        keyInterceptors.removeAll { $0.view == nil || $0.view === view }
        keyInterceptors.append(WeakView(view))
    }

    public func removeKeyInterceptor(_ view: View) {
        keyInterceptors.removeAll { $0.view == nil || $0.view === view }
    }

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
    public var focusedView: View? {
        if !overlays.isEmpty { return overlays.last }
        if preview != nil { return nil }
        return focusedViewController?.preferredFocusView
    }

    /// Controllers from the focused one up to the focus context.
    private var focusPath: [ViewController] {
        var path: [ViewController] = []
        var controller = focusedViewController
        while let c = controller {
            path.append(c)
            if c === focusContextController { break }
            controller = c.parent
        }
        return path
    }

    /// Controllers below the focus context (presenters and their ancestors), top first: their
    /// key commands still apply while something is presented over them.
    private var coveredPath: [ViewController] {
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
            switch key {
            case .enter: endPreview(commit: true)
            case .escape: endPreview(commit: false)
            default: return runWindowCommands(key)
            }
            return true
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
            for command in controller.keyCommands where command.key == key {
                command.action()
                return true
            }
        }
        return runWindowCommands(key)
    }

    private func runWindowCommands(_ key: Key) -> Bool {
        for command in keyCommands where command.key == key {
            command.action()
            return true
        }
        return false
    }

    /// The hints of the focused view, the focus path, the presentation, the covered screens'
    /// commands and the window, without repeats.
    public func currentKeyHints() -> [KeyHint] {
        var hints: [KeyHint] = []
        var seen = Set<String>()
        func add(_ list: [KeyHint]) {
            for hint in list where !seen.contains(hint.keys) {
                seen.insert(hint.keys)
                hints.append(hint)
            }
        }
        if let overlay = overlays.last {
            add(overlay.keyHints)
        } else if preview != nil {
            add([KeyHint(glyphs.enterKey, "Open"), KeyHint("Esc", "Cancel")])
        } else {
            for interceptor in keyInterceptors.compactMap(\.view) where interceptor.window === self {
                add(interceptor.keyHints)
            }
            add(focusedView?.keyHints ?? [])
            for controller in focusPath { add(controller.keyHints) }
            add(layers.last?.keyHints ?? [])
            for controller in coveredPath { add(controller.keyCommands.compactMap(\.hint)) }
        }
        add(keyCommands.compactMap(\.hint))
        add(globalKeyHints)
        return hints
    }

    // MARK: Mouse

    private func handleClick(at point: Point) -> Bool {
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

    // MARK: Animations

    /// True while something animates (the app then draws frames at its frame rate).
    public var isAnimating: Bool { !animations.isEmpty }

    /// Starts an animation on the window clock. `onFrame` gets eased progress before each
    /// frame; `completion` runs at the end. With animations off (or a zero duration) both run
    /// at once and nil is returned.
    @discardableResult
    public func animate(
        duration: Duration, easing: Easing = .easeInOut,
        onFrame: ((Double) -> Void)? = nil, completion: (() -> Void)? = nil
    ) -> Animation? {
        guard animationsEnabled, duration > .zero else {
            onFrame?(1)
            completion?()
            return nil
        }
        animationGeneration += 1
        let animation = Animation(
            duration: duration, easing: easing, start: loop.clock.now,
            generation: animationGeneration, onFrame: onFrame, completion: completion)
        animation.window = self
        animations.append(animation)
        AnimationTransaction.register(animation)
        onFrame?(0)
        setNeedsDisplay()
        return animation
    }

    /// Ends every running animation now (their last frame, then their completions).
    public func finishAnimations() {
        while !animations.isEmpty {
            let animation = animations.removeFirst()
            animation.finish()
        }
        setNeedsDisplay()
    }

    /// Advances animations to the clock's time; finished ones complete. Called before a frame.
    public func stepAnimations() {
        guard !animations.isEmpty else { return }
        let now = loop.clock.now
        for animation in animations {
            if animation.step(now: now) {
                animations.removeAll { $0 === animation }
            }
        }
        setNeedsDisplay()
    }

    /// When the next animation frame is due (nil when nothing animates).
    public var nextAnimationDeadline: Instant? {
        animations.isEmpty ? nil : loop.clock.now
    }

    // MARK: Previewing (peek)

    /// The key that starts a peek on a registered source view (nil turns peeking off).
    public var peekKey: Key? = .character("p")
    /// The label of the preview's box; `%@` stands for the previewed screen's title.
    public var previewLabel = "Peek: %@ · Enter opens · Esc cancels"

    /// The controller shown in the preview, while a peek is on.
    public var previewedViewController: ViewController? { preview?.layer.presented }

    /// The registered source a peek would use now, and the location in it: the focused view
    /// when it lies inside a source (its selected row), else a source's own peek location.
    private func previewSource() -> (PreviewingContext, Point)? {
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
        guard preview == nil, let (context, location) = previewSource(), let delegate = context.delegate else {
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
        let label = name.isEmpty ? previewLabel.replacing("%@ · ", with: "") : previewLabel.replacing("%@", with: name)
        let layer = PresentationLayerView(presented: controller, style: .overlay(label: label))
        preview = (layer, context)
        rebuildViewTree()
        containerDidChange(animated: false)
        return true
    }

    /// Ends the peek the way the user chose: Enter commits, Esc cancels.
    public func endPreview(commit: Bool) {
        guard let (layer, context) = preview else { return }
        dismissPreview()
        let controller = layer.presented
        if commit {
            context.delegate?.previewingContext(context, commit: controller)
        } else {
            context.delegate?.previewingContext(context, didCancel: controller)
        }
    }

    /// Removes the preview without telling its delegate (when the delegate ends it itself).
    public func dismissPreview() {
        guard let current = preview else { return }
        preview = nil
        current.layer.removeFromSuperview()
        current.layer.presented.view.removeFromSuperview()
        rebuildViewTree()
        containerDidChange(animated: false)
    }

    // MARK: Containers and presentations

    /// Called by containers after their model changed: shows presentations that became
    /// visible, and sends appearance callbacks. "Did" callbacks wait for running transitions.
    public func containerDidChange(animated: Bool) {
        refreshLayers()
        layoutTree()
        updateAppearance(animated: animated)
        if !isAnimating { flushPendingAppearance() }
        cancelPreviewIfSourceLeft()
    }

    /// Runs a container's model change with the window's bookkeeping: animations finish first,
    /// `transition` may start one for the change, appearance callbacks follow, and
    /// `completion` runs after the "did" callbacks (at once when nothing animates).
    public func performContainerChange(animated: Bool, transition: () -> Animation?, completion: (() -> Void)? = nil) {
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
    private func cancelPreviewIfSourceLeft() {
        guard let (layer, context) = preview else { return }
        let sourceVisible =
            context.viewController.map { source in visibleControllers.contains { $0 === source } } ?? false
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
    private func refreshLayers() {
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
    private static func findPresented(from controller: ViewController) -> ViewController? {
        if let presented = controller.presentedViewController { return presented }
        for child in controller.visibleChildren {
            if let found = findPresented(from: child) { return found }
        }
        return nil
    }

    private func rebuildViewTree() {
        var order: [View] = []
        if let root = rootViewController?.view { order.append(root) }
        order.append(contentsOf: layers as [View])
        order.append(contentsOf: dismissingLayers as [View])
        if let preview { order.append(preview.layer) }
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

    // MARK: Appearance

    /// The controllers on screen now, parents before children.
    public var visibleViewControllers: [ViewController] { visibleControllers }

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

    private func computeVisible() -> [ViewController] {
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

    private func updateAppearance(animated: Bool) {
        let newVisible = computeVisible()
        let oldIDs = Set(visibleControllers.map(ObjectIdentifier.init))
        let newIDs = Set(newVisible.map(ObjectIdentifier.init))
        let leaving = visibleControllers.filter { !newIDs.contains(ObjectIdentifier($0)) }
        let entering = newVisible.filter { !oldIDs.contains(ObjectIdentifier($0)) }
        visibleControllers = newVisible
        for controller in leaving {
            controller.beginAppearance(false, animated: animated)
            pendingAppearanceEnds.append((controller, animated))
        }
        for controller in entering {
            controller.loadViewIfNeeded()
            controller.beginAppearance(true, animated: animated)
            pendingAppearanceEnds.append((controller, animated))
        }
    }

    /// Sends the pending "did appear / did disappear" callbacks.
    func flushPendingAppearance() {
        while !pendingAppearanceEnds.isEmpty {
            let pending = pendingAppearanceEnds
            pendingAppearanceEnds = []
            for entry in pending { entry.controller.endAppearance(animated: entry.animated) }
        }
    }
}

/// The window's top view: the root controller's view, then presentation layers, then overlays.
@MainActor
final class WindowRootView: View {
    override func drawSubviews(in canvas: Canvas) {
        // Skip whatever a settled full-screen presentation hides.
        var start = 0
        for (index, subview) in subviews.enumerated() {
            if let layer = subview as? PresentationLayerView, layer.coversEverythingBelow { start = index }
        }
        for subview in subviews[start...] where !subview.isHidden {
            subview.render(in: canvas.sub(subview.frame))
        }
    }
}
