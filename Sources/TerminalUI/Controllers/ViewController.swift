/// The terminal's `UIViewController`: owns a view (loaded lazily), takes part in containers
/// and presentations, and gets appearance callbacks exactly once per change, in UIKit's order.
@MainActor
open class ViewController {
    /// Creates a controller; its view loads on first access.
    public init() {
        navigationItem.owner = self
    }

    // MARK: Identity

    /// Shown by navigation bars, tab bars and sheets.
    open var title: String? {
        didSet { if title != oldValue { navigationItemDidChange() } }
    }

    /// What the controller shows in a navigation bar while on top.
    public let navigationItem = NavigationItem()

    /// How the controller appears in a tab bar (defaults to its title).
    public var tabBarItem: TabBarItem? {
        didSet { navigationItemDidChange() }
    }

    func navigationItemDidChange() {
        parent?.childTitleDidChange(self)
        window?.setNeedsDisplay()
    }

    /// Containers override to refresh their bars when a child's title or items change.
    open func childTitleDidChange(_ child: ViewController) {
        parent?.childTitleDidChange(self)
    }

    // MARK: View

    private var loadedView: View?

    /// The root view, loaded on first access through `loadView()` and `viewDidLoad()`.
    public var view: View {
        get {
            loadViewIfNeeded()
            return loadedView!
        }
        set {
            loadedView?.owningViewController = nil
            loadedView = newValue
            newValue.owningViewController = self
        }
    }

    /// The view, or `nil` if it has not been loaded yet.
    public var viewIfLoaded: View? { loadedView }
    /// Whether the view has been loaded.
    public var isViewLoaded: Bool { loadedView != nil }

    /// Loads the view now if it has not been loaded yet.
    public func loadViewIfNeeded() {
        guard loadedView == nil else { return }
        loadView()
        if loadedView == nil { view = View() }
        viewDidLoad()
    }

    /// Creates the view; override to make a custom one (assign `view`).
    open func loadView() {
        view = View()
    }

    /// Called once after the view loaded; override to set it up.
    open func viewDidLoad() {}

    // MARK: Appearance

    /// Where the controller is in its appear and disappear cycle.
    public internal(set) var appearanceState: AppearanceState = .disappeared

    /// Called before the view appears.
    open func viewWillAppear(_ animated: Bool) {}
    /// Called after the view appeared (after any animation).
    open func viewDidAppear(_ animated: Bool) {}
    /// Called before the view disappears.
    open func viewWillDisappear(_ animated: Bool) {}
    /// Called after the view disappeared.
    open func viewDidDisappear(_ animated: Bool) {}

    func beginAppearance(_ appearing: Bool, animated: Bool) {
        if appearing {
            guard !appearanceState.isVisible else { return }
            appearanceState = .appearing
            viewWillAppear(animated)
        } else {
            guard appearanceState.isVisible else { return }
            appearanceState = .disappearing
            viewWillDisappear(animated)
        }
    }

    func endAppearance(animated: Bool) {
        switch appearanceState {
        case .appearing:
            appearanceState = .appeared
            viewDidAppear(animated)
        case .disappearing:
            appearanceState = .disappeared
            viewDidDisappear(animated)
        default:
            break
        }
    }

    // MARK: Containment

    /// The container this controller is a child of. Held weakly.
    public private(set) weak var parent: ViewController?
    /// The child controllers, in the order they were added.
    public private(set) var children: [ViewController] = []

    /// Adds a child controller (calls `willMove(toParent:)`; the container calls
    /// `didMove(toParent:)` once the child's view is in place).
    public func addChild(_ child: ViewController) {
        guard child.parent !== self else { return }
        child.removeFromParent()
        child.willMove(toParent: self)
        children.append(child)
        child.parent = self
    }

    /// Detaches from the parent (calls `didMove(toParent: nil)`).
    public func removeFromParent() {
        guard let parent else { return }
        // Containers mostly remove their last child (a pop): keep that O(1).
        if parent.children.last === self {
            parent.children.removeLast()
        } else {
            parent.children.removeAll { $0 === self }
        }
        self.parent = nil
        didMove(toParent: nil)
    }

    /// Called before the controller is added to or removed from a parent.
    open func willMove(toParent parent: ViewController?) {}
    /// Called after the controller was added to or removed from a parent.
    open func didMove(toParent parent: ViewController?) {}

    /// The children whose views show now (a navigation stack's top, the selected tab…).
    open var visibleChildren: [ViewController] { [] }

    /// The child that receives keys (a container's top or selected or focused side).
    open var focusedChild: ViewController? { nil }

    /// A container learns that the user clicked inside `child` (a split view moves focus).
    open func childWasClicked(_ child: ViewController) {}

    /// A container learns that a navigation stack inside `child` changed its top screen, just
    /// before the window shows the change (a collapsed split view turns to that column, as
    /// UIKit's does for `showDetailViewController`). The default passes the news up.
    open func childDidNavigate(_ child: ViewController) {
        parent?.childDidNavigate(self)
    }

    /// The nearest navigation controller above this one.
    public var navigationController: NavigationController? { ancestor(of: NavigationController.self) }
    /// The nearest tab bar controller above this one.
    public var tabBarController: TabBarController? { ancestor(of: TabBarController.self) }
    /// The nearest split view controller above this one.
    public var splitViewController: SplitViewController? { ancestor(of: SplitViewController.self) }

    private func ancestor<T: ViewController>(of type: T.Type) -> T? {
        var current = parent
        while let c = current {
            if let match = c as? T { return match }
            current = c.parent
        }
        return nil
    }

