/// Master and detail side by side, like `UISplitViewController`. One side has focus at a
/// time (Tab / Shift-Tab or a click moves it); a narrow terminal shows the focused side only.
@MainActor
open class SplitViewController: ViewController {
    /// One of the two columns.
    public enum Column: Sendable, Hashable {
        /// The left column: the list.
        case master
        /// The right column: what the list shows.
        case detail
    }

    /// The columns' controllers: master first, then detail.
    public var viewControllers: [ViewController] { controllerList }
    // Only ever assigned, so that the optimizer drops the run-time exclusivity checks on the
    // focus path (see `View.placement`).
    private var controllerList: [ViewController] = []

    /// The master's share of the width, and its minimum in columns.
    public var masterFraction = 1.0 / 3.0 { didSet { viewIfLoaded?.setNeedsLayout() } }
    /// The narrowest the master column gets, in columns.
    public var minimumMasterWidth = 28 { didSet { viewIfLoaded?.setNeedsLayout() } }
    /// Below this width only the focused column shows.
    public var collapseWidth = 60

    /// Creates an empty split view.
    public override init() {
        super.init()
    }

    /// The master column's controller.
    public var masterViewController: ViewController? { viewControllers.first }
    /// The detail column's controller.
    public var detailViewController: ViewController? { viewControllers.count > 1 ? viewControllers[1] : nil }

    /// The column that receives keys.
    public var focusedColumn: Column {
        get { storedFocusedColumn }
        set {
            guard newValue != storedFocusedColumn else { return }
            storedFocusedColumn = newValue
            containerView?.setNeedsLayout()
            window?.finishAnimations()
            window?.containerDidChange(animated: false)
        }
    }

    private var storedFocusedColumn: Column = .master

    /// Replaces master and detail (`[master, detail]`).
    public func setViewControllers(_ controllers: [ViewController]) {
        let window = self.window
        window?.finishAnimations()
        let newList = Array(controllers.prefix(2))
        let removed = viewControllers.filter { old in !newList.contains { $0 === old } }
        let added = newList.filter { new in !viewControllers.contains { $0 === new } }
        for controller in added { addChild(controller) }
        controllerList = newList
        for controller in removed {
            controller.willMove(toParent: nil)
            controller.removeFromParent()
        }
        for controller in added { controller.didMove(toParent: self) }
        if detailViewController == nil { focusedColumn = .master }
        containerView?.showControllers()
        window?.containerDidChange(animated: false)
    }

    /// Replaces the detail column.
    public func showDetailViewController(_ controller: ViewController) {
        guard let master = masterViewController else {
            setViewControllers([controller])
            return
        }
        setViewControllers([master, controller])
    }

    /// True when the terminal is too narrow for both columns.
    public var isCollapsed: Bool {
        let width = viewIfLoaded?.bounds.width ?? window?.size.width ?? 0
        return width < collapseWidth
    }

    /// Creates the view: master, divider and detail.
    open override func loadView() {
        view = SplitContainerView(splitViewController: self)
    }

    private var containerView: SplitContainerView? { viewIfLoaded as? SplitContainerView }

    func controller(for column: Column) -> ViewController? {
        column == .master ? masterViewController : detailViewController
    }

    /// The columns on screen: both, or the shown one while collapsed.
    open override var visibleChildren: [ViewController] {
        if isCollapsed { return controller(for: shownColumn).map { [$0] } ?? [] }
        return viewControllers
    }

    /// The column a collapsed split view shows: the focused one, unless only the other one
    /// presents something. A presentation must stay on screen (it takes the keys), whichever
    /// column it came from; once it is dismissed, the focused column shows again.
    public var shownColumn: Column {
        let other: Column = focusedColumn == .master ? .detail : .master
        guard let hidden = controller(for: other), let focused = controller(for: focusedColumn) else {
            return focusedColumn
        }
        return SplitViewController.isPresenting(hidden) && !SplitViewController.isPresenting(focused)
            ? other : focusedColumn
    }

    private static func isPresenting(_ controller: ViewController) -> Bool {
        controller.presentedViewController != nil || controller.visibleChildren.contains(where: isPresenting)
    }

    /// The controller of the focused column.
    open override var focusedChild: ViewController? { controller(for: focusedColumn) ?? masterViewController }

    /// Moves the focus to the clicked column.
    open override func childWasClicked(_ child: ViewController) {
        if child === masterViewController { focusedColumn = .master }
        if child === detailViewController { focusedColumn = .detail }
    }

