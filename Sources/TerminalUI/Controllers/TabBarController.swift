/// Told about tab selection.
@MainActor
public protocol TabBarControllerDelegate: AnyObject {
    /// Asked before the user selects a tab; return `false` to keep the current one.
    func tabBarController(_ tabBarController: TabBarController, shouldSelect viewController: ViewController) -> Bool
    /// Told after the user selected a tab.
    func tabBarController(_ tabBarController: TabBarController, didSelect viewController: ViewController)
}

extension TabBarControllerDelegate {
    /// Allows every selection.
    public func tabBarController(_ tabBarController: TabBarController, shouldSelect viewController: ViewController)
        -> Bool
    { true }
    /// Does nothing.
    public func tabBarController(_ tabBarController: TabBarController, didSelect viewController: ViewController) {}
}

/// Tabs along the bottom, like `UITabBarController`: `1`–`9` or a click select one.
@MainActor
open class TabBarController: ViewController {
    /// The tabs' root controllers, in order.
    public var viewControllers: [ViewController] { controllerList }
    // Only ever assigned, so that the optimizer drops the run-time exclusivity checks on the
    // focus path (see `View.placement`).
    private var controllerList: [ViewController] = []
    /// Asked before and told after tab selections. Held weakly.
    public weak var delegate: TabBarControllerDelegate?

    /// Creates a tab bar with no tabs.
    public override init() {
        super.init()
    }

    /// The selected tab; setting it switches tabs (without animation, as UIKit does).
    public var selectedIndex: Int {
        get { storedSelectedIndex }
        set { select(newValue) }
    }
    private var storedSelectedIndex = 0

    /// The controller of the selected tab.
    public var selectedViewController: ViewController? {
        viewControllers.indices.contains(storedSelectedIndex) ? viewControllers[storedSelectedIndex] : nil
    }

    /// Replaces the tabs, keeping the selection where possible.
    public func setViewControllers(_ controllers: [ViewController], animated: Bool = false) {
        let window = self.window
        window?.finishAnimations()
        var unique: [ViewController] = []
        for controller in controllers where !unique.contains(where: { $0 === controller }) { unique.append(controller) }
        let removed = viewControllers.filter { old in !unique.contains { $0 === old } }
        let added = unique.filter { new in !viewControllers.contains { $0 === new } }
        for controller in added { addChild(controller) }
        controllerList = unique
        for controller in removed {
            controller.willMove(toParent: nil)
            controller.removeFromParent()
        }
        storedSelectedIndex = unique.isEmpty ? 0 : min(storedSelectedIndex, unique.count - 1)
        for controller in added { controller.didMove(toParent: self) }
        containerView?.showSelected()
        window?.containerDidChange(animated: false)
    }

    private func select(_ index: Int) {
        guard viewControllers.indices.contains(index), index != storedSelectedIndex else { return }
        let controller = viewControllers[index]
        if let delegate, !delegate.tabBarController(self, shouldSelect: controller) { return }
        let window = self.window
        window?.finishAnimations()
        storedSelectedIndex = index
        containerView?.showSelected()
        window?.containerDidChange(animated: false)
        delegate?.tabBarController(self, didSelect: controller)
    }

    /// Creates the view: the selected tab's content above the tab bar.
    open override func loadView() {
        view = TabBarContainerView(tabBarController: self)
    }

    private var containerView: TabBarContainerView? { viewIfLoaded as? TabBarContainerView }

    /// The child controllers on screen now.
    open override var visibleChildren: [ViewController] { selectedViewController.map { [$0] } ?? [] }
    /// The child that receives keys.
    open override var focusedChild: ViewController? { selectedViewController }

    /// Redraws the tab bar when a tab's title changes.
    open override func childTitleDidChange(_ child: ViewController) {
        containerView?.tabBar.setNeedsDisplay()
        super.childTitleDidChange(child)
    }

    /// The keys of `keyBindings` (digits `1`…`9` select tabs), after the controller's commands.
    /// - Returns: Whether the key was used.
    open override func handleKey(_ key: Key) -> Bool {
        super.handleKey(key) || Self.keyBindings.handle(key, on: self)
    }

