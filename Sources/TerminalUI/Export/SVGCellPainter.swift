/// Walks a frame's cells and writes the SVG elements that draw them, layer by layer:
/// backgrounds, underlines, blocks, lines, then text. Runs of cells that look the same share
/// one element; ASCII words are one `<text>` each, placed at their first cell, and every other
/// glyph is placed on its own cell, so the grid holds even where a fallback font's advance
/// differs.
struct SVGCellPainter {
    let theme: Theme
    let colorMode: ColorMode
    let palette: ExportPalette

    private(set) var backgrounds = ""
    private(set) var underlines = ""
    private(set) var blocks = ""
    private(set) var texts = ""
    private var lines: [LineStroke: String] = [:]
    private var lineOrder: [LineStroke] = []
    private var looks: [Style: Look] = [:]

    init(theme: Theme, colorMode: ColorMode, palette: ExportPalette) {
        self.theme = theme
        self.colorMode = colorMode
        self.palette = palette
    }

    /// How a style is drawn: concrete colors after reverse and dim, and the font's attributes.
    struct Look: Hashable {
        var foreground: RGBColor
        var background: RGBColor
        var bold: Bool
        var italic: Bool
        var underline: Bool
    }

    /// Line paths share an element per color and weight.
    struct LineStroke: Hashable {
        var color: RGBColor
        var heavy: Bool
    }

    /// A horizontal line being gathered across cells, in pixels, on one row.
    private struct HorizontalRun {
        var start: Double
        var end: Double
        var y: Double
        var stroke: LineStroke
    }

    /// A word being gathered: consecutive ASCII glyphs of one look.
    private struct Word {
        var x: Int
        var text: String
        var look: Look
    }

    /// The `<path>` elements of every line, one per color and weight.
    var linePaths: String {
        lineOrder.map { stroke in
            "<path d=\"\(lines[stroke] ?? "")\" fill=\"none\" stroke=\"\(stroke.color.hex)\" "
                + "stroke-width=\"\(stroke.heavy ? 3 : 1)\"/>\n"
        }.joined()
    }

    mutating func paint(_ buffer: CellBuffer) {
        for y in 0..<buffer.height {
            paintRow(buffer.row(y), width: buffer.width, y: y)
        }
    }

    private mutating func look(of style: Style) -> Look {
        if let known = looks[style] { return known }
        let resolved = theme.resolve(style, mode: colorMode)
        let (foreground, background) = palette.colors(of: resolved)
        let look = Look(
            foreground: foreground, background: background, bold: resolved.attributes.contains(.bold),
            italic: resolved.attributes.contains(.italic), underline: resolved.attributes.contains(.underline))
        looks[style] = look
        return look
    }

    private mutating func paintRow(_ row: UnsafeMutablePointer<Cell>, width: Int, y: Int) {
        let top = SVGScreenshot.gridOrigin.y + y * SVGScreenshot.cellHeight
        var background: (start: Int, color: RGBColor)?
        var underline: (start: Int, color: RGBColor)?
        var word: Word?
        var horizontal: HorizontalRun?

        func left(_ x: Int) -> Int { SVGScreenshot.gridOrigin.x + x * SVGScreenshot.cellWidth }

        for x in 0...width {
            let cell = x < width ? row[x] : nil
            let look = cell.map { self.look(of: $0.style) }

            // Backgrounds: runs of one color other than the terminal's own.
            let fill = look.map(\.background).flatMap { $0 == palette.defaultBackground ? nil : $0 }
            if let run = background, run.color != fill {
                backgrounds += rect(x: left(run.start), y: top, width: left(x) - left(run.start), color: run.color)
                background = nil
            }
            if background == nil, let fill { background = (x, fill) }

            // Underlines: runs of one foreground.
            let stroke = look.flatMap { $0.underline ? $0.foreground : nil }
            if let run = underline, run.color != stroke {
                underlines +=
                    "<rect x=\"\(left(run.start))\" y=\"\(top + 15)\" width=\"\(left(x) - left(run.start))\" "
                    + "height=\"1\" fill=\"\(run.color.hex)\"/>\n"
                underline = nil
            }
            if underline == nil, let stroke { underline = (x, stroke) }

            guard let cell, let look, !cell.isContinuation else {
                if cell == nil { flush(&word, top: top) }
                continue
            }
            let glyph = cell.glyph
            let scalar = glyph.isInterned ? nil : glyph.rawValue
            let isWordGlyph = scalar.map { (0x21...0x7E).contains($0) } ?? false
            if let current = word, !isWordGlyph || current.look != look { flush(&word, top: top) }

            // A line that left the previous cell through its right edge goes on as one path
            // while the cells continue it in the same color and weight.
            let line = scalar.flatMap(BoxDrawing.line)
            if let run = horizontal {
                let continues = line.map {
                    $0.sides.contains(.left) && !$0.rounded
                        && LineStroke(color: look.foreground, heavy: $0.heavy) == run.stroke
                }
                if continues != true { end(&horizontal) }
            }

            if isWordGlyph {
                if word == nil { word = Word(x: x, text: "", look: look) }
                word?.text.unicodeScalars.append(Unicode.Scalar(scalar!)!)
            } else if let line {
                drawLine(line, x: left(x), top: top, color: look.foreground, horizontal: &horizontal)
            } else if let block = scalar.flatMap(BoxDrawing.block) {
                drawBlock(block, x: left(x), top: top, color: look.foreground)
            } else if glyph != .space {
                let center = Double(left(x)) + Double(SVGScreenshot.cellWidth * Int(max(1, cell.width))) / 2
                texts += textElement(
                    x: SVGText.number(center), top: top, look: look, text: glyph.string, centered: true)
            }
        }
        end(&horizontal)
    }