    /// Collapsed, the split follows navigation: a stack that changes in the hidden column
    /// (the master choosing a detail, a timer returning to a master screen) takes the focus,
    /// so what the user asked for shows. The window is mid-change here (the stack calls
    /// this before showing its new top), so only the model and the layout change: the
    /// stack's own container change lays out the tree and sends appearance callbacks.
    open override func childDidNavigate(_ child: ViewController) {
        super.childDidNavigate(child)
        guard window != nil, isCollapsed else { return }
        let column: Column
        if child === masterViewController {
            column = .master
        } else if child === detailViewController {
            column = .detail
        } else {
            return
        }
        guard column != storedFocusedColumn else { return }
        storedFocusedColumn = column
        containerView?.setNeedsLayout()
    }

    /// What Back from the detail's first screen returns to while collapsed: the master's top
    /// screen (its title labels the detail's back button). Nil otherwise.
    func collapsedBackTarget(for child: ViewController) -> ViewController? {
        guard isCollapsed, child === detailViewController, let master = masterViewController else { return nil }
        return (master as? NavigationController)?.topViewController ?? master
    }

    /// The keys of `keyBindings` (Tab and Shift-Tab move the focus between the columns; Back
    /// from the detail's first screen returns to the master while collapsed), after the
    /// controller's commands.
    /// - Returns: Whether the key was used.
    open override func handleKey(_ key: Key) -> Bool {
        super.handleKey(key) || Self.keyBindings.handle(key, on: self)
    }

    /// Collapsed, the detail sits "on top of" the master, as in a collapsed UIKit split: back
    /// from the detail's first screen returns to the master. (A deeper screen that hides its
    /// back button keeps the user where they are.)
    var backReturnsToMaster: Bool {
        guard focusedColumn == .detail, let detail = detailViewController, collapsedBackTarget(for: detail) != nil
        else { return false }
        return ((detail as? NavigationController)?.viewControllers.count ?? 1) <= 1
    }

    /// The hint for moving between columns, after the focused column's.
    open override var keyHints: [KeyHint] {
        Self.keyBindings.hints(
            on: self, glyphs: viewIfLoaded?.glyphs ?? .unicode, after: super.keyHints, reusing: &keyHintCache)
    }

    private var keyHintCache = KeyHintCache()

    /// The keys offered now: the controller's commands, the column keys.
    open override var offeredKeys: [Key] {
        super.offeredKeys + Self.keyBindings.offeredKeys(on: self)
    }
}

/// The split's view: master, divider, detail (or only the focused side when narrow).
@MainActor
final class SplitContainerView: View {
    weak var splitViewController: SplitViewController?
    let master = TransitionHostView()
    let detail = TransitionHostView()
    private var dividerX: Int?

    init(splitViewController: SplitViewController) {
        self.splitViewController = splitViewController
        super.init()
        addSubview(master)
        addSubview(detail)
        showControllers()
    }

    func showControllers() {
        master.setContent(splitViewController?.masterViewController?.view)
        detail.setContent(splitViewController?.detailViewController?.view)
        setNeedsLayout()
    }

    override func layoutSubviews() {
        guard let split = splitViewController else { return }
        if split.isCollapsed || split.detailViewController == nil {
            dividerX = nil
            let showMaster = split.shownColumn == .master || split.detailViewController == nil
            master.isHidden = !showMaster
            detail.isHidden = showMaster
            master.frame = bounds
            detail.frame = bounds
            return
        }
        master.isHidden = false
        detail.isHidden = false
        let masterWidth = min(
            max(split.minimumMasterWidth, Int(Double(bounds.width) * split.masterFraction)),
            max(0, bounds.width - 21))
        let (left, rest) = bounds.dividedLeft(masterWidth)
        let (_, right) = rest.dividedLeft(1)
        master.frame = left
        detail.frame = right
        dividerX = masterWidth
    }

    override func draw(in canvas: Canvas) {
        // Drawn whenever a region inside either column is: only the divider is this view's own.
        let drawable = canvas.drawableRect
        guard let x = dividerX, x >= drawable.minX, x < drawable.maxX, let split = splitViewController else { return }
        let g = glyphs
        canvas.verticalLine(x: x, glyph: g.verticalLine, style: .role(.border))
        let focusedMaster = split.focusedColumn == .master
        let marker = focusedMaster ? g.arrowLeft : g.arrowRight
        canvas.put(marker, at: Point(x: x, y: canvas.size.height / 2), style: .role(.borderFocused))
    }
}
