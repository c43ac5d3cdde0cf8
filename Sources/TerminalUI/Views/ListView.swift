/// One row of a `ListView`.
public struct ListItem: Hashable, Sendable {
    /// What kind of row this is.
    public enum Kind: Hashable, Sendable {
        /// An ordinary row.
        case row
        /// A prominent, button-like row that performs an action where it stands.
        case action
    }

    /// The row's text.
    public var title: String
    /// Right-aligned secondary text.
    public var detail: String?
    /// Disabled rows are dimmed and skipped by the selection.
    public var isEnabled: Bool
    /// An ordinary row or an action row.
    public var kind: Kind
    /// Colors of the row's own (for data that carries a color); the role stays the theme's.
    public var foreground: Color

    /// Creates a row.
    public init(
        _ title: String, detail: String? = nil, isEnabled: Bool = true, kind: Kind = .row,
        foreground: Color = .default
    ) {
        self.title = title
        self.detail = detail
        self.isEnabled = isEnabled
        self.kind = kind
        self.foreground = foreground
    }
}

/// A scrolling list with a selection: arrows or j/k move it, PgUp/PgDn and Home/End jump,
/// Enter activates, a click selects and activates. Disabled rows are skipped, and scrolling
/// always keeps the selected row visible.
@MainActor
open class ListView: View {
    /// The rows; the selection is kept in range.
    public var items: [ListItem] {
        didSet {
            let shown = (selectedIndex, scrollOffset)
            if let selected = selectedIndex, selected < items.count, items[selected].isEnabled {
                // keep it
            } else {
                selectedIndex =
                    nearestEnabled(from: min(selectedIndex ?? 0, max(0, items.count - 1)), direction: 1)
                    ?? nearestEnabled(from: items.count - 1, direction: -1)
            }
            clampScroll()
            if shown != (selectedIndex, scrollOffset) || items.count != oldValue.count {
                setNeedsDisplay()
            } else {
                // The same rows in the same places: only the rows whose item changed redraw
                // (a timer tile counting down redraws its one row).
                for index in items.indices where items[index] != oldValue[index] { setNeedsDisplay(row: index) }
            }
        }
    }

    /// The selected row, nil when the list has no enabled rows.
    public private(set) var selectedIndex: Int?
    /// The first visible row.
    public private(set) var scrollOffset = 0
    /// Called with the row index when a row is activated (Enter or click).
    public var onActivate: ((Int) -> Void)?
    /// Called when the selection moves.
    public var onSelectionChange: ((Int) -> Void)?
    /// Shows a scroll bar in the last column when not every row fits.
    public var showsScrollIndicator = true { didSet { setNeedsDisplay() } }

    /// Creates a list of `items`, the first enabled row selected.
    public init(items: [ListItem] = [], frame: Rect = .zero) {
        self.items = items
        super.init(frame: frame)
        selectedIndex = nearestEnabled(from: 0, direction: 1)
    }

    /// True: lists take focus.
    open override var canBecomeFocused: Bool { true }

    /// Rows that fit on screen.
    public var visibleRowCount: Int { max(1, bounds.height) }

    // MARK: Selection

    /// Selects `index` (when enabled) and scrolls it into view.
    public func select(_ index: Int) {
        guard index >= 0, index < items.count, items[index].isEnabled else { return }
        let previous = (selectedIndex, scrollOffset)
        selectedIndex = index
        scrollToSelection()
        if scrollOffset != previous.1 {
            setNeedsDisplay()
        } else if previous.0 != index {
            // Without scrolling, only the rows that lose and gain the selection change.
            if let old = previous.0 { setNeedsDisplay(row: old) }
            setNeedsDisplay(row: index)
        }
        if previous.0 != index { onSelectionChange?(index) }
    }

    /// Activates the selected row, as Enter does.
    public func activateSelection() {
        guard let index = selectedIndex else { return }
        onActivate?(index)
    }

    private func nearestEnabled(from start: Int, direction: Int) -> Int? {
        var index = start
        while index >= 0 && index < items.count {
            if items[index].isEnabled { return index }
            index += direction
        }
        return nil
    }

    /// Moves the selection by `delta` rows, skipping disabled ones and stopping at the ends.
    public func moveSelection(by delta: Int) {
        guard !items.isEmpty else { return }
        let current = selectedIndex ?? (delta > 0 ? -1 : items.count)
        let target = min(max(current + delta, 0), items.count - 1)
        let direction = delta >= 0 ? 1 : -1
        if let found = nearestEnabled(from: target, direction: direction)
            ?? nearestEnabled(from: target, direction: -direction)
        {
            select(found)
        }
    }

    /// Marks the row showing item `index` (when it is visible) for redrawing.
    private func setNeedsDisplay(row index: Int) {
        let row = index - scrollOffset
        guard row >= 0, row < bounds.height else { return }
        setNeedsDisplay(Rect(x: 0, y: row, width: bounds.width, height: 1))
    }

    private func scrollToSelection() {
        guard let selected = selectedIndex else { return }
        let rows = visibleRowCount
        if selected < scrollOffset { scrollOffset = selected }
        if selected >= scrollOffset + rows { scrollOffset = selected - rows + 1 }
        clampScroll()
    }

    private func clampScroll() {
        let maxOffset = max(0, items.count - visibleRowCount)
        scrollOffset = min(max(0, scrollOffset), maxOffset)
    }

