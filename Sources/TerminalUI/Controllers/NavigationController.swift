/// Told about what a navigation controller shows.
@MainActor
public protocol NavigationControllerDelegate: AnyObject {
    /// Called before `viewController` becomes the top screen.
    func navigationController(
        _ navigationController: NavigationController, willShow viewController: ViewController, animated: Bool)
    /// Called after `viewController` became the top screen (after its animation).
    func navigationController(
        _ navigationController: NavigationController, didShow viewController: ViewController, animated: Bool)
    /// A custom animation for a push or pop; nil uses the standard slide.
    func navigationController(
        _ navigationController: NavigationController, animationFor operation: TransitionOperation,
        from: ViewController, to: ViewController
    ) -> TransitionAnimation?
}

extension NavigationControllerDelegate {
    /// Does nothing.
    public func navigationController(
        _ navigationController: NavigationController, willShow viewController: ViewController, animated: Bool
    ) {}
    /// Does nothing.
    public func navigationController(
        _ navigationController: NavigationController, didShow viewController: ViewController, animated: Bool
    ) {}
    /// Returns `nil`: the standard slide.
    public func navigationController(
        _ navigationController: NavigationController, animationFor operation: TransitionOperation,
        from: ViewController, to: ViewController
    ) -> TransitionAnimation? { nil }
}

/// A stack of screens with a navigation bar, like `UINavigationController`. Backspace and
/// Left pop by the container itself, as UIKit's back button does, without any router.
@MainActor
open class NavigationController: ViewController {
    /// The stack, root first.
    public var viewControllers: [ViewController] { controllerList }
    // Only ever assigned, so that the optimizer drops the run-time exclusivity checks on the
    // focus path (see `View.placement`).
    private var controllerList: [ViewController] = []

    /// Changes the stack's list in place, taken out of the controller meanwhile.
    private func changeList(_ change: (inout [ViewController]) -> Void) {
        var list = controllerList
        controllerList = []
        change(&list)
        controllerList = list
    }
    /// Told about pushes and pops, and asked for their animations. Held weakly.
    public weak var delegate: NavigationControllerDelegate?
    /// The animation pushes and pops use when the delegate gives none.
    public var defaultAnimation: () -> TransitionAnimation = { SlideTransition() }

    /// Hides the navigation bar; the top screen then takes the whole area.
    public var isNavigationBarHidden = false {
        didSet { viewIfLoaded?.setNeedsLayout() }
    }

    /// Creates a stack, with `rootViewController` as its first screen if given.
    public init(rootViewController: ViewController? = nil) {
        super.init()
        if let rootViewController { setViewControllers([rootViewController], animated: false) }
    }

    /// The screen on top of the stack.
    public var topViewController: ViewController? { viewControllers.last }

    /// The bar on top (a source view for previewing its buttons).
    public var navigationBar: View { (view as! NavigationContainerView).bar }

    /// The bar button drawn at `point` in the navigation bar's coordinates, if any.
    public func barButtonItem(at point: Point) -> BarButtonItem? {
        (view as? NavigationContainerView)?.bar.barButtonItem(at: point)
    }

    /// Creates the view: the navigation bar above the top screen.
    open override func loadView() {
        let container = NavigationContainerView(navigationController: self)
        view = container
        container.content.setContent(topViewController?.view)
    }

    private var containerView: NavigationContainerView? { viewIfLoaded as? NavigationContainerView }

    // MARK: Stack operations
    //
    // Each operation costs what it changes: a push or a pop does not walk the stack, so a
    // stack of thousands of screens stays as fast as a short one.

    /// Increases with every change of `viewControllers`, whoever made it. Routers compare it
    /// to notice screens removed behind their back.
    package private(set) var stackGeneration: UInt64 = 0

    /// The lowest index each recent change touched, so that a router can re-check only the
    /// top of its history after a back key, instead of all of it.
    private var recentChanges: [(generation: UInt64, lowestIndex: Int)] = []
    private static let recentChangesKept = 64

