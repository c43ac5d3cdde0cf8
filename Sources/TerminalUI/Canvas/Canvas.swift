/// A clipped, translated view onto a `CellBuffer`: what views draw into.
///
/// Coordinates are local: (0, 0) is the canvas's own top-left corner. Drawing outside the
/// clip is ignored, so views never need to guard their own edges. Wide glyphs are never
/// split: one is not started where its second half would be clipped, and overwriting half of
/// an existing wide glyph blanks its other half.
public struct Canvas {
    /// The buffer the canvas draws into.
    public let buffer: CellBuffer
    /// Buffer coordinates of local (0, 0).
    public let origin: Point
    /// The writable area, in buffer coordinates; always inside the buffer.
    public let clip: Rect
    /// The nominal size of this canvas (a sub-canvas keeps its requested size even when
    /// it is partly clipped away).
    public let size: Size
    /// The region a frame composes again (`masked(to:)`), in buffer coordinates; the whole
    /// buffer otherwise. Nothing outside it changes, not even the other half of a wide glyph
    /// that drawing cuts (which may lie outside the clip).
    let mask: Rect
    /// The cells drawing may change: the clip within the mask. Where a wide glyph fits is
    /// decided by the clip alone, so a cell inside comes out as it would in a whole frame.
    let writable: Rect

    /// A canvas over the whole of `buffer`.
    public init(buffer: CellBuffer) {
        self.buffer = buffer
        origin = .zero
        clip = Rect(size: buffer.size)
        size = buffer.size
        mask = clip
        writable = clip
    }

    /// A canvas over a new buffer of `size`, filled with `fill`.
    public init(size: Size, fill: Cell = .blank) {
        self.init(buffer: CellBuffer(size: size, fill: fill))
    }

    private init(buffer: CellBuffer, origin: Point, clip: Rect, size: Size, mask: Rect) {
        self.buffer = buffer
        self.origin = origin
        self.clip = clip
        self.size = size
        self.mask = mask
        writable = mask.intersection(clip)
    }

    /// The canvas's own area: origin zero, its nominal size.
    public var bounds: Rect { Rect(size: size) }

    /// The visible part of this canvas, in local coordinates.
    public var visibleRect: Rect { clip.offsetBy(dx: -origin.x, dy: -origin.y) }

    /// The part drawing can change, in local coordinates: the visible part, or less while a
    /// frame composes only a region again. Drawing elsewhere changes nothing, so a view may
    /// skip it (a list draws only the rows in it).
    public var drawableRect: Rect { writable.offsetBy(dx: -origin.x, dy: -origin.y) }

    /// Whether a canvas for `rect` (local coordinates) would let anything be written: a
    /// frame that composes one row skips every view off that row without making its canvas.
    @inline(__always)
    func shows(_ rect: Rect) -> Bool {
        writable.intersects(rect.offsetBy(dx: origin.x, dy: origin.y))
    }

    /// A canvas for `rect` (local coordinates), clipped to it and to this canvas.
    public func sub(_ rect: Rect) -> Canvas {
        let bufferRect = rect.offsetBy(dx: origin.x, dy: origin.y)
        return Canvas(
            buffer: buffer, origin: bufferRect.origin, clip: clip.intersection(bufferRect), size: rect.size, mask: mask)
    }

    /// The same canvas with its content shifted by (dx, dy); the clip stays where it is.
    /// Transitions draw a view at an offset this way.
    public func translated(dx: Int, dy: Int) -> Canvas {
        Canvas(buffer: buffer, origin: origin.offsetBy(dx: dx, dy: dy), clip: clip, size: size, mask: mask)
    }

    /// The same coordinates with a narrower clip (`rect` in local coordinates).
    public func clipped(to rect: Rect) -> Canvas {
        let bufferRect = rect.offsetBy(dx: origin.x, dy: origin.y)
        return Canvas(buffer: buffer, origin: origin, clip: clip.intersection(bufferRect), size: size, mask: mask)
    }