    /// The tab-switching hint, after the selected tab's.
    open override var keyHints: [KeyHint] {
        var hints = super.keyHints
        // Asked before every frame: the hint is made once per number of tabs and glyph set,
        // and handed back as it is when there is nothing before it (the window then sees
        // the same array as last time).
        let glyphs = viewIfLoaded?.glyphs ?? .unicode
        if tabsHints?.tabs != viewControllers.count || tabsHints?.ascii != glyphs.isASCII {
            tabsHints = (viewControllers.count, glyphs.isASCII, Self.keyBindings.hints(on: self, glyphs: glyphs))
        }
        if hints.isEmpty { return tabsHints!.hints }
        hints += tabsHints!.hints
        return hints
    }

    private var tabsHints: (tabs: Int, ascii: Bool, hints: [KeyHint])?

    /// The keys offered now: the controller's commands, a digit per tab.
    open override var offeredKeys: [Key] {
        super.offeredKeys + Self.keyBindings.offeredKeys(on: self)
    }

    /// The title a tab shows.
    func tabTitle(at index: Int) -> String {
        let controller = viewControllers[index]
        if let item = controller.tabBarItem {
            let glyph = index == selectedIndex ? item.selectedImage ?? item.image : item.image
            return glyph.map { "\($0) \(item.title)" } ?? item.title
        }
        if let title = controller.title { return title }
        // A stack without a title of its own shows its root screen's.
        if let nav = controller as? NavigationController, let title = nav.viewControllers.first?.title { return title }
        return "Tab \(index + 1)"
    }
}

/// The tab bar row.
@MainActor
final class TabBarView: View {
    weak var tabBarController: TabBarController?
    private var tabFrames: [Rect] = []

    init(tabBarController: TabBarController) {
        self.tabBarController = tabBarController
        super.init()
    }

    override func draw(in canvas: Canvas) {
        guard let controller = tabBarController else { return }
        let g = glyphs
        canvas.fill(style: .role(.tabBar))
        let count = controller.viewControllers.count
        tabFrames = []
        guard count > 0 else { return }
        let separators = count - 1
        let available = max(0, canvas.size.width - separators)
        let labels = (0..<count).map { " \($0 + 1) \(controller.tabTitle(at: $0)) " }
        let natural = labels.map { TextWidth.of($0) }
        var widths = natural
        if natural.reduce(0, +) > available {
            // Share the room evenly, never below what the digit needs.
            let share = max(3, available / count)
            widths = natural.map { min($0, share) }
        }
        var x = 0
        for index in 0..<count {
            let w = min(widths[index], max(0, canvas.size.width - x))
            let frame = Rect(x: x, y: 0, width: w, height: 1)
            tabFrames.append(frame)
            let active = index == controller.selectedIndex
            let style: Style = .role(active ? .tabActive : .tabBar)
            canvas.fill(frame, style: style)
            canvas.write(labels[index], at: Point(x: x, y: 0), style: style, maxWidth: w, ellipsis: g.ellipsis)
            x += w
            if index < count - 1 && x < canvas.size.width {
                canvas.put(g.verticalLine, at: Point(x: x, y: 0), style: .role(.tabBar))
                x += 1
            }
        }
    }

    override func mouseClicked(at point: Point) -> Bool {
        guard let index = tabFrames.firstIndex(where: { $0.contains(point) }) else { return false }
        tabBarController?.selectedIndex = index
        return true
    }
}

/// A tab bar controller's view: the selected tab's content above the tab bar.
@MainActor
final class TabBarContainerView: View {
    weak var tabBarController: TabBarController?
    let tabBar: TabBarView
    let content = TransitionHostView()

    init(tabBarController: TabBarController) {
        self.tabBarController = tabBarController
        tabBar = TabBarView(tabBarController: tabBarController)
        super.init()
        addSubview(content)
        addSubview(tabBar)
        showSelected()
    }

    func showSelected() {
        content.setContent(tabBarController?.selectedViewController?.view)
        tabBar.setNeedsDisplay()
    }

    override func layoutSubviews() {
        let (bar, rest) = bounds.dividedBottom(1)
        tabBar.frame = bar
        content.frame = rest
    }
}