    /// Keeps the selected row in view.
    open override func layoutSubviews() {
        let offset = scrollOffset
        clampScroll()
        scrollToSelection()
        if scrollOffset != offset { setNeedsDisplay() }
    }

    // MARK: Input

    /// The keys of `keyBindings`: arrows, `j`/`k`, PgUp, PgDn, Home and End move the
    /// selection; Enter activates it.
    /// - Returns: Whether the key was used.
    open override func handleKey(_ key: Key) -> Bool {
        Self.keyBindings.handle(key, on: self)
    }

    /// A click selects the row and activates it.
    /// - Returns: Whether the click was used.
    open override func mouseClicked(at point: Point) -> Bool {
        guard let index = rowIndex(at: point), items[index].isEnabled else { return false }
        select(index)
        onActivate?(index)
        return true
    }

    /// The selected row's position, where a peek points.
    open override var peekLocation: Point? {
        guard let selected = selectedIndex else { return nil }
        return Point(x: 2, y: selected - scrollOffset)
    }

    /// The row shown at a point (view coordinates), if any.
    public func rowIndex(at point: Point) -> Int? {
        let index = scrollOffset + point.y
        return bounds.contains(point) && index >= 0 && index < items.count ? index : nil
    }

    /// The move and open hints, while the list has rows.
    open override var keyHints: [KeyHint] {
        let g = glyphs
        // Asked before every frame while the list has focus: made once per glyph set.
        if let cached = cachedKeyHints, cached.glyphs == g.isASCII, cached.empty == items.isEmpty {
            return cached.hints
        }
        let hints = Self.keyBindings.hints(on: self, glyphs: g)
        cachedKeyHints = (g.isASCII, items.isEmpty, hints)
        return hints
    }

    private var cachedKeyHints: (glyphs: Bool, empty: Bool, hints: [KeyHint])?

    /// The keys the list offers now.
    open override var offeredKeys: [Key] { Self.keyBindings.offeredKeys(on: self) }

    // MARK: Drawing

    /// Draws the visible rows and the scroll indicator.
    open override func draw(in canvas: Canvas) {
        let g = glyphs
        let focused = isFocused
        let rows = visibleRowCount
        let needsBar = showsScrollIndicator && items.count > rows && canvas.size.width > 4
        let textWidth = canvas.size.width - (needsBar ? 1 : 0)
        // Only the rows the canvas shows: a frame that redraws one row draws one row.
        let visible = canvas.drawableRect
        let firstRow = max(0, visible.minY)
        let endRow = min(rows, canvas.size.height, visible.maxY)
        for row in stride(from: firstRow, to: endRow, by: 1) {
            let index = scrollOffset + row
            guard index < items.count else { break }
            drawRow(
                items[index], selected: index == selectedIndex, focused: focused,
                in: canvas.sub(Rect(x: 0, y: row, width: textWidth, height: 1)), glyphs: g)
        }
        if needsBar {
            drawScrollIndicator(in: canvas.sub(Rect(x: canvas.size.width - 1, y: 0, width: 1, height: rows)), glyphs: g)
        }
    }

    /// Draws one row; subclasses may override for custom rows.
    open func drawRow(_ item: ListItem, selected: Bool, focused: Bool, in canvas: Canvas, glyphs g: GlyphSet) {
        let width = canvas.size.width
        var style: Style
        switch (item.kind, selected) {
        case (.action, true): style = .role(focused ? .buttonFocused : .selectionInactive)
        case (.action, false): style = .role(.button)
        case (.row, true): style = .role(focused ? .selection : .selectionInactive)
        case (.row, false): style = .role(item.isEnabled ? .normal : .disabled)
        }
        if !selected && item.kind == .row && item.isEnabled { style.foreground = item.foreground }
        canvas.fill(style: style)
        if item.kind == .action {
            canvas.writeCentered(item.title, y: 0, style: style, ellipsis: g.ellipsis)
            if selected { canvas.put(g.selectionMarker, at: Point(x: 0, y: 0), style: style) }
            return
        }
        if selected { canvas.put(g.selectionMarker, at: Point(x: 0, y: 0), style: style) }
        var titleWidth = width - 2
        if let detail = item.detail, !detail.isEmpty {
            let detailWidth = min(TextShape(detail).cells ?? TextWidth.of(detail), max(0, width / 3))
            if detailWidth > 0 {
                canvas.write(
                    detail, at: Point(x: width - detailWidth - 1, y: 0),
                    style: selected ? style : Style(.secondary), maxWidth: detailWidth, ellipsis: g.ellipsis)
                titleWidth = width - detailWidth - 4
            }
        }
        canvas.write(item.title, at: Point(x: 2, y: 0), style: style, maxWidth: titleWidth, ellipsis: g.ellipsis)
    }

    private func drawScrollIndicator(in canvas: Canvas, glyphs g: GlyphSet) {
        let rows = canvas.size.height
        guard rows > 0, items.count > 0 else { return }
        let thumbHeight = max(1, rows * rows / items.count)
        let maxOffset = max(1, items.count - rows)
        let thumbTop = (rows - thumbHeight) * scrollOffset / maxOffset
        let visible = canvas.drawableRect
        for y in stride(from: max(0, visible.minY), to: min(rows, visible.maxY), by: 1) {
            let inThumb = y >= thumbTop && y < thumbTop + thumbHeight
            canvas.put(
                inThumb ? g.scrollThumb : g.verticalLine, at: Point(x: 0, y: y),
                style: .role(inThumb ? .accent : .border))
        }
    }
}
