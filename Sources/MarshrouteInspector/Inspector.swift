import Marshroute
import Routes
import TerminalUI

/// The live inspector: Marshroute at work, in a panel an app opens with a key. Its pages are the
/// window's tree of containers and screens (with where the next transition lands), a timeline of
/// every router call and route with what became of it (Enter explains an entry and shows the
/// router method behind it; `R` rewinds the app to just after it), a ledger of the live modules
/// and of those that outlived their screen, and any page the app adds. From
/// `besideMinimumWidth` columns it opens beside the app, which keeps working (and its keys, but
/// Tab, PgUp and PgDn); below that it opens over the app.
///
/// Make it right after the Marshroute stack, before the app's first screens, so that it knows
/// their transitions too: it records from then on, and costs a few dictionary operations per
/// router call, nothing per frame while closed.
///
/// ```swift
/// let inspector = Inspector(stack: stack, window: window)
/// // … build the app's screens …
/// inspector.rootTransitionsHandler = .containing(navigator.tabBarHandler)
/// inspector.routerSources = .embedded
/// window.keyCommands.append(inspector.toggleCommand(.character("i")))
/// ```
@MainActor
public final class Inspector {
    /// From this width the inspector opens beside the app.
    public static let besideMinimumWidth = 140

    /// What the inspector records: the timeline, read by number or by cause.
    public let journal: InspectorJournal
    let view = InspectorView()
    private(set) weak var window: Window?
    private let stack: MarshrouteStack
    private var rootHandler: WeakTransitionsHandlerBox?
    /// The pages the app added, by page.
    private var addedPages: [InspectorPage: any InspectorPageContent] = [:]
    /// The app that replays itself for `R` (`Inspector+Rewind.swift`).
    public weak var rewinding: (any InspectorRewinding)?
    /// While the app is rewound: what `R` made (`Inspector+Rewind.swift`).
    var rewindState: RewindState?
    /// While the app is rewound: the inspector of the past shown instead, whose tree, ledger and
    /// timeline this one shows, the entries that came after it following, dimmed.
    private(set) var past: Inspector?

    /// An inspector of the app on `window` whose routers run on `stack`; it starts recording at
    /// once. `previous`: an inspector whose timeline this one goes on from, numbers and times,
    /// when the app builds itself again on the same window (a layout switch).
    public init(stack: MarshrouteStack, window: Window, continuing previous: Inspector? = nil) {
        self.stack = stack
        self.window = window
        journal = InspectorJournal(stack: stack, clock: window.loop.clock, continuing: previous?.journal.continuation)
        journal.currentMoment = { [weak self] in self?.rewinding?.currentMoment }
        view.timeline = { [weak self] in self?.timelineEntries() ?? [] }
        view.content = { [weak self] page, width in
            guard let self else { return [] }
            // An added page is the app's, now; the built-in ones show the past while rewound.
            if let added = self.addedPages[page] { return added.lines(width: width) }
            return (self.past ?? self).lines(of: page)
        }
        view.pageKeys = { [weak self] page, key in self?.addedPages[page]?.handleKey(key) ?? false }
        view.pageHints = { [weak self] page in self?.addedPages[page]?.keyHints ?? [] }
        view.onClose = { [weak self] in self?.close() }
        view.onRewind = { [weak self] number, isNewest in self?.rewindKey(onEntry: number, isNewest: isNewest) }
        // Crossing the width where it fits beside the app moves an open inspector there or back;
        // beside, its width follows the terminal's.
        window.addResizeObserver(view) { [weak self] size in
            guard let self, self.isOpen,
                self.view.isBeside || size.width >= Self.besideMinimumWidth
            else { return }
            self.close()
            self.open()
        }
        journal.onChange = { [weak self] in
            guard let self else { return }
            self.view.timelineDidChange()
            guard self.isOpen else { return }
            self.view.setNeedsDisplay()
        }
    }

    /// The handler at the root of the app (a tab bar's, or a navigation stack's), held weakly:
    /// the tree marks where Marshroute's topmost rule sends the next transition from it. Without
    /// it the tree marks nothing.
    public var rootTransitionsHandler: TransitionsHandlerBox? {
        get { rootHandler?.transitionsHandlerBox() }
        set { rootHandler = newValue?.weakTransitionsHandlerBox() }
    }

    /// Records the routes of `registry` too: each URL, its match, guard and plan, and the router
    /// calls it made tied to it.
    public func observe(_ registry: URLRouterRegistry) {
        registry.addObserver(journal) { [weak journal] event in journal?.note(event) }
    }

    /// Where the code view reads router methods from (`RouterSources.embedded`, which the
    /// `RouterSourcesPlugin` build plugin makes). Without them it says how to add them.
    public var routerSources: RouterSources = .none {
        didSet { view.codeView = InspectorCodeView(sources: routerSources) }
    }

    /// The key the app opens and closes the inspector with: beside the app, the panel takes it
    /// to close, and its hints say so.
    public var toggleKey: Key? {
        didSet { view.toggleKeys = toggleKey.map { [$0] } ?? [] }
    }

