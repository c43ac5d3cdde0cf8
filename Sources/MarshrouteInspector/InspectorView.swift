import TerminalUI

/// The inspector's panel: its pages (tree, timeline, ledger, and any the app added) in a box,
/// scrolled by its keys. Its lines are computed when it draws, so it follows every change of the
/// app live. Over the app it takes every key it uses; beside the app it takes only Tab, PgUp,
/// PgDn and `R`, and the app keeps the rest (`InspectorView+KeyBindings.swift`). Enter on a timeline
/// entry explains it and shows the code behind it (`InspectorCodeView`); `R` rewinds the app to
/// just after it (`Inspector+Rewind.swift`), and while the app is rewound the panel takes the
/// moving keys beside the app too (the app is a picture of the past then).
@MainActor
final class InspectorView: View {
    typealias Page = InspectorPage

    /// The pages, in Tab's order.
    var pages: [Page] = Page.builtIn
    private(set) var page: Page = .timeline
    /// Whether the panel sits beside the app (it then lets the app keep most keys).
    var isBeside = false
    /// The newest timeline entry is selected until the user moves the selection.
    var selection: Int?
    var expanded: Set<Int> = []
    var scrollOffset: [Page: Int] = [:]
    var followsNewest = true
    /// Makes the lines of a page other than the timeline, fresh at every frame, for a width.
    var content: (Page, Int) -> [InspectorLine] = { _, _ in [] }
    /// An added page's own keys and hints (the built-in pages have none of their own).
    var pageKeys: (Page, Key) -> Bool = { _, _ in false }
    var pageHints: (Page) -> [KeyHint] = { _ in [] }
    /// The timeline's entries, newest last, with their full explanations.
    var timeline: () -> [InspectorTimelineEntry] = { [] }
    /// Where the code behind a timeline entry comes from.
    var codeView = InspectorCodeView(sources: .none)
    var onClose: (() -> Void)?
    /// `R` on the timeline: the selected entry's number, and whether it is the newest.
    var onRewind: ((Int, Bool) -> Void)?
    /// The key that opens and closes the inspector (`i`), if the app said which it is: beside
    /// the app the panel takes it to close, and its hints name it.
    var toggleKeys: [Key] = [] {
        didSet { keyBindings = Self.keyBindings(toggleKeys: toggleKeys) }
    }
    /// The panel's keys, with the app's `toggleKeys`.
    private(set) var keyBindings = InspectorView.keyBindings(toggleKeys: [])

    /// What the panel knows while the app is rewound.
    struct Rewound {
        /// The entry the app was rewound to.
        let entry: Int
        /// The newest entry of the past; those after it are the present's, drawn dim.
        let lastThen: Int
        let keys: RewoundKeys
    }

    /// While rewound, which keys go on to the app (quitting, the inspector key), and what
    /// becomes of the ones the panel uses for itself: they never reach the app, so the app's
    /// record of its input forgets them.
    struct RewoundKeys {
        let reachesApp: (Key) -> Bool
        let keptFromApp: (Key) -> Void
    }

    var rewound: Rewound?
    /// What the panel showed before the rewind (`InspectorView+Rewind.swift`).
    var stateBeforeRewind: StateBeforeRewind?

    override var canBecomeFocused: Bool { !isBeside }

    /// The panel's keys (`InspectorView+KeyBindings.swift`).
    override func handleKey(_ key: Key) -> Bool { handlePanelKey(key) }

    /// Only what works on this page (`InspectorView+KeyBindings.swift`).
    override var keyHints: [KeyHint] { panelKeyHints }

    /// The keys the panel offers now.
    override var offeredKeys: [Key] { keyBindings.offeredKeys(on: self) }

    /// Before each frame, the visible lines are compared with what the panel drew: they follow
    /// the app (modules released, times) without telling, and the window redraws only what
    /// views mark. On the same page at the same size only the rows whose lines changed are
    /// marked (a page that counts its progress in a line redraws that line).
    override func didMoveToWindow() {
        window?.addFrameObserver(self) { [weak self] in
            guard let self, self.window != nil, let drawn = self.drawn else { return }
            let key = self.visibleKey()
            guard drawn.key != key else { return }
            guard drawn.key.size == key.size, drawn.key.page == key.page else { return self.setNeedsDisplay() }
            let old = drawn.key.lines
            let new = key.lines
            for row in 0..<max(old.count, new.count)
            where row >= old.count || row >= new.count || old[row] != new[row] {
                // Row 0 is the box's top edge: line `row` is drawn on row 1 + row.
                self.setNeedsDisplay(Rect(x: 0, y: 1 + row, width: key.size.width, height: 1))
            }
        }
    }

    func show(_ page: Page) {
        self.page = page
        setNeedsDisplay()
    }

    /// The page `steps` places away in Tab's order.
    func turnPage(by steps: Int) {
        guard let index = pages.firstIndex(of: page) else { return show(pages[0]) }
        show(pages[((index + steps) % pages.count + pages.count) % pages.count])
    }

    // MARK: Drawing