    /// The window this controller's view is in.
    public var window: Window? { loadedView?.window }

    // MARK: Presentation

    /// The controller that presented this one (or presented its nearest presented ancestor).
    public var presentingViewController: ViewController? {
        if let presenter = presentingController { return presenter }
        return parent?.presentingViewController
    }

    /// The controller this one presented.
    public internal(set) var presentedViewController: ViewController?

    weak var presentingController: ViewController?

    /// The style `present` uses when none is passed.
    public var modalPresentationStyle: PresentationStyle = .fullScreen
    /// The built-in animation `present` uses when there is no custom one.
    public var modalTransitionStyle: ModalTransitionStyle = .coverVertical
    /// A custom presentation animation (as UIKit's transitioning delegate provides).
    public var modalTransitionAnimation: TransitionAnimation?
    /// The style this controller is presented with now.
    public internal(set) var activePresentationStyle: PresentationStyle?
    /// The size a form sheet or popover should give the content (inside its border).
    public var preferredContentSize: Size?
    /// Told when the user dismisses this presentation through its container.
    public weak var presentationDelegate: PresentationDelegate?

    /// Presents `viewController` modally. Like UIKit, presenting while already presenting
    /// something does nothing (and says so on stderr).
    public func present(
        _ viewController: ViewController, style: PresentationStyle? = nil,
        animated: Bool = true, completion: (() -> Void)? = nil
    ) {
        guard presentedViewController == nil else {
            TerminalUILog.warn(
                "attempt to present \(viewController.debugName) on \(debugName), which is already presenting \(presentedViewController!.debugName)"
            )
            return
        }
        guard viewController.presentingController == nil, viewController.parent == nil, viewController !== self else {
            TerminalUILog.warn(
                "attempt to present \(viewController.debugName), which is already presented or contained")
            return
        }
        let window = self.window
        window?.finishAnimations()
        viewController.activePresentationStyle = style ?? viewController.modalPresentationStyle
        presentedViewController = viewController
        viewController.presentingController = self
        if let window {
            window.presentationDidBegin(viewController, animated: animated, completion: completion)
        } else {
            completion?()
        }
    }

    /// Dismisses what this controller presented; when it presented nothing, dismisses this
    /// controller (or its presented ancestor) itself. Everything presented above goes too.
    public func dismiss(animated: Bool = true, completion: (() -> Void)? = nil) {
        let target: ViewController
        if let presented = presentedViewController {
            target = presented
        } else if let presented = presentedAncestor {
            target = presented
        } else {
            completion?()
            return
        }
        let window = target.window ?? target.presentingController?.window
        window?.finishAnimations()
        var chain: [ViewController] = [target]
        while let next = chain.last!.presentedViewController { chain.append(next) }
        target.presentingController?.presentedViewController = nil
        for controller in chain {
            controller.presentedViewController = nil
            controller.presentingController = nil
        }
        if let window {
            window.presentationDidEnd(
                chain, animated: animated,
                completion: {
                    for controller in chain { controller.activePresentationStyle = nil }
                    completion?()
                })
        } else {
            for controller in chain { controller.activePresentationStyle = nil }
            completion?()
        }
    }

    /// This controller or its nearest ancestor that was presented.
    var presentedAncestor: ViewController? {
        var current: ViewController? = self
        while let c = current {
            if c.presentingController != nil { return c }
            current = c.parent
        }
        return nil
    }

    /// True while this controller's presentation is still animating in.
    public var isBeingPresented: Bool {
        guard presentingController != nil, let window else { return false }
        return window.isBeingPresented(self)
    }

    /// True while this controller is presented (it or an ancestor has a presenter).
    public var isPresented: Bool { presentedAncestor != nil }

    /// Called on the presented controller when the user dismissed it through its container
    /// (Esc on a bottom sheet or popover), after the dismissal finished. The default passes
    /// the news on to the children, so the screen inside a presented navigation controller
    /// hears it too.
    open func didDismissInteractively() {
        for child in children { child.didDismissInteractively() }
    }

    /// Sources registered for previewing (peek).
    var previewingContexts: [PreviewingContext] = []

    // MARK: Input

    /// The view that gets keys first while this controller has focus.
    open var preferredFocusView: View? { view.firstFocusableView() }

    /// Keys bound on this controller. They also work while something is presented above it.
    open var keyCommands: [KeyCommand] { [] }

    /// Handles a key that the focused view did not use. The default runs `keyCommands`.
    open func handleKey(_ key: Key) -> Bool {
        for command in keyCommands where command.runs(for: key) {
            command.action()
            return true
        }
        return false
    }

    /// Hints for the bottom line while this controller is on the focus path.
    open var keyHints: [KeyHint] {
        // Asked before every frame: a loop, not `compactMap` and its closure.
        var hints: [KeyHint] = []
        for command in keyCommands {
            if let hint = command.offeredHint { hints.append(hint) }
        }
        return hints
    }

    /// The keys this controller runs an action for now, one for each action (what a test or
    /// a fuzzer could press). The default lists the offered `keyCommands`; a controller with
    /// a table of keys (`KeyBindings`) returns the table's `offeredKeys(on:)`.
    open var offeredKeys: [Key] {
        var keys: [Key] = []
        for command in keyCommands where command.isOffered?() != false && !keys.contains(command.key) {
            keys.append(command.key)
        }
        return keys
    }

    /// A short name for messages.
    public var debugName: String {
        let typeName = String(describing: type(of: self))
        if let title, !title.isEmpty { return "\(typeName)(\"\(title)\")" }
        return typeName
    }
}
