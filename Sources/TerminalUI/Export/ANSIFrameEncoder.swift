/// Turns frames into the bytes a terminal needs to draw them: the cells that changed since the
/// previous frame (`FrameDiffer`), each run after a cursor move, with SGR sequences for the
/// theme's colors and attributes in the color mode. A recording of a session is these bytes
/// with their times (`AsciicastWriter`).
///
/// Nothing from a cell reaches the terminal raw: a control character in a glyph is written as
/// U+FFFD. After a wide or non-ASCII glyph the cursor is placed again, so a terminal that
/// measures a character differently misplaces only that character.
package struct ANSIFrameEncoder {
    private let theme: Theme
    private let colorMode: ColorMode
    private var differ: FrameDiffer
    private var isFirstFrame = true

    package init(theme: Theme, colorMode: ColorMode, size: Size) {
        self.theme = theme
        self.colorMode = colorMode
        differ = FrameDiffer(size: size)
    }

    /// Makes the next frame repaint every cell.
    package mutating func invalidate() { differ.invalidate() }

    /// The bytes that take the terminal from the previous frame to `frame` (the whole screen
    /// for the first frame and after a size change); empty when nothing changed.
    package mutating func encode(_ frame: CellBuffer) -> String {
        var output = ""
        if isFirstFrame || frame.size != differ.front.size {
            // Hide the cursor (as the app does), reset the attributes, clear the screen.
            output += isFirstFrame ? "\u{1B}[?25l" : ""
            output += "\u{1B}[0m\u{1B}[H\u{1B}[2J"
            differ.invalidate()
            isFirstFrame = false
        }
        var current: ResolvedStyle?
        let theme = theme
        let colorMode = colorMode
        differ.apply(frame) { y, columns, row in
            var cursorKnown = false
            for x in columns {
                let cell = row[x]
                if cell.isContinuation { continue }
                if !cursorKnown {
                    output += "\u{1B}[\(y + 1);\(x + 1)H"
                    cursorKnown = true
                }
                let style = theme.resolve(cell.style, mode: colorMode)
                if style != current {
                    output += Self.sgr(style, mode: colorMode)
                    current = style
                }
                let glyph = cell.glyph
                if glyph.isASCII && glyph.rawValue >= 0x20 && glyph.rawValue != 0x7F {
                    output.unicodeScalars.append(Unicode.Scalar(UInt8(glyph.rawValue)))
                } else {
                    for scalar in glyph.scalars {
                        let value = scalar.value
                        let isControl = value < 0x20 || (0x7F...0x9F).contains(value)
                        output.unicodeScalars.append(isControl ? "\u{FFFD}" : scalar)
                    }
                    cursorKnown = false
                }
            }
        }
        if current != nil && current != ResolvedStyle() { output += "\u{1B}[0m" }
        return output
    }

    /// The bytes that leave the terminal as a curses app leaves it when it ends (`endwin`):
    /// the attributes reset, the cursor on the first column of the last row and shown again.
    /// A recording that ends without them leaves whoever plays it without a cursor.
    package func finish() -> String {
        "\u{1B}[0m\u{1B}[\(max(1, differ.front.size.height));1H\u{1B}[?25h"
    }

    /// `ESC [ 0 ; attributes ; colors m`: every sequence starts from a reset, so it does not
    /// depend on what came before.
    static func sgr(_ style: ResolvedStyle, mode: ColorMode) -> String {
        var codes = ["0"]
        let attributes = style.attributes
        if attributes.contains(.bold) { codes.append("1") }
        if attributes.contains(.dim) { codes.append("2") }
        if attributes.contains(.italic) { codes.append("3") }
        if attributes.contains(.underline) { codes.append("4") }
        if attributes.contains(.reverse) { codes.append("7") }
        if let index = style.foreground.paletteIndex, mode != .monochrome {
            codes.append(color(index, mode: mode, base: 30, bright: 90, extended: 38))
        }
        if let index = style.background.paletteIndex, mode != .monochrome {
            codes.append(color(index, mode: mode, base: 40, bright: 100, extended: 48))
        }
        return "\u{1B}[" + codes.joined(separator: ";") + "m"
    }

    private static func color(_ index: UInt8, mode: ColorMode, base: Int, bright: Int, extended: Int) -> String {
        if mode == .colors256 && index >= 16 { return "\(extended);5;\(index)" }
        return index < 8 ? "\(base + Int(index))" : "\(bright + Int(index) - 8)"
    }
}
