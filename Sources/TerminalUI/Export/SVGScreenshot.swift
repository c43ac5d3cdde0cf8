/// A picture of a screen as SVG, the way Rich and Textual export theirs: every cell on a
/// monospace grid in the colors of `theme` for `colorMode`, bold, dim, italic, underline and
/// reverse as the terminal draws them, wide characters over two cells, box-drawing and block
/// characters as shapes (so borders join whatever font the viewer has), inside a window frame
/// whose title bar gives the terminal's size.
///
/// ```swift
/// let picture = SVGScreenshot(theme: .standard, colorMode: screen.colorMode, title: "my-app")
/// let svg = picture.render(screen.contents)
/// ```
///
/// The output depends only on the cells and the settings, so a picture made from a scripted
/// headless run is the same every time (the demo's README pictures are checked that way).
/// Without color (`.monochrome`, what `NO_COLOR` selects) the picture shows the attributes the
/// theme keeps for each role, as the terminal would.
public struct SVGScreenshot: Sendable {
    /// How the screen's roles look.
    public var theme: Theme
    /// The colors the picture shows: the screen's own mode, so `NO_COLOR` pictures have none.
    public var colorMode: ColorMode
    /// The name in the window's title bar, before the size ("my-app — 80×24").
    public var title: String
    /// Keeps the frame's own text ASCII (" - " and "x" in the title), for `--ascii` runs.
    public var asciiOnly: Bool

    /// A picture maker for a screen drawn with `theme` in `colorMode`.
    public init(
        theme: Theme = .standard, colorMode: ColorMode = .colors256, title: String = "", asciiOnly: Bool = false
    ) {
        self.theme = theme
        self.colorMode = colorMode
        self.title = title
        self.asciiOnly = asciiOnly
    }

    /// The width of a cell in pixels.
    public static let cellWidth = 9
    /// The height of a cell in pixels (a line).
    public static let cellHeight = 18
    /// The font size in pixels: a monospace font's advance is 0.6 of it, one cell.
    public static let fontSize = 15
    /// Where the grid's top-left cell starts, in pixels from the picture's top-left corner.
    public static let gridOrigin = (x: 12, y: 36)
    /// The height of the title bar in pixels.
    public static let titleBarHeight = 28

    /// The picture's size in pixels for a screen of `size` cells: the grid, its margins and
    /// the title bar.
    public static func pixelSize(for size: Size) -> (width: Int, height: Int) {
        (gridOrigin.x * 2 + size.width * cellWidth, gridOrigin.y + size.height * cellHeight + gridOrigin.x)
    }

    /// The pixel rectangle of the cell at column `x`, row `y`.
    public static func pixelRect(column x: Int, row y: Int) -> (x: Int, y: Int, width: Int, height: Int) {
        (gridOrigin.x + x * cellWidth, gridOrigin.y + y * cellHeight, cellWidth, cellHeight)
    }

    /// The SVG document of `cells`, one element a line.
    public func render(_ cells: CellBuffer) -> String {
        let palette = ExportPalette.dark
        let (width, height) = Self.pixelSize(for: cells.size)
        let separator = asciiOnly ? " - " : " — "
        let times = asciiOnly ? "x" : "×"
        let caption = SVGText.escaped(
            (title.isEmpty ? "" : title + separator) + "\(cells.width)\(times)\(cells.height)")
        var painter = SVGCellPainter(theme: theme, colorMode: colorMode, palette: palette)
        painter.paint(cells)
        let bar = Self.titleBarHeight
        var svg = """
            <svg xmlns="http://www.w3.org/2000/svg" width="\(width)" height="\(height)" \
            viewBox="0 0 \(width) \(height)" role="img" aria-label="\(caption)">
            <title>\(caption)</title>
            <rect width="\(width)" height="\(height)" rx="8" fill="\(palette.defaultBackground.hex)"/>
            <path d="M0 \(bar)V8A8 8 0 0 1 8 0H\(width - 8)A8 8 0 0 1 \(width) 8V\(bar)Z" fill="#333333"/>
            <circle cx="18" cy="14" r="6" fill="#ff5f57"/>
            <circle cx="38" cy="14" r="6" fill="#febc2e"/>
            <circle cx="58" cy="14" r="6" fill="#28c840"/>
            <text x="\(width / 2)" y="18" text-anchor="middle" font-family="\(SVGText.fontFamily)" \
            font-size="13" fill="#b0b0b0">\(caption)</text>

            """
        svg += "<g shape-rendering=\"crispEdges\">\n" + painter.backgrounds + painter.underlines + "</g>\n"
        svg += painter.blocks
        svg += painter.linePaths
        svg += "<g font-family=\"\(SVGText.fontFamily)\" font-size=\"\(Self.fontSize)\">\n" + painter.texts + "</g>\n"
        svg += "</svg>\n"
        return svg
    }
}

/// Text in SVG: the font list, numbers and escaping.
enum SVGText {
    /// Monospace fonts of the common systems, then the generic family.
    static let fontFamily =
        "ui-monospace, 'SF Mono', Menlo, Consolas, 'DejaVu Sans Mono', 'Liberation Mono', monospace"

    /// XML text or attribute content: markup characters escaped, and characters XML cannot hold
    /// (C0 and C1 controls, U+FFFE, U+FFFF) shown as U+FFFD, so no cell breaks the document.
    static func escaped(_ text: String) -> String {
        var result = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "'": result += "&#39;"
            default:
                let value = scalar.value
                if value < 0x20 || (0x7F...0x9F).contains(value) || value == 0xFFFE || value == 0xFFFF {
                    result.unicodeScalars.append("\u{FFFD}")
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result
    }

    /// A coordinate with at most two decimals and no trailing zeros ("4.5", "12").
    static func number(_ value: Double) -> String {
        let hundredths = Int((value * 100).rounded())
        let whole = hundredths / 100
        let fraction = abs(hundredths % 100)
        if fraction == 0 { return String(whole) }
        let sign = hundredths < 0 && whole == 0 ? "-" : ""
        return fraction % 10 == 0
            ? "\(sign)\(whole).\(fraction / 10)" : "\(sign)\(whole).\(fraction < 10 ? "0" : "")\(fraction)"
    }
}
