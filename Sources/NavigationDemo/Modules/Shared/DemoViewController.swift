import Marshroute
import TerminalUI

/// What the demo's screens share: peek sources registered with Marshroute's peek & pop
/// utility (a list's rows, a navigation bar's buttons), the screens' keys (`keyBindings`: the
/// timer, peek, the navigation bar's buttons), and a notice when the screen left for good.
@MainActor
class DemoViewController: ViewController {
    /// Set by the assembly; nil turns peeking off for the screen.
    weak var peekAndPopUtility: PeekAndPopUtility?
    /// Runs when the screen's timer tile is pressed (screens with a tile set it).
    var onTimerTap: (() -> Void)?
    /// Presses the timer tile while it is enabled: on `t`, or on a press on the tile itself.
    private(set) var onTimerKey: (() -> Void)?
    /// Called once the screen has disappeared and is in no container any more (popped by the
    /// back key, say), so its module can finish.
    var onRemoved: (() -> Void)?
    /// The route that shows this screen again (`categories/1.1/results`), set by its assembly;
    /// nil for a tab's root, which every layout builds by itself. The layout flip and `H`
    /// write the navigation state with it.
    var routeURL: String?

    /// Views a peek can start from.
    var peekSourceViews: [View] { [] }

    /// Whether `peekSourceViews` has any: asked for the hint line after every key, so a screen
    /// whose sources always include a view says so without making the array.
    var hasPeekSources: Bool { !peekSourceViews.isEmpty }

    /// The navigation bar, as a peek source (its buttons), when the screen is in a stack.
    var navigationBarPeekSources: [View] {
        navigationController.map { [$0.navigationBar] } ?? []
    }

    /// The run loop of the window the screen last appeared in.
    private weak var loop: EventLoop?

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        loop = view.window?.loop
        guard let utility = peekAndPopUtility else { return }
        for source in peekSourceViews {
            utility.reregister(viewController: self, forPreviewingInSourceView: source) {
                [weak self] context, location in
                self?.startPeek(context: context, location: location)
            }
        }
    }

    override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        // Decided a turn later: a screen leaving a peek preview is put into its container
        // right after it disappears from the preview, and that is not a removal.
        let check: @MainActor () -> Void = { [weak self] in
            guard let self, self.parent == nil, !self.isPresented, self.appearanceState == .disappeared else { return }
            self.peekAndPopUtility?.unregisterViewControllerFromPreviewing(self)
            self.onRemoved?()
        }
        if let loop { loop.schedule(after: .zero, check) } else { check() }
    }

    /// Does what a press at `location` would do; its router transition is then frozen and
    /// previewed. A list row is activated; a navigation bar's button is pressed.
    func startPeek(context: PreviewingContext, location: Point) {
        guard let source = context.sourceView else { return }
        if let list = source as? ListView {
            guard let row = list.rowIndex(at: location), list.items[row].kind == .row, list.items[row].isEnabled else {
                return
            }
            list.select(row)
            context.sourceRect = Rect(x: 0, y: row - list.scrollOffset, width: list.bounds.width, height: 1)
            list.activateSelection()
        } else if let navigation = navigationController, source === navigation.navigationBar {
            navigation.barButtonItem(at: location)?.press()
        }
    }

    func setTimerTileEnabled(_ enabled: Bool) {
        let wasEnabled = onTimerKey != nil
        onTimerKey = enabled ? { [weak self] in self?.onTimerTap?() } : nil
        // The countdown ends on a timer: the `t` hint comes back without a key (each tick
        // before that changes nothing).
        if enabled != wasEnabled { setNeedsKeyHintsUpdate() }
    }

    func timerTileItem(title: String, glyphs: GlyphSet) -> ListItem {
        ListItem("\(glyphs.timer) \(title)", kind: .action)
    }

    /// The screen's navigation bar buttons, by what they do: their keys are the screens'
    /// table's (`keyBindings`), which presses them.
    private var barButtons: [DemoBarButton: BarButtonItem] = [:]

    /// A navigation bar button, its letter from the screens' table (`[r]Recursion`).
    func barButton(_ button: DemoBarButton, title: String, action: @escaping @MainActor () -> Void) -> BarButtonItem {
        let item = BarButtonItem(title: title, hotkey: Self.keyBindings.hotkey(of: button))
        item.action = action
        barButtons[button] = item
        return item
    }

    /// A bar button that hands itself to `action` (a popover points at it). The action holds
    /// the button weakly, as the button owns the action.
    func senderBarButton(
        _ button: DemoBarButton, title: String, action: @escaping (BarButtonItem) -> Void
    ) -> BarButtonItem {
        let item = barButton(button, title: title) {}
        item.action = { [weak item] in
            if let item { action(item) }
        }
        return item
    }

    /// The button's item while the bar shows it, enabled.
    func shownBarButton(_ button: DemoBarButton) -> BarButtonItem? {
        guard let item = barButtons[button], item.isEnabled else { return nil }
        let shown = navigationItem.leftBarButtonItems + navigationItem.rightBarButtonItems
        return shown.contains { $0 === item } ? item : nil
    }

    /// Whether `p` has something to peek at here.
    var offersPeek: Bool { peekAndPopUtility != nil && hasPeekSources }

    override func handleKey(_ key: Key) -> Bool {
        Self.keyBindings.handle(key, on: self) || super.handleKey(key)
    }

    override var keyHints: [KeyHint] {
        Self.keyBindings.hints(
            on: self, glyphs: viewIfLoaded?.glyphs ?? .unicode, after: super.keyHints, reusing: &keyHintCache)
    }

    private var keyHintCache = KeyHintCache()

    override var offeredKeys: [Key] {
        super.offeredKeys + Self.keyBindings.offeredKeys(on: self)
    }
}