    private mutating func end(_ run: inout HorizontalRun?) {
        guard let line = run else { return }
        let n = SVGText.number
        addLine("M\(n(line.start)) \(n(line.y))H\(n(line.end))", line.stroke)
        run = nil
    }

    private func rect(x: Int, y: Int, width: Int, color: RGBColor) -> String {
        "<rect x=\"\(x)\" y=\"\(y)\" width=\"\(width)\" height=\"\(SVGScreenshot.cellHeight)\" fill=\"\(color.hex)\"/>\n"
    }

    private mutating func flush(_ word: inout Word?, top: Int) {
        guard let current = word else { return }
        let x = SVGScreenshot.gridOrigin.x + current.x * SVGScreenshot.cellWidth
        texts += textElement(x: String(x), top: top, look: current.look, text: current.text, centered: false)
        word = nil
    }

    private func textElement(x: String, top: Int, look: Look, text: String, centered: Bool) -> String {
        var element = "<text x=\"\(x)\" y=\"\(top + 13)\" fill=\"\(look.foreground.hex)\""
        if centered { element += " text-anchor=\"middle\"" }
        if look.bold { element += " font-weight=\"bold\"" }
        if look.italic { element += " font-style=\"italic\"" }
        return element + ">\(SVGText.escaped(text))</text>\n"
    }

    private mutating func addLine(_ segment: String, _ stroke: LineStroke) {
        if lines[stroke] == nil {
            lineOrder.append(stroke)
            lines[stroke] = segment
        } else {
            lines[stroke]! += segment
        }
    }

    private mutating func drawLine(
        _ line: BoxDrawing.Line, x: Int, top: Int, color: RGBColor,
        horizontal: inout HorizontalRun?
    ) {
        let stroke = LineStroke(color: color, heavy: line.heavy)
        let half = line.heavy ? 1.5 : 0.5
        let right = Double(x + SVGScreenshot.cellWidth)
        // Centers on a pixel's middle, so that a 1-pixel line is crisp.
        let centerX = Double(x + SVGScreenshot.cellWidth / 2) + 0.5
        let centerY = Double(top + SVGScreenshot.cellHeight / 2) + 0.5
        let bottom = Double(top + SVGScreenshot.cellHeight)
        let n = SVGText.number
        if line.rounded {
            let r = 4.0
            let sides = line.sides
            let path =
                if sides == [.right, .down] {
                    "M\(n(centerX)) \(n(bottom))V\(n(centerY + r))A\(n(r)) \(n(r)) 0 0 1 \(n(centerX + r)) \(n(centerY))H\(n(right))"
                } else if sides == [.left, .down] {
                    "M\(x) \(n(centerY))H\(n(centerX - r))A\(n(r)) \(n(r)) 0 0 1 \(n(centerX)) \(n(centerY + r))V\(n(bottom))"
                } else if sides == [.left, .up] {
                    "M\(n(centerX)) \(top)V\(n(centerY - r))A\(n(r)) \(n(r)) 0 0 1 \(n(centerX - r)) \(n(centerY))H\(x)"
                } else {
                    "M\(n(right)) \(n(centerY))H\(n(centerX + r))A\(n(r)) \(n(r)) 0 0 1 \(n(centerX)) \(n(centerY - r))V\(top)"
                }
            addLine(path, stroke)
            return
        }
        let sides = line.sides
        // The horizontal part: from the left edge or just before the center to the right edge
        // or just past it; it extends the run the previous cell left open (the caller ended any
        // run this cell does not continue), and stays open while it reaches the right edge.
        if !sides.isDisjoint(with: [.left, .right]) {
            let start = sides.contains(.left) ? Double(x) : centerX - half
            let finish = sides.contains(.right) ? right : centerX + half
            if horizontal != nil {
                horizontal?.end = finish
            } else {
                horizontal = HorizontalRun(start: start, end: finish, y: centerY, stroke: stroke)
            }
            if !sides.contains(.right) { end(&horizontal) }
        }
        if !sides.isDisjoint(with: [.up, .down]) {
            let start = sides.contains(.up) ? Double(top) : centerY - half
            let end = sides.contains(.down) ? bottom : centerY + half
            addLine("M\(n(centerX)) \(n(start))V\(n(end))", stroke)
        }
    }

    private mutating func drawBlock(_ block: BoxDrawing.Block, x: Int, top: Int, color: RGBColor) {
        let halfWidth = Double(SVGScreenshot.cellWidth) / 2
        let halfHeight = Double(SVGScreenshot.cellHeight) / 2
        let n = SVGText.number
        var element =
            "<rect x=\"\(n(Double(x) + Double(block.left) * halfWidth))\" "
            + "y=\"\(n(Double(top) + Double(block.top) * halfHeight))\" "
            + "width=\"\(n(Double(block.right - block.left) * halfWidth))\" "
            + "height=\"\(n(Double(block.bottom - block.top) * halfHeight))\" fill=\"\(color.hex)\""
        if block.opacity < 1 { element += " fill-opacity=\"\(n(block.opacity))\"" }
        blocks += element + "/>\n"
    }
}
