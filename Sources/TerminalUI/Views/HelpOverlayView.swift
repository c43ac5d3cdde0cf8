/// A window-level overlay listing keys by section: what `?` shows. Esc or `?` closes it.
///
/// On a small terminal the box never cuts text off: an action too long for the width wraps
/// under its own column, and when the lines outnumber the rows the body scrolls (▲ ▼, PgUp
/// PgDn, Home End) under a footer that stays put and says which lines are shown.
@MainActor
public final class HelpOverlayView: View {
    /// A titled group of keys.
    public struct Section: Sendable, Hashable {
        /// The section's heading.
        public var title: String
        /// The keys and what they do.
        public var entries: [KeyHint]
        /// Creates a section.
        public init(_ title: String, _ entries: [KeyHint]) {
            self.title = title
            self.entries = entries
        }
    }

    /// One line of the overlay with its style.
    public typealias Line = (text: String, style: Style)

    /// The box's title.
    public var title: String
    /// The sections, in order.
    public var sections: [Section] { didSet { laidOut = nil } }
    /// The last line of the box.
    public var footer = "Esc or ? closes this help" { didSet { laidOut = nil } }
    /// Called when the overlay closes itself.
    public var onClose: (() -> Void)?
    /// The first body line shown when the body scrolls.
    public private(set) var scrollOffset = 0

    /// Creates a help overlay.
    public init(title: String = "Keys", sections: [Section]) {
        self.title = title
        self.sections = sections
        super.init()
    }

    /// The lines the box shows, each at most `width` cells when a width is given.
    public func lines(fittingWidth width: Int? = nil) -> [Line] {
        var result = body(fittingWidth: width)
        result.append(("", .normal))
        for part in wrap(glyphs.text(footer), width: width, indent: 0) { result.append((part, .role(.secondary))) }
        return result
    }

    /// The sections, laid out: a key's action that does not fit wraps under the action column.
    private func body(fittingWidth width: Int?) -> [Line] {
        // In the window's glyphs: `½` or `→` in a text becomes ASCII with the ASCII set.
        let glyphs = glyphs
        let sections = sections.map { section in
            Section(glyphs.text(section.title), section.entries.map { $0.written(in: glyphs) })
        }
        let keyWidth = sections.flatMap(\.entries).map { TextWidth.of($0.keys) }.max() ?? 0
        var result: [Line] = []
        for (index, section) in sections.enumerated() {
            if index > 0 { result.append(("", .normal)) }
            for part in wrap(section.title, width: width, indent: 0) { result.append((part, .role(.accent))) }
            for entry in section.entries {
                if entry.keys.isEmpty {
                    // A plain line (the history overlay's): its own indentation is kept on wrap.
                    let leading = entry.action.prefix { $0 == " " }.count
                    for part in wrap("  " + entry.action, width: width, indent: 2 + leading + 2) {
                        result.append((part, .normal))
                    }
                    continue
                }
                for part in keyLines(entry, keyWidth: keyWidth, width: width) { result.append((part, .normal)) }
            }
        }
        return result
    }

    /// One key's lines: keys, then the action in its column, wrapped within that column. When
    /// the column would be too narrow to read, the keys get a line and the action goes under.
    private func keyLines(_ entry: KeyHint, keyWidth: Int, width: Int?) -> [String] {
        let pad = String(repeating: " ", count: max(0, keyWidth - TextWidth.of(entry.keys)))
        let line = "  \(entry.keys)\(pad)  \(entry.action)"
        guard let width, TextWidth.of(line) > width else { return [line] }
        let actionColumn = 2 + keyWidth + 2
        if width - actionColumn >= 20 {
            let parts = DisplayText.wrapped(entry.action, toWidth: width - actionColumn)
            let margin = String(repeating: " ", count: actionColumn)
            return parts.enumerated().map { index, part in
                index == 0 ? "  \(entry.keys)\(pad)  \(part)" : margin + part
            }
        }
        return wrap("  " + entry.keys, width: width, indent: 4) + wrap("    " + entry.action, width: width, indent: 4)
    }

    /// `text` in lines of at most `width` cells, continuation lines indented by `indent`.
    private func wrap(_ text: String, width: Int?, indent: Int) -> [String] {
        guard let width, TextWidth.of(text) > width else { return [text] }
        let leading = text.prefix { $0 == " " }.count
        let firstWidth = width - leading
        guard firstWidth > 0 else { return DisplayText.wrapped(text, toWidth: max(1, width)) }
        let words = DisplayText.wrapped(text.dropFirst(leading), toWidth: firstWidth)
        guard let first = words.first else { return [text] }
        let rest = words.dropFirst().joined(separator: " ")
        let margin = String(repeating: " ", count: leading)
        guard !rest.isEmpty else { return [margin + first] }
        let hanging = min(indent, max(0, width - 8))
        let continuation = DisplayText.wrapped(rest, toWidth: width - hanging)
            .map { String(repeating: " ", count: hanging) + $0 }
        return [margin + first] + continuation
    }

