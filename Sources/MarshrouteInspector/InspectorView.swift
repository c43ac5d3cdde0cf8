import TerminalUI

/// The inspector's panel: three pages (tree, timeline, ledger) in a box, scrolled by its keys.
/// Its lines are computed when it draws, so it follows every change of the app live. Over the
/// app it takes every key it uses; beside the app it takes only Tab, PgUp, PgDn and `R`, and
/// the app keeps the rest. Enter on a timeline entry explains it and shows the code behind it
/// (`InspectorCodeView`); `R` rewinds the app to just after it (`DemoShell+Rewind.swift`), and
/// while the app is rewound the panel takes the moving keys beside the app too (the app is a
/// picture of the past then).
@MainActor
package final class InspectorView: View {
    typealias Page = InspectorPage

    struct Line: Equatable {
        let text: String
        let style: Style
        /// Set for text laid out as written (source code, a path): a line too long is cut at
        /// the panel's edge and goes on this many columns in, rather than wrapped at words.
        var hangingIndent: Int?
    }

    private(set) var page: Page = .timeline
    /// Whether the panel sits beside the app (it then lets the app keep most keys).
    package var isBeside = false
    /// The newest timeline entry is selected until the user moves the selection.
    var selection: Int?
    var expanded: Set<Int> = []
    var scrollOffset: [Page: Int] = [:]
    var followsNewest = true
    /// Makes the lines of a page, fresh at every frame.
    var content: (Page) -> [Line] = { _ in [] }
    /// The timeline's entries, newest last, with their full explanations.
    var timeline: () -> [InspectorTimelineEntry] = { [] }
    var onClose: (() -> Void)?
    /// `R` on the timeline: the selected entry's number, and whether it is the newest.
    var onRewind: ((Int, Bool) -> Void)?

    /// What the panel knows while the app is rewound.
    struct Rewound {
        /// The entry the app was rewound to.
        let entry: Int
        /// The newest entry of the past; those after it are the present's, drawn dim.
        let lastThen: Int
        let keys: RewoundKeys
    }

    /// While rewound, which keys go on to the app (quitting, the inspector key), and what
    /// becomes of the ones the panel uses for itself: they never reach the app, so the
    /// session's input forgets them.
    package struct RewoundKeys {
        package let reachesApp: (Key) -> Bool
        package let keptFromApp: (Key) -> Void

        package init(reachesApp: @escaping (Key) -> Bool, keptFromApp: @escaping (Key) -> Void) {
            self.reachesApp = reachesApp
            self.keptFromApp = keptFromApp
        }
    }

    var rewound: Rewound?
    /// The keys the app opens and closes the panel with (the inspector key): beside the app
    /// the panel's hints name them.
    package var toggleKeys: [Key] = [] {
        didSet { keyBindings = Self.keyBindings(toggleKeys: toggleKeys) }
    }
    /// The panel's keys, with the app's `toggleKeys`.
    private(set) var keyBindings = InspectorView.keyBindings(toggleKeys: [])
    /// What the panel showed before the rewind (`InspectorView+Rewind.swift`).
    var stateBeforeRewind: StateBeforeRewind?

    package override var canBecomeFocused: Bool { !isBeside }

    /// Before each frame, the visible lines are compared with what the panel drew: they follow
    /// the app (modules released, times) without telling, and the window redraws only what
    /// views mark.
    package override func didMoveToWindow() {
        window?.addFrameObserver(self) { [weak self] in
            guard let self, self.window != nil, let drawn = self.drawn, drawn.key != self.visibleKey() else { return }
            self.setNeedsDisplay()
        }
    }

    func show(_ page: Page) {
        self.page = page
        setNeedsDisplay()
    }

    // MARK: Drawing

    package override func draw(in canvas: Canvas) {
        let box = bounds
        guard box.width >= 8, box.height >= 4 else { return }
        // The panel keeps what it drew and copies it while its lines stay the same (a frame
        // that composes the whole window, or rows beside a changed one, changes nothing here).
        let key = visibleKey()
        let visible = key.lines
        if drawn?.key != key {
            let panel = Canvas(size: box.size)
            panel.fill(Rect(size: box.size), style: .normal)
            let tabs = Page.allCases.map { $0 == page ? "[\($0.title)]" : $0.title }.joined(
                separator: " \(glyphs.separator) ")
            panel.drawBox(
                Rect(size: box.size), glyphs: glyphs.box, style: .role(.borderFocused),
                title: "Inspector: \(tabs)", titleStyle: .role(.title), ellipsis: glyphs.ellipsis)
            for (row, line) in visible.enumerated() {
                panel.write(
                    line.text, at: Point(x: 2, y: 1 + row), style: line.style, maxWidth: box.width - 4,
                    ellipsis: glyphs.ellipsis)
            }
            drawn = (key, panel.buffer)
        }
        if let drawn { canvas.blit(drawn.cells, at: .zero) }
    }

    /// The lines the panel shows now.
    private func visibleKey() -> DrawnKey {
        let box = bounds
        let rows = max(0, box.height - 2)
        let lines = displayLines()
        let offset = clampedOffset(lineCount: lines.count, rows: rows)
        return DrawnKey(size: box.size, page: page, lines: Array(lines.dropFirst(offset).prefix(rows)))
    }

    private struct DrawnKey: Equatable {
        let size: Size
        let page: Page
        let lines: [Line]
    }

    private var drawn: (key: DrawnKey, cells: CellBuffer)?

    /// The page's lines wrapped to the panel's width (beside the app it is narrow), each
    /// continuation indented under the start of its line.
    func displayLines() -> [Line] {
        let width = bounds.width - 4
        // The timeline changes only with the journal and the panel's own state: its lines are
        // kept between frames, so an open panel costs little while the app animates.
        let key = TimelineKey(
            version: timelineVersion, width: width, selection: selection, expanded: expanded,
            followsNewest: followsNewest, isBeside: isBeside, rewoundTo: rewound?.entry)
        if page == .timeline, let cached = cachedTimeline, cached.key == key { return cached.lines }
        // In the window's glyphs before wrapping: with the ASCII set `→` is `->`, one cell wider.
        let lines = pageLines().map {
            Line(text: glyphs.text($0.text), style: $0.style, hangingIndent: $0.hangingIndent)
        }
        let wrapped = wrap(lines, width: width)
        if page == .timeline { cachedTimeline = (key, wrapped) }
        return wrapped
    }

    /// The journal changed: the timeline's lines are made again at the next frame.
    func timelineDidChange() { timelineVersion &+= 1 }

    private struct TimelineKey: Equatable {
        let version: Int
        let width: Int
        let selection: Int?
        let expanded: Set<Int>
        let followsNewest: Bool
        let isBeside: Bool
        let rewoundTo: Int?
    }

    var timelineVersion = 0
    private var cachedTimeline: (key: TimelineKey, lines: [Line])?

    private func wrap(_ lines: [Line], width: Int) -> [Line] {
        guard width >= 24 else { return lines }
        var result: [Line] = []
        for line in lines {
            guard TextWidth.of(line.text) > width else {
                result.append(line)
                continue
            }
            if let indent = line.hangingIndent {
                result += HangingLineCut.pieces(of: line.text, width: width, indent: min(indent, width / 2)).map {
                    Line(text: $0, style: line.style, hangingIndent: indent)
                }
                continue
            }
            // The selection marker "› " stands where an unselected line has two spaces.
            let body = line.text.hasPrefix(selectedMarker) ? "  " + line.text.dropFirst(2) : line.text
            let indent = body.prefix { $0 == " " }.count
            let continuation = String(repeating: " ", count: min(indent + 4, width / 2))
            // A word too long for a line (`CategoriesMasterDetailRouterSplit.showSubcategories`)
            // breaks after a dot or before a capital letter rather than anywhere.
            let limit = width - continuation.count
            let words = body.dropFirst(indent).split(separator: " ", omittingEmptySubsequences: false).map {
                IdentifierBreaking.breakable($0, limit: limit)
            }
            let pieces = DisplayText.wrapped(words.joined(separator: " "), toWidth: limit)
            for (index, piece) in pieces.enumerated() {
                let lead = index == 0 ? String(line.text.prefix(indent)) : continuation
                result.append(Line(text: lead + piece, style: line.style))
            }
        }
        return result
    }

    /// The page's lines; on the timeline, each entry with its details when expanded.
    func pageLines() -> [Line] {
        guard page == .timeline else { return content(page) }
        let entries = timeline()
        if entries.isEmpty { return [Line(text: "No router call yet: open something.", style: .role(.secondary))] }
        let selected = selectedIndex(count: entries.count)
        var lines: [Line] = []
        for (index, entry) in entries.enumerated() {
            let isLater = rewound.map { entry.number > $0.lastThen } ?? false
            if let rewound, entry.number == rewound.lastThen + 1 {
                lines.append(Line(text: Self.laterSeparator(glyphs: glyphs), style: .role(.secondary)))
            }
            let marker = index == selected ? "› " : "  "
            let style: Style =
                index == selected
                ? .role(.selection)
                : isLater ? .role(.secondary) : entry.outcome == .suspect ? .role(.alert) : .normal
            lines.append(
                Line(
                    text: "\(marker)\(entry.number) \(InspectorTimelineEntry.seconds(entry.time)) \(entry.summary)",
                    style: style))
            if expanded.contains(entry.number) || (isBeside && index == entries.count - 1) {
                lines += entry.details.map { Line(text: "      " + $0, style: .role(.secondary)) }
                lines += InspectorCodeView.lines(for: entry, glyphs: glyphs).map {
                    Line(
                        text: "      " + $0.text, style: $0.isSource ? .normal : .role(.secondary),
                        hangingIndent: $0.hangingIndent.map { 6 + $0 })
                }
            }
        }
        return lines
    }

    func selectedIndex(count: Int) -> Int {
        guard let selection, !followsNewest else { return count - 1 }
        return min(max(0, selection), count - 1)
    }

    private func clampedOffset(lineCount: Int, rows: Int) -> Int {
        let maximum = max(0, lineCount - rows)
        if page == .timeline && followsNewest { return maximum }
        return min(max(0, scrollOffset[page] ?? 0), maximum)
    }

    // MARK: Keys

    /// The panel's keys (`keyBindings`). While the app is rewound every key the panel uses is
    /// its own, beside the app as over it, and never reaches the app (the session's input
    /// forgets it), but for Esc closing the panel; a key the app would take is kept from it,
    /// unless it is one that still works (quit, the inspector key).
    package override func handleKey(_ key: Key) -> Bool {
        guard let rewound else { return keyBindings.handle(key, on: self) }
        if let action = keyBindings.action(for: key, on: self) {
            if action != .close { rewound.keys.keptFromApp(key) }
            perform(action)
            return true
        }
        if rewound.keys.reachesApp(key) { return false }
        rewound.keys.keptFromApp(key)
        return true
    }

    package override var offeredKeys: [Key] { keyBindings.offeredKeys(on: self) }

    func scroll(by rows: Int) {
        let lines = displayLines().count
        let visible = bounds.height - 2
        let current = clampedOffset(lineCount: lines, rows: visible)
        scrollOffset[page] = min(max(0, current + rows), max(0, lines - visible))
        if page == .timeline { followsNewest = scrollOffset[page] == max(0, lines - visible) }
        setNeedsDisplay()
    }

    /// Timeline: moves the selection (and scrolls to it); other pages scroll a line.
    func move(by delta: Int) {
        guard page == .timeline else {
            scroll(by: delta)
            return
        }
        let count = timeline().count
        guard count > 0 else { return }
        let current = selectedIndex(count: count)
        let next = min(max(0, current + delta), count - 1)
        selection = next
        followsNewest = next == count - 1 && delta > 0
        scrollToSelection()
        setNeedsDisplay()
    }

    /// How the selected timeline entry's line starts once in the window's glyphs.
    private var selectedMarker: String { glyphs.text("› ") }

    /// Scrolls so that the selected entry's first line shows.
    func scrollToSelection() {
        guard let line = displayLines().firstIndex(where: { $0.text.hasPrefix(selectedMarker) }) else { return }
        let visible = bounds.height - 2
        let offset = scrollOffset[.timeline] ?? 0
        if line < offset { scrollOffset[.timeline] = line }
        if line >= offset + visible { scrollOffset[.timeline] = line - visible + 1 }
    }

    func toggleExpansion() {
        guard page == .timeline else { return }
        let entries = timeline()
        guard !entries.isEmpty else { return }
        let number = entries[selectedIndex(count: entries.count)].number
        if expanded.contains(number) { expanded.remove(number) } else { expanded.insert(number) }
        setNeedsDisplay()
    }

    /// Only what works on this page: Enter explains timeline entries and `R` rewinds to them;
    /// the tree and the ledger only scroll.
    package override var keyHints: [KeyHint] { keyBindings.hints(on: self, glyphs: glyphs) }
}
