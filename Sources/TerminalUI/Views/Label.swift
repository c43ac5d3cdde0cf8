/// One or more lines of text, truncated with an ellipsis (or wrapped) to fit.
@MainActor
open class Label: View {
    /// Where the text sits in its row.
    public enum Alignment: Sendable {
        /// Against the left edge.
        case leading
        /// In the middle.
        case center
        /// Against the right edge.
        case trailing
    }

    /// The text; line breaks start new lines.
    public var text: String { didSet { if text != oldValue { setNeedsDisplay() } } }
    /// The text's style.
    public var style: Style { didSet { setNeedsDisplay() } }
    /// Where each line sits.
    public var alignment: Alignment = .leading { didSet { setNeedsDisplay() } }
    /// Wrap at spaces instead of cutting each line.
    public var wraps = false { didSet { setNeedsDisplay() } }

    /// Creates a label.
    public init(_ text: String = "", style: Style = .normal, frame: Rect = .zero) {
        self.text = text
        self.style = style
        super.init(frame: frame)
    }

    /// The lines as they will be drawn at `width` columns (in the window's glyphs: ASCII only
    /// with the ASCII set).
    public func lines(forWidth width: Int) -> [String] {
        let text = glyphs.text(text)
        if wraps { return DisplayText.wrapped(text, toWidth: width) }
        return text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    }

    /// The size of the text's lines, at most `size`.
    open override func sizeThatFits(_ size: Size) -> Size {
        let lines = lines(forWidth: size.width)
        let width = lines.map { TextWidth.of($0) }.max() ?? 0
        return Size(width: min(width, size.width), height: min(lines.count, size.height))
    }

    /// Draws the lines, cut or wrapped to the width.
    open override func draw(in canvas: Canvas) {
        let ellipsis = glyphs.ellipsis
        for (row, line) in lines(forWidth: canvas.size.width).prefix(canvas.size.height).enumerated() {
            let width = min(TextWidth.of(line), canvas.size.width)
            let x: Int
            switch alignment {
            case .leading: x = 0
            case .center: x = (canvas.size.width - width) / 2
            case .trailing: x = canvas.size.width - width
            }
            canvas.write(
                line, at: Point(x: x, y: row), style: style, maxWidth: canvas.size.width - x, ellipsis: ellipsis)
        }
    }
}
