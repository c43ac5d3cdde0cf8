import Marshroute
import Routes
import TerminalUI

/// The live inspector (`i`, docs/TEACHING.md): Marshroute at work, in three pages. From 140 columns it
/// opens beside the app, which keeps working (and its keys, but Tab and PgUp/PgDn); below that
/// it opens over the app. Its journal listens from the start of the session; closed, it draws
/// nothing.
@MainActor
public final class Inspector {
    public typealias Page = InspectorPage

    /// From this width the inspector opens beside the app.
    package static let besideMinimumWidth = 140

    package let journal: InspectorJournal
    package let view = InspectorView()
    private weak var window: Window?
    private let stack: MarshrouteStack
    private let rootHandler: () -> ContainingTransitionsHandler?

    /// `journal` should exist before the app's first screens are built, so that their
    /// transitions are known too.
    package init(
        journal: InspectorJournal, stack: MarshrouteStack, window: Window, registry: URLRouterRegistry,
        rootHandler: @escaping () -> ContainingTransitionsHandler?
    ) {
        self.stack = stack
        self.window = window
        self.rootHandler = rootHandler
        self.journal = journal
        registry.addObserver(journal) { [weak journal] event in journal?.note(event) }
        view.timeline = { [weak self] in self?.timelineEntries() ?? [] }
        view.content = { [weak self] page in self.map { ($0.past ?? $0).lines(of: page) } ?? [] }
        view.onClose = { [weak self] in self?.close() }
        view.onRewind = { [weak self] number, isNewest in self?.onRewind?(number, isNewest) }
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

    /// `R` on the timeline: the selected entry's number, and whether it is the newest.
    package var onRewind: ((Int, Bool) -> Void)?
    /// While the app is rewound: the inspector of the past shown instead, whose tree, ledger and
    /// timeline this one shows, the entries that came after it following, dimmed.
    private(set) var past: Inspector?

    package var isOpen: Bool { view.window != nil }
    package var page: Page { view.page }
    public var isBeside: Bool { isOpen && view.isBeside }
    /// The keys the app opens and closes the inspector with: beside the app, its hints name
    /// them, and it takes them to close.
    package var toggleKeys: [Key] {
        get { view.toggleKeys }
        set { view.toggleKeys = newValue }
    }

    package func toggle() {
        if isOpen { close() } else { open() }
    }

    public func open(page: Page? = nil) {
        guard let window, !isOpen else { return }
        if let page { view.show(page) }
        if window.size.width >= Self.besideMinimumWidth {
            view.isBeside = true
            window.showSidePanel(view, width: min(70, max(40, window.size.width - 100)))
            window.addKeyInterceptor(view)
        } else {
            view.isBeside = false
            window.showOverlay(view)
        }
    }

    package func close() {
        guard let window, isOpen else { return }
        if view.isBeside {
            window.removeKeyInterceptor(view)
            window.removeSidePanel()
        } else {
            window.removeOverlay(view)
        }
    }

    /// Shows the pages of `past` (a replay of this session up to just after entry `entry`),
    /// with `entry` selected; `keys` says which keys still reach the app.
    package func showRewound(_ past: Inspector, entry: Int, keys: InspectorView.RewoundKeys) {
        self.past = past
        let then = past.journal.timeline.last?.number ?? 0
        view.showRewound(InspectorView.Rewound(entry: entry, lastThen: then, keys: keys))
    }

    /// Shows this app's own pages again, the newest entry selected.
    package func showPresent() {
        past = nil
        view.showPresent()
    }

    /// The timeline: the journal's; while rewound, the past's entries, then the newer ones.
    private func timelineEntries() -> [InspectorTimelineEntry] {
        guard let past else { return journal.timeline }
        let then = past.journal.timeline
        let last = then.last?.number ?? 0
        return then + journal.timeline.drop { $0.number <= last }
    }

    /// The lines of a page as they are now, as text (what tests and `--dump` read).
    package func text(of page: Page) -> [String] {
        let current = view.page
        view.show(page)
        defer { view.show(current) }
        return view.pageLines().map(\.text)
    }

    func lines(of page: Page) -> [InspectorView.Line] {
        switch page {
        case .tree:
            let tree = InspectorTree(
                journal: journal, nextLanding: InspectorTree.nextLanding(stack: stack, root: rootHandler()))
            return tree.lines(from: window?.rootViewController).map { line in
                let indent = String(repeating: "  ", count: line.depth)
                return line.isNextLanding
                    ? InspectorView.Line(
                        text: indent + line.text + "  ◀ next transition lands here", style: .role(.accent))
                    : InspectorView.Line(text: indent + line.text, style: .normal)
            }
        case .timeline:
            return []
        case .ledger:
            let ledger = InspectorLedger(journal: journal)
            return ledger.lines(held: window?.heldViewControllers ?? [], now: journal.now).map {
                InspectorView.Line(text: $0.text, style: $0.isSuspect ? .role(.alert) : .normal)
            }
        }
    }
}
