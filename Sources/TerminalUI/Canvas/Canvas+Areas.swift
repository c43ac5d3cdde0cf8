/// Filling, restyling and framing areas of a canvas: backgrounds, row highlights, what a sheet
/// dims, lines and boxes. Each writes through the same clip and mask as a single glyph.
extension Canvas {
    /// Fills `rect` (local; default the whole canvas) with a glyph in `style`.
    public func fill(_ rect: Rect? = nil, with character: Character = " ", style: Style = .normal) {
        let target = (rect ?? bounds).offsetBy(dx: origin.x, dy: origin.y).intersection(clip)
        // Wide glyphs reach one column further; beyond that, nothing here can change.
        guard !target.isEmpty, target.insetBy(dx: -1, dy: 0).intersects(writable) else { return }
        // A blank (the usual fill) needs no look at the character.
        guard let (glyph, width) = character == " " ? (.space, 1) : DisplayText.sanitized(character), width == 1
        else {
            for y in target.minY..<target.maxY {
                var x = target.minX
                while x + 1 < target.maxX {
                    put(character, at: Point(x: x - origin.x, y: y - origin.y), style: style)
                    x += 2
                }
            }
            return
        }
        let cell = Cell(glyph: glyph, width: 1, style: style)
        let written = target.intersection(writable)
        guard !written.isEmpty else { return }
        for y in written.minY..<written.maxY {
            prepareOverwrite(x: target.minX, y: y, count: 1)
            prepareOverwrite(x: target.maxX - 1, y: y, count: 1)
            let row = buffer.row(y)
            for x in written.minX..<written.maxX { row[x] = cell }
        }
    }

    /// Changes the style of every cell in `rect` (local; default the whole canvas).
    public func restyle(_ rect: Rect? = nil, _ transform: (inout Style) -> Void) {
        let target = (rect ?? bounds).offsetBy(dx: origin.x, dy: origin.y).intersection(writable)
        guard !target.isEmpty else { return }
        for y in target.minY..<target.maxY {
            let row = buffer.row(y)
            for x in target.minX..<target.maxX { transform(&row[x].style) }
        }
    }

    /// Gives every cell in `rect` the role `role`, keeping glyphs (row highlights).
    public func setRole(_ role: StyleRole, in rect: Rect? = nil) {
        restyle(rect) { $0.role = role }
    }

    /// Fades `rect` (default everything): what lies behind a sheet or an overlay.
    public func dim(_ rect: Rect? = nil) {
        restyle(rect) { $0.attributes.insert(.dim) }
    }

    // MARK: Lines and boxes

    /// Draws a horizontal line of `glyph` on row `y`, from `x0` up to (not including) `x1`, or to the right edge.
    public func horizontalLine(y: Int, from x0: Int = 0, to x1: Int? = nil, glyph: Character, style: Style) {
        fill(Rect(x: x0, y: y, width: (x1 ?? size.width) - x0, height: 1), with: glyph, style: style)
    }

    /// Draws a vertical line of `glyph` in column `x`, from `y0` up to (not including) `y1`, or to the bottom edge.
    public func verticalLine(x: Int, from y0: Int = 0, to y1: Int? = nil, glyph: Character, style: Style) {
        fill(Rect(x: x, y: y0, width: 1, height: (y1 ?? size.height) - y0), with: glyph, style: style)
    }

    /// Draws a box border around `rect` (local), with an optional title in the top edge.
    public func drawBox(
        _ rect: Rect? = nil, glyphs: GlyphSet.Box, style: Style,
        title: String? = nil, titleStyle: Style? = nil, ellipsis: String = "…"
    ) {
        let r = rect ?? bounds
        guard r.width >= 2, r.height >= 2 else {
            if !r.isEmpty { fill(r, with: glyphs.top, style: style) }
            return
        }
        horizontalLine(y: r.minY, from: r.minX + 1, to: r.maxX - 1, glyph: glyphs.top, style: style)
        horizontalLine(y: r.maxY - 1, from: r.minX + 1, to: r.maxX - 1, glyph: glyphs.bottom, style: style)
        verticalLine(x: r.minX, from: r.minY + 1, to: r.maxY - 1, glyph: glyphs.left, style: style)
        verticalLine(x: r.maxX - 1, from: r.minY + 1, to: r.maxY - 1, glyph: glyphs.right, style: style)
        put(glyphs.topLeft, at: Point(x: r.minX, y: r.minY), style: style)
        put(glyphs.topRight, at: Point(x: r.maxX - 1, y: r.minY), style: style)
        put(glyphs.bottomLeft, at: Point(x: r.minX, y: r.maxY - 1), style: style)
        put(glyphs.bottomRight, at: Point(x: r.maxX - 1, y: r.maxY - 1), style: style)
        if let title, !title.isEmpty, r.width > 4 {
            write(
                " \(title) ", at: Point(x: r.minX + 2, y: r.minY), style: titleStyle ?? style,
                maxWidth: r.width - 4, ellipsis: ellipsis)
        }
    }
}