    override func draw(in canvas: Canvas) {
        let box = bounds
        guard box.width >= 8, box.height >= 4 else { return }
        // The panel keeps what it drew and copies it while its lines stay the same (a frame
        // that composes the whole window, or rows beside a changed one, changes nothing here).
        let key = visibleKey()
        let visible = key.lines
        if drawn?.key != key {
            let panel = Canvas(size: box.size)
            panel.fill(Rect(size: box.size), style: .normal)
            panel.drawBox(
                Rect(size: box.size), glyphs: glyphs.box, style: .role(.borderFocused),
                title: title(fitting: box.width), titleStyle: .role(.title), ellipsis: glyphs.ellipsis)
            for (row, line) in visible.enumerated() {
                panel.write(
                    line.text, at: Point(x: 2, y: 1 + row), style: line.style, maxWidth: box.width - 4,
                    ellipsis: glyphs.ellipsis)
            }
            drawn = (key, panel.buffer)
        }
        if let drawn { canvas.blit(drawn.cells, at: .zero) }
    }

    /// The box's title for a panel `width` columns wide, shortened before it would be cut: the
    /// pages without "Inspector: ", then only the current one (a cut title hid the current page
    /// at 40 columns).
    func title(fitting width: Int) -> String {
        let current = "[\(page.title)]"
        let tabs = pages.map { $0 == page ? current : $0.title }.joined(separator: " \(glyphs.separator) ")
        // drawBox leaves two columns at each end and pads the title with a space on each side.
        let room = width - 6
        let candidates = ["Inspector: \(tabs)", tabs, "Inspector: \(current)"]
        return candidates.first { TextWidth.of(glyphs.text($0)) <= room } ?? current
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
        let lines: [InspectorLine]
    }

    private var drawn: (key: DrawnKey, cells: CellBuffer)?

    /// The page's lines wrapped to the panel's width (beside the app it is narrow), each
    /// continuation indented under the start of its line.
    func displayLines() -> [InspectorLine] {
        let width = bounds.width - 4
        // The timeline changes only with the journal and the panel's own state: its lines are
        // kept between frames, so an open panel costs little while the app animates.
        let key = TimelineKey(
            version: timelineVersion, width: width, selection: selection, expanded: expanded,
            followsNewest: followsNewest, isBeside: isBeside, rewoundTo: rewound?.entry)
        if page == .timeline, let cached = cachedTimeline, cached.key == key { return cached.lines }
        // In the window's glyphs before wrapping: with the ASCII set `→` is `->`, one cell wider.
        let lines = pageLines().map { line in
            var line = line
            line.text = glyphs.text(line.text)
            return line
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
    private var cachedTimeline: (key: TimelineKey, lines: [InspectorLine])?

    private func wrap(_ lines: [InspectorLine], width: Int) -> [InspectorLine] {
        guard width >= 24 else { return lines }
        var result: [InspectorLine] = []
        for line in lines {
            guard TextWidth.of(line.text) > width else {
                result.append(line)
                continue
            }
            if let indent = line.hangingIndent {
                let pieces = HangingLineCut.pieces(of: line.text, width: width, indent: min(indent, width / 2))
                for (index, piece) in pieces.enumerated() {
                    result.append(
                        InspectorLine(
                            piece, style: line.style, hangingIndent: indent, isSelected: line.isSelected && index == 0))
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
                result.append(InspectorLine(lead + piece, style: line.style, isSelected: line.isSelected && index == 0))
            }
        }
        return result
    }

    /// The page's lines; on the timeline, each entry with its details when expanded.
    func pageLines() -> [InspectorLine] {
        guard page == .timeline else { return content(page, bounds.width - 4) }
        let entries = timeline()
        if entries.isEmpty { return [InspectorLine("No router call yet: open something.", style: .role(.secondary))] }
        let selected = selectedIndex(count: entries.count)
        var lines: [InspectorLine] = []
        for (index, entry) in entries.enumerated() {
            let isLater = rewound.map { entry.number > $0.lastThen } ?? false
            if let rewound, entry.number == rewound.lastThen + 1 {
                lines.append(InspectorLine(Self.laterSeparator(glyphs: glyphs), style: .role(.secondary)))
            }
            let marker = index == selected ? "› " : "  "
            let style: Style =
                index == selected
                ? .role(.selection)
                : isLater ? .role(.secondary) : entry.outcome == .suspect ? .role(.alert) : .normal
            lines.append(
                InspectorLine(
                    "\(marker)\(entry.number) \(InspectorTimelineEntry.seconds(entry.time)) \(entry.summary)",
                    style: style, isSelected: index == selected))
            // Beside the app there is room: the selected entry explains itself (the newest one
            // until the user moves, the rewound one after `R`).
            if expanded.contains(entry.number) || (isBeside && index == selected) {
                lines += entry.details.map { InspectorLine("      " + $0, style: .role(.secondary)) }
                lines += codeView.lines(for: entry, glyphs: glyphs).map {
                    // While rewound the present's code is as dim as its entry.
                    InspectorLine(
                        "      " + $0.text, style: $0.isSource && !isLater ? .normal : .role(.secondary),
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

    // MARK: Moving

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

    /// Scrolls so that the page's first selected line shows.
    func scrollToSelection() {
        guard let line = displayLines().firstIndex(where: \.isSelected) else { return }
        let visible = bounds.height - 2
        let offset = scrollOffset[page] ?? 0
        if line < offset { scrollOffset[page] = line }
        if line >= offset + visible { scrollOffset[page] = line - visible + 1 }
    }

    func toggleExpansion() {
        guard page == .timeline else { return }
        let entries = timeline()
        guard !entries.isEmpty else { return }
        let number = entries[selectedIndex(count: entries.count)].number
        if expanded.contains(number) { expanded.remove(number) } else { expanded.insert(number) }
        setNeedsDisplay()
    }
}
