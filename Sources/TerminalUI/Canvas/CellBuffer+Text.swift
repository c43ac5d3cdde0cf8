extension CellBuffer {
    /// The text of each row (wide glyphs once, trailing spaces trimmed): how `--dump` and
    /// golden files show a screen.
    public func textLines() -> [String] {
        (0..<height).map { y in
            var line = ""
            let row = self.row(y)
            for x in 0..<width where row[x].width != 0 {
                line += row[x].glyph.string
            }
            while line.last == " " { line.removeLast() }
            return line
        }
    }

    /// The rows of ``textLines()`` joined with newlines.
    public var text: String { textLines().joined(separator: "\n") }
}