    /// Where everything goes in the current bounds.
    private struct Layout {
        var box: Rect
        /// Every line, when they all fit; otherwise the body lines (the footer is pinned).
        var lines: [Line]
        /// Body rows shown at once when the body scrolls; nil when everything fits.
        var page: Int?
    }

    /// The last layout and the bounds it was made for: drawing, the key hints and scrolling
    /// all ask for it, and it changes only with the bounds or the text.
    private var laidOut: (bounds: Rect, layout: Layout)?

    private func layout() -> Layout {
        if let laidOut, laidOut.bounds == bounds { return laidOut.layout }
        let natural = lines().map { TextWidth.of($0.text) }.max() ?? 0
        let innerWidth = max(1, min(natural, bounds.width - 4))
        let content = lines(fittingWidth: innerWidth)
        let box = bounds.centered(Size(width: innerWidth + 4, height: content.count + 2))
        let rows = box.height - 2
        let result =
            content.count > rows && rows >= 2
            ? Layout(box: box, lines: body(fittingWidth: innerWidth), page: rows - 1)
            : Layout(box: box, lines: content, page: nil)
        laidOut = (bounds, result)
        return result
    }

    /// Draws the box, the visible lines and the footer.
    public override func draw(in canvas: Canvas) {
        canvas.dim()
        let layout = layout()
        let box = layout.box
        canvas.fill(box, style: .normal)
        canvas.drawBox(
            box, glyphs: glyphs.box, style: .role(.borderFocused), title: title,
            titleStyle: .role(.title), ellipsis: glyphs.ellipsis)
        var shown = layout.lines
        if let page = layout.page {
            let first = clampedOffset(page: page, lineCount: layout.lines.count)
            let last = first + page
            let marker = "\(first > 0 ? glyphs.arrowUp : " ")\(last < layout.lines.count ? glyphs.arrowDown : " ")"
            let position = "\(marker) \(first + 1)-\(last) of \(layout.lines.count)  \(footer)"
            shown = Array(layout.lines[first..<last]) + [(position, .role(.secondary))]
        }
        for (row, line) in shown.enumerated() where row < box.height - 2 {
            canvas.write(
                line.text, at: Point(x: box.minX + 2, y: box.minY + 1 + row), style: line.style,
                maxWidth: box.width - 4, ellipsis: glyphs.ellipsis)
        }
    }

    private func clampedOffset(page: Int, lineCount: Int) -> Int {
        min(max(0, scrollOffset), max(0, lineCount - page))
    }

    /// Whether the lines outnumber the rows, so that the body scrolls.
    public var scrolls: Bool { layout().page != nil }

    /// True: the overlay takes every key while it shows.
    public override var canBecomeFocused: Bool { true }

    /// The keys of `keyBindings`: Esc, Enter and `?` close the overlay; arrows, `j`/`k`,
    /// PgUp, PgDn, space, Home and End scroll it. It keeps every other key but the window's
    /// commands that work over modal panels (quit).
    /// - Returns: Whether the key was used.
    public override func handleKey(_ key: Key) -> Bool {
        Self.keyBindings.handle(key, on: self) || window?.passesModalPanels(key) != true
    }

    /// Moves the body to `target(offset, page)`, kept in range; nothing happens when it fits.
    func scroll(_ target: (Int, Int) -> Int) {
        let layout = layout()
        guard let page = layout.page else { return }
        let current = clampedOffset(page: page, lineCount: layout.lines.count)
        scrollOffset = target(current, page)
        scrollOffset = clampedOffset(page: page, lineCount: layout.lines.count)
        if scrollOffset != current { setNeedsDisplay() }
    }

    /// A click closes the overlay.
    /// - Returns: Whether the click was used.
    public override func mouseClicked(at point: Point) -> Bool {
        close()
        return true
    }

    /// The close hint, and the scroll hint when the body scrolls.
    public override var keyHints: [KeyHint] { Self.keyBindings.hints(on: self, glyphs: glyphs) }

    /// The keys offered now.
    public override var offeredKeys: [Key] { Self.keyBindings.offeredKeys(on: self) }

    /// Closes the overlay and calls `onClose`.
    public func close() {
        window?.removeOverlay(self)
        onClose?()
    }
}