    /// The lowest index of `viewControllers` changed since `generation`: screens below it
    /// are as they were then. `viewControllers.count` when nothing changed; 0 when the
    /// changes are too old to tell.
    package func lowestChangedIndex(since generation: UInt64) -> Int {
        if generation == stackGeneration { return viewControllers.count }
        guard let oldest = recentChanges.first, oldest.generation <= generation &+ 1, generation < stackGeneration
        else { return 0 }
        var lowest = viewControllers.count
        for change in recentChanges.reversed() {
            if change.generation <= generation { break }
            lowest = min(lowest, change.lowestIndex)
        }
        return lowest
    }

    private func recordChange(lowestIndex: Int) {
        stackGeneration &+= 1
        recentChanges.append((stackGeneration, lowestIndex))
        if recentChanges.count > NavigationController.recentChangesKept {
            recentChanges.removeFirst(recentChanges.count - NavigationController.recentChangesKept)
        }
    }

    /// Pushes `viewController` on top of the stack.
    public func pushViewController(_ viewController: ViewController, animated: Bool = true) {
        guard viewController.parent !== self else {
            TerminalUILog.warn("pushing \(viewController.debugName), which is already in the stack")
            return
        }
        changeStack(
            operation: .push, animated: animated, added: [viewController], removed: [],
            lowestChangedIndex: viewControllers.count
        ) {
            changeList { $0.append(viewController) }
        }
    }

    /// Pops the top screen, unless it is the root.
    /// - Returns: The popped screen, or `nil` when only the root is left.
    @discardableResult
    public func popViewController(animated: Bool = true) -> ViewController? {
        guard viewControllers.count > 1 else { return nil }
        return popToIndex(viewControllers.count - 2, animated: animated).first
    }

    /// Pops until `viewController` is on top; returns the popped controllers (nil if it is
    /// not in the stack).
    @discardableResult
    public func popToViewController(_ viewController: ViewController, animated: Bool = true) -> [ViewController]? {
        guard viewController.parent === self,
            let index = viewControllers.lastIndex(where: { $0 === viewController })
        else { return nil }
        return popToIndex(index, animated: animated)
    }

    /// Pops every screen above the root.
    /// - Returns: The popped screens.
    @discardableResult
    public func popToRootViewController(animated: Bool = true) -> [ViewController]? {
        guard !viewControllers.isEmpty else { return nil }
        return popToIndex(0, animated: animated)
    }

    private func popToIndex(_ index: Int, animated: Bool) -> [ViewController] {
        let popped = Array(viewControllers[(index + 1)...])
        guard !popped.isEmpty else { return [] }
        changeStack(operation: .pop, animated: animated, added: [], removed: popped, lowestChangedIndex: index + 1) {
            changeList { $0.removeLast(popped.count) }
        }
        return popped
    }

    /// Replaces the whole stack; the last controller ends on top.
    public func setViewControllers(_ controllers: [ViewController], animated: Bool = true) {
        var seen = Set<ObjectIdentifier>()
        let unique = controllers.filter { seen.insert(ObjectIdentifier($0)).inserted }
        let oldIDs = Set(viewControllers.map(ObjectIdentifier.init))
        let added = unique.filter { !oldIDs.contains(ObjectIdentifier($0)) }
        let removed = viewControllers.filter { !seen.contains(ObjectIdentifier($0)) }
        let operation: TransitionOperation
        if let top = unique.last, oldIDs.contains(ObjectIdentifier(top)) {
            operation = top === topViewController ? .replace : .pop
        } else {
            operation = viewControllers.isEmpty ? .replace : .push
        }
        let common = zip(viewControllers, unique).prefix { $0 === $1 }.count
        changeStack(
            operation: operation, animated: animated, added: added, removed: removed, lowestChangedIndex: common
        ) {
            controllerList = unique
        }
    }

