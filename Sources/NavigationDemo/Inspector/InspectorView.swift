import TerminalUI

/// The inspector's panel: three pages (tree, timeline, ledger) in a box, scrolled by its keys.
/// Its lines are computed when it draws, so it follows every change of the app live. Over the
/// app it takes every key it uses; beside the app it takes only Tab, PgUp and PgDn,
/// and the app keeps the rest.
@MainActor
final class InspectorView: View {
    typealias Page = InspectorPage

    struct Line: Equatable {
        let text: String
        let style: Style
    }

    private(set) var page: Page = .timeline
    /// Whether the panel sits beside the app (it then lets the app keep most keys).
    var isBeside = false
    /// The newest timeline entry is selected until the user moves the selection.
    private var selection: Int?
    private var expanded: Set<Int> = []
    private var scrollOffset: [Page: Int] = [:]
    private var followsNewest = true
    /// Makes the lines of a page, fresh at every frame.
    var content: (Page) -> [Line] = { _ in [] }
    /// The timeline's entries, newest last, with their full explanations.
    var timeline: () -> [InspectorTimelineEntry] = { [] }
    var onClose: (() -> Void)?

    override var canBecomeFocused: Bool { !isBeside }

    /// Before each frame, the visible lines are compared with what the panel drew: they follow
    /// the app (modules released, times) without telling, and the window redraws only what
    /// views mark.
    override func didMoveToWindow() {
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
            followsNewest: followsNewest, isBeside: isBeside)
        if page == .timeline, let cached = cachedTimeline, cached.key == key { return cached.lines }
        // In the window's glyphs before wrapping: with the ASCII set `→` is `->`, one cell wider.
        let lines = pageLines().map { Line(text: glyphs.text($0.text), style: $0.style) }
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
    }

    private var timelineVersion = 0
    private var cachedTimeline: (key: TimelineKey, lines: [Line])?

    private func wrap(_ lines: [Line], width: Int) -> [Line] {
        guard width >= 24 else { return lines }
        var result: [Line] = []
        for line in lines {
            guard TextWidth.of(line.text) > width else {
                result.append(line)
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
            let marker = index == selected ? "› " : "  "
            let style: Style =
                index == selected ? .role(.selection) : entry.outcome == .suspect ? .role(.alert) : .normal
            lines.append(
                Line(
                    text: "\(marker)\(entry.number) \(InspectorTimelineEntry.seconds(entry.time)) \(entry.summary)",
                    style: style))
            if expanded.contains(entry.number) || (isBeside && index == entries.count - 1) {
                lines += entry.details.map { Line(text: "      " + $0, style: .role(.secondary)) }
            }
        }
        return lines
    }

    private func selectedIndex(count: Int) -> Int {
        guard let selection, !followsNewest else { return count - 1 }
        return min(max(0, selection), count - 1)
    }

    private func clampedOffset(lineCount: Int, rows: Int) -> Int {
        let maximum = max(0, lineCount - rows)
        if page == .timeline && followsNewest { return maximum }
        return min(max(0, scrollOffset[page] ?? 0), maximum)
    }

    // MARK: Keys

    override func handleKey(_ key: Key) -> Bool {
        switch key {
        // Beside the app, Shift-Tab stays the app's (the split layout's other column).
        case .backtab where isBeside: return false
        case .tab: show(Page(rawValue: (page.rawValue + 1) % Page.allCases.count)!)
        case .backtab: show(Page(rawValue: (page.rawValue + Page.allCases.count - 1) % Page.allCases.count)!)
        case .pageUp: scroll(by: -(bounds.height - 3))
        case .pageDown: scroll(by: bounds.height - 3)
        case _ where isBeside: return false
        case .up, .character("k"): move(by: -1)
        case .down, .character("j"): move(by: 1)
        // On the timeline Home and End select the oldest and newest entries.
        case .home: page == .timeline ? move(by: -.max / 2) : scroll(by: -.max / 2)
        case .end: page == .timeline ? move(by: .max / 2) : scroll(by: .max / 2)
        case .enter: toggleExpansion()
        case .escape:
            onClose?()
        default: return false
        }
        return true
    }

    private func scroll(by rows: Int) {
        let lines = displayLines().count
        let visible = bounds.height - 2
        let current = clampedOffset(lineCount: lines, rows: visible)
        scrollOffset[page] = min(max(0, current + rows), max(0, lines - visible))
        if page == .timeline { followsNewest = scrollOffset[page] == max(0, lines - visible) }
        setNeedsDisplay()
    }

    /// Timeline: moves the selection (and scrolls to it); other pages scroll a line.
    private func move(by delta: Int) {
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
    private func scrollToSelection() {
        guard let line = displayLines().firstIndex(where: { $0.text.hasPrefix(selectedMarker) }) else { return }
        let visible = bounds.height - 2
        let offset = scrollOffset[.timeline] ?? 0
        if line < offset { scrollOffset[.timeline] = line }
        if line >= offset + visible { scrollOffset[.timeline] = line - visible + 1 }
    }

    private func toggleExpansion() {
        guard page == .timeline else { return }
        let entries = timeline()
        guard !entries.isEmpty else { return }
        let number = entries[selectedIndex(count: entries.count)].number
        if expanded.contains(number) { expanded.remove(number) } else { expanded.insert(number) }
        setNeedsDisplay()
    }

    /// Only what works on this page: Enter explains timeline entries; the tree and the ledger
    /// only scroll.
    override var keyHints: [KeyHint] {
        if isBeside {
            return [
                KeyHint("Tab", "Inspector page"), KeyHint("PgUp/PgDn", "Scroll inspector"),
                KeyHint("i", "Close inspector"),
            ]
        }
        let arrows = "\(glyphs.arrowUp)\(glyphs.arrowDown)"
        guard page == .timeline else {
            return [KeyHint("Tab", "Page"), KeyHint(arrows, "Scroll"), KeyHint("Esc", "Close")]
        }
        return [
            KeyHint("Tab", "Page"), KeyHint(arrows, "Move"), KeyHint(glyphs.enterKey, "Explain"),
            KeyHint("Esc", "Close"),
        ]
    }
}