    /// The same canvas, changing only the cells of `rect` (buffer coordinates): how a frame
    /// composes one damaged region.
    func masked(to rect: Rect) -> Canvas {
        Canvas(buffer: buffer, origin: origin, clip: clip, size: size, mask: mask.intersection(rect))
    }

    // MARK: Reading

    /// The cell at a local point, or nil when it lies outside the clip.
    public func cell(at point: Point) -> Cell? {
        let p = point + origin
        guard clip.contains(p) else { return nil }
        return buffer[p.x, p.y]
    }

    // MARK: Writing single glyphs

    /// Puts one glyph of `width` cells at a local point.
    public func put(_ glyph: Glyph, width: Int, at point: Point, style: Style) {
        let bx = point.x + origin.x
        let by = point.y + origin.y
        guard by >= writable.minY, by < writable.maxY, bx + 1 >= writable.minX, bx < writable.maxX else { return }
        if width == 2 {
            if bx >= clip.minX && bx + 1 < clip.maxX {
                prepareOverwrite(x: bx, y: by, count: 2)
                let row = buffer.row(by)
                if isWritable(bx) { row[bx] = Cell(glyph: glyph, width: 2, style: style) }
                if isWritable(bx + 1) { row[bx + 1] = Cell(glyph: .continuation, width: 0, style: style) }
            } else if bx >= clip.minX && bx < clip.maxX {
                // Its second half would be clipped: never start a wide glyph here.
                putNarrow(.space, x: bx, y: by, style: style)
            } else if bx + 1 >= clip.minX && bx + 1 < clip.maxX {
                // Its first half is clipped away on the left.
                putNarrow(.space, x: bx + 1, y: by, style: style)
            }
        } else if width == 1, bx >= clip.minX, bx < clip.maxX {
            putNarrow(glyph, x: bx, y: by, style: style)
        }
    }

    /// Puts one character (sanitized) at a local point.
    public func put(_ character: Character, at point: Point, style: Style) {
        // Nothing to change here (not even the second half of a wide glyph): skip measuring it.
        let bx = point.x + origin.x
        let by = point.y + origin.y
        guard by >= writable.minY, by < writable.maxY, bx + 1 >= writable.minX, bx < writable.maxX else { return }
        guard let (glyph, width) = DisplayText.sanitized(character) else { return }
        put(glyph, width: width, at: point, style: style)
    }

    @inline(__always)
    private func putNarrow(_ glyph: Glyph, x: Int, y: Int, style: Style) {
        guard isWritable(x) else { return }
        prepareOverwrite(x: x, y: y, count: 1)
        buffer.row(y)[x] = Cell(glyph: glyph, width: 1, style: style)
    }

    /// Whether column `x` (buffer coordinates) of a writable row may change.
    @inline(__always)
    private func isWritable(_ x: Int) -> Bool { x >= writable.minX && x < writable.maxX }

    /// Keeps wide glyphs whole when cells [x, x+count) are about to be overwritten: a wide
    /// glyph cut on either side loses its remaining half (it becomes a blank), even outside
    /// the clip; outside the mask nothing changes (`Window+Damage.swift` composes the whole
    /// rows of a region whose side meets a wide glyph).
    @inline(__always)
    func prepareOverwrite(x: Int, y: Int, count: Int) {
        let row = buffer.row(y)
        if row[x].width == 0, x > 0, x - 1 >= mask.minX, x - 1 < mask.maxX {
            row[x - 1] = Cell.blank(row[x - 1].style)
        }
        let last = x + count - 1
        if row[last].width == 2, last + 1 < buffer.width, last + 1 >= mask.minX, last + 1 < mask.maxX {
            row[last + 1] = Cell.blank(row[last + 1].style)
        }
    }

    // MARK: Writing text