    /// A command for the window's key commands: `key` opens and closes the inspector, with the
    /// hint `hint` (and becomes `toggleKey`).
    public func toggleCommand(_ key: Key, hint: String = "Inspector") -> KeyCommand {
        toggleKey = key
        let label = key.hintLabel(in: window?.glyphs ?? .unicode)
        return KeyCommand(key, hint: KeyHint(label, hint)) { [weak self] in self?.toggle() }
    }

    /// Every key the panel binds, besides the app's `toggleKey` (its table of keys): for an
    /// app's key reference, or a benchmark that presses every key.
    public nonisolated static var panelKeys: [Key] { InspectorView.keyBindings(toggleKeys: []).allKeys }

    /// What the panel's keys do, as a help lists them (its keys written in `glyphs`): an app's
    /// `?` help can name them beside its own. The app's `toggleKey` is the app's to list.
    public nonisolated static func panelHelp(glyphs: GlyphSet) -> [KeyHint] {
        InspectorView.keyBindings(toggleKeys: []).helpEntries(glyphs: glyphs).filter { !$0.keys.isEmpty }
    }

    /// Whether the panel shows.
    public var isOpen: Bool { view.window != nil }
    /// The page it shows (or will show when opened).
    public var page: InspectorPage { view.page }
    /// Whether it shows beside the app rather than over it.
    public var isBeside: Bool { isOpen && view.isBeside }
    /// Opens it if closed, closes it if open.
    public func toggle() {
        if isOpen { close() } else { open() }
    }

    /// Opens it on `page` (by default the page it showed last, at first the timeline): beside the
    /// app on a terminal at least `besideMinimumWidth` columns wide, over it below that.
    public func open(page: InspectorPage? = nil) {
        guard let window, !isOpen else { return }
        if let page, view.pages.contains(page) { view.show(page) }
        if window.size.width >= Self.besideMinimumWidth {
            view.isBeside = true
            window.showSidePanel(view, width: min(70, max(40, window.size.width - 100)))
            window.addKeyInterceptor(view)
        } else {
            view.isBeside = false
            window.showOverlay(view)
        }
    }

    /// Closes it; it goes on recording.
    public func close() {
        guard let window, isOpen else { return }
        if view.isBeside {
            window.removeKeyInterceptor(view)
            window.removeSidePanel()
        } else {
            window.removeOverlay(view)
        }
    }

    /// Adds a page after the others, titled `title` (Tab visits it after the ledger), showing
    /// `content`, which the inspector holds. Returns the page, for `open(page:)`.
    @discardableResult
    public func addPage(titled title: String, content: some InspectorPageContent) -> InspectorPage {
        let page = InspectorPage(title: title)
        precondition(!view.pages.contains(page), "the inspector already has a page titled \(title)")
        view.pages.append(page)
        addedPages[page] = content
        return page
    }

    /// The code behind a router call made at `site`, as the timeline shows it under an entry:
    /// `code: path:line`, then the method's lines, numbered, the call's line marked; or why it
    /// cannot be shown. For pages that show calls too.
    public func codeLines(for site: RouterCallSite) -> [InspectorLine] {
        let glyphs = window?.glyphs ?? .unicode
        return view.codeView.lines(for: site, glyphs: glyphs).map {
            InspectorLine($0.text, style: $0.isSource ? .normal : .role(.secondary), hangingIndent: $0.hangingIndent)
        }
    }

    /// The lines of `page` as they are now, as text, unwrapped (what tests and `--dump` read).
    public func text(of page: InspectorPage) -> [String] {
        let current = view.page
        view.show(page)
        defer { view.show(current) }
        return view.pageLines().map(\.text)
    }

    /// The timeline: the journal's; while rewound, the past's entries, then the newer ones.
    private func timelineEntries() -> [InspectorTimelineEntry] {
        guard let past else { return journal.timeline }
        let then = past.journal.timeline
        let last = then.last?.number ?? 0
        return then + journal.timeline.drop { $0.number <= last }
    }

    /// Shows the pages of `past` (a replay of this app up to just after entry `entry`), with
    /// `entry` selected; `keys` says which keys still reach the app.
    func showRewound(_ past: Inspector, entry: Int, keys: InspectorView.RewoundKeys) {
        self.past = past
        let then = past.journal.timeline.last?.number ?? 0
        view.showRewound(InspectorView.Rewound(entry: entry, lastThen: then, keys: keys))
    }

    /// Shows this app's own pages again, the newest entry selected.
    func showPresent() {
        past = nil
        view.showPresent()
    }

    /// The lines of a built-in page other than the timeline (which the panel makes itself).
    func lines(of page: InspectorPage) -> [InspectorLine] {
        switch page {
        case .tree:
            let tree = InspectorTree(
                journal: journal, nextLanding: InspectorTree.nextLanding(stack: stack, root: rootTransitionsHandler))
            return tree.lines(from: window?.rootViewController).map { line in
                let indent = String(repeating: "  ", count: line.depth)
                return line.isNextLanding
                    ? InspectorLine(indent + line.text + "  ◀ next transition lands here", style: .role(.accent))
                    : InspectorLine(indent + line.text)
            }
        case .ledger:
            let ledger = InspectorLedger(journal: journal)
            return ledger.lines(held: window?.heldViewControllers ?? [], now: journal.now).map {
                InspectorLine($0.text, style: $0.isSuspect ? .role(.alert) : .normal)
            }
        default:
            return []
        }
    }
}
