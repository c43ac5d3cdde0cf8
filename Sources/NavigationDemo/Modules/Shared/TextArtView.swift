import TerminalUI

/// Text art, either tiled over the whole view (advertisement patterns, shelves) or centered
/// once (the recursion picture), in one color.
@MainActor
final class TextArtView: View {
    enum Layout { case tiled, centered }

    var art: TextArt { didSet { setNeedsDisplay() } }
    var color: Color { didSet { setNeedsDisplay() } }
    var layout: Layout

    init(art: TextArt, color: Color = .default, layout: Layout = .tiled) {
        self.art = art
        self.color = color
        self.layout = layout
        super.init()
    }

    override func draw(in canvas: Canvas) {
        let style = Style(.normal, foreground: color)
        guard !art.lines.isEmpty else { return }
        switch layout {
        case .tiled:
            let tileWidth = max(1, art.lines.map { TextWidth.of($0) }.max() ?? 1)
            for y in 0..<canvas.size.height {
                let line = art.lines[y % art.lines.count]
                var x = 0
                while x < canvas.size.width {
                    canvas.write(line, at: Point(x: x, y: y), style: style)
                    x += tileWidth
                }
            }
        case .centered:
            let width = art.lines.map { TextWidth.of($0) }.max() ?? 0
            let top = max(0, (canvas.size.height - art.lines.count) / 2)
            let left = max(0, (canvas.size.width - width) / 2)
            for (row, line) in art.lines.enumerated() where top + row < canvas.size.height {
                canvas.write(
                    line, at: Point(x: left, y: top + row), style: style, maxWidth: canvas.size.width - left,
                    ellipsis: "")
            }
        }
    }
}