    /// Writes `text` from a local point on one row and returns the columns it took.
    ///
    /// With `maxWidth`, text longer than that is cut and ends with `ellipsis`. Control
    /// characters show as placeholders; nothing raw reaches the buffer.
    @discardableResult
    public func write(
        _ text: some StringProtocol, at point: Point, style: Style,
        maxWidth: Int? = nil, ellipsis: String = "…"
    ) -> Int {
        // One look at the text picks the way to write it and, for the fast ways, its width.
        write(text, shape: TextShape(text), at: point, style: style, maxWidth: maxWidth, ellipsis: ellipsis)
    }

    /// `write(_:at:style:maxWidth:ellipsis:)` with the text's shape already found.
    private func write(
        _ text: some StringProtocol, shape: TextShape, at point: Point, style: Style, maxWidth: Int?, ellipsis: String
    ) -> Int {
        if let maxWidth {
            guard maxWidth > 0 else { return 0 }
            if (shape.cells ?? TextWidth.of(text)) > maxWidth {
                return write(
                    DisplayText.truncated(text, toWidth: maxWidth, ellipsis: ellipsis), at: point, style: style)
            }
        }
        let by = point.y + origin.y
        var bx = point.x + origin.x
        let startX = bx
        if by < writable.minY || by >= writable.maxY {
            return shape.cells ?? TextWidth.of(text)
        }
        switch shape {
        case .ascii(let count):
            // A run of printable ASCII: one byte, one cell.
            let lo = max(bx, clip.minX)
            let hi = min(bx + count, clip.maxX)
            if lo < hi {
                prepareOverwrite(x: lo, y: by, count: 1)
                prepareOverwrite(x: hi - 1, y: by, count: 1)
                let row = buffer.row(by)
                let first = max(lo, writable.minX)
                let end = min(hi, writable.maxX)
                var x = bx
                for byte in text.utf8 {
                    if x >= end { break }
                    if x >= first { row[x] = Cell(glyph: Glyph(asciiByte: byte), width: 1, style: style) }
                    x += 1
                }
            }
            return count
        case .narrow(let count):
            writeNarrowScalars(text, count: count, x: bx, y: by, style: style)
            return count
        case .other:
            break
        }
        var cutShort = false
        DisplayText.forEachCluster(in: text) { glyph, width in
            if bx >= clip.maxX {
                cutShort = true
                return false
            }
            put(glyph, width: width, at: Point(x: bx - origin.x, y: point.y), style: style)
            bx += width
            return true
        }
        // Walked to the end, the text's width is what it took; cut short by the clip, measure it.
        return cutShort ? max(bx - startX, TextWidth.of(text)) : bx - startX
    }

    /// The second fast path of `write`: text whose scalars each stand alone and take one cell
    /// (Latin, punctuation, arrows, box drawing, most symbols) is written as ASCII is, with no
    /// grapheme breaking.
    private func writeNarrowScalars(_ text: some StringProtocol, count: Int, x bx: Int, y by: Int, style: Style) {
        let lo = max(bx, clip.minX)
        let hi = min(bx + count, clip.maxX)
        guard lo < hi else { return }
        prepareOverwrite(x: lo, y: by, count: 1)
        prepareOverwrite(x: hi - 1, y: by, count: 1)
        let row = buffer.row(by)
        let first = max(lo, writable.minX)
        let end = min(hi, writable.maxX)
        var x = bx
        for scalar in text.unicodeScalars {
            if x >= end { break }
            if x >= first { row[x] = Cell(glyph: Glyph(scalar: scalar), width: 1, style: style) }
            x += 1
        }
    }

    /// Writes `text` centered in `width` columns starting at `point.x` (truncating if needed).
    @discardableResult
    public func writeCentered(
        _ text: some StringProtocol, y: Int, in columns: Range<Int>? = nil,
        style: Style, ellipsis: String = "…"
    ) -> Int {
        let range = columns ?? 0..<size.width
        let width = range.count
        let shape = TextShape(text)
        let textWidth = min(shape.cells ?? TextWidth.of(text), width)
        let x = range.lowerBound + (width - textWidth) / 2
        return write(text, shape: shape, at: Point(x: x, y: y), style: style, maxWidth: width, ellipsis: ellipsis)
    }
}