    private func changeStack(
        operation: TransitionOperation, animated: Bool, added: [ViewController],
        removed: [ViewController], lowestChangedIndex: Int, mutate: () -> Void
    ) {
        let window = self.window
        window?.finishAnimations()
        let oldTop = topViewController
        for controller in added { addChild(controller) }
        mutate()
        recordChange(lowestIndex: lowestChangedIndex)
        for controller in removed.reversed() {
            controller.willMove(toParent: nil)
            controller.removeFromParent()
        }
        let newTop = topViewController
        let topChanged = newTop !== oldTop
        if topChanged { parent?.childDidNavigate(self) }
        if topChanged, let newTop { delegate?.navigationController(self, willShow: newTop, animated: animated) }
        let finish: () -> Void = { [weak self] in
            guard let self else { return }
            for controller in added where controller.parent === self { controller.didMove(toParent: self) }
            if topChanged, let top = self.topViewController {
                self.delegate?.navigationController(self, didShow: top, animated: animated)
            }
        }
        guard let container = containerView else {
            finish()
            return
        }
        let canAnimate = animated && topChanged && oldTop != nil && newTop != nil && window?.animationsEnabled == true
        if !canAnimate { container.content.setContent(newTop?.view) }
        container.bar.setNeedsDisplay()
        guard let window else {
            finish()
            return
        }
        window.performContainerChange(
            animated: animated,
            transition: {
                guard canAnimate, let oldTop, let newTop else { return nil }
                let look =
                    delegate?.navigationController(self, animationFor: operation, from: oldTop, to: newTop)
                    ?? defaultAnimation()
                guard let animation = window.animate(duration: look.duration, easing: look.easing) else {
                    container.content.setContent(newTop.view)
                    return nil
                }
                container.content.setContent(newTop.view, animation: animation, look: look, operation: operation)
                return animation
            }, completion: finish)
    }

    // MARK: Container

    /// The child controllers on screen now.
    open override var visibleChildren: [ViewController] { topViewController.map { [$0] } ?? [] }
    /// The child that receives keys.
    open override var focusedChild: ViewController? { topViewController }

    /// Redraws the navigation bar when the top screen's title or bar items change.
    open override func childTitleDidChange(_ child: ViewController) {
        containerView?.bar.setNeedsDisplay()
        super.childTitleDidChange(child)
    }

    /// True when keys reach this stack (it lies on the window's focus path).
    public var isOnFocusPath: Bool {
        guard let window else { return false }
        var controller = window.focusedViewController
        while let c = controller {
            if c === self { return true }
            controller = c.parent
        }
        return false
    }

    /// The bar's button hotkeys press their buttons; then the keys of `keyBindings`
    /// (Backspace and Left pop the stack).
    /// - Returns: Whether the key was used.
    open override func handleKey(_ key: Key) -> Bool {
        if super.handleKey(key) { return true }
        if let top = topViewController, case .character(let c) = key {
            // Hotkeys are lowercase letters; Shift+letter stays free for app-wide keys.
            for item in top.navigationItem.allItems where item.hotkey == c && item.isEnabled {
                item.press()
                return true
            }
        }
        return Self.keyBindings.handle(key, on: self)
    }

    /// The back hint, after the top screen's.
    open override var keyHints: [KeyHint] {
        Self.keyBindings.hints(on: self, glyphs: glyphs, after: super.keyHints, reusing: &keyHintCache)
    }

    private var keyHintCache = KeyHintCache()

    /// The keys offered now: the controller's commands, the enabled bar buttons' hotkeys, back.
    open override var offeredKeys: [Key] {
        var keys = super.offeredKeys
        for item in topViewController?.navigationItem.allItems ?? [] where item.isEnabled {
            if let hotkey = item.hotkey, !keys.contains(.character(hotkey)) { keys.append(.character(hotkey)) }
        }
        return keys + Self.keyBindings.offeredKeys(on: self).filter { !keys.contains($0) }
    }

    /// Whether the back keys pop: something is under the top screen, and it shows a back button.
    var canGoBack: Bool {
        viewControllers.count > 1 && topViewController?.navigationItem.hidesBackButton != true
    }

    private var glyphs: GlyphSet { viewIfLoaded?.glyphs ?? .unicode }
}
