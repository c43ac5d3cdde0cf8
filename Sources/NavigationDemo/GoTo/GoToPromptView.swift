import TerminalUI

/// The Go-to prompt's look: a rule titled "Go to", the text field after `›`, and under it the
/// live plan or the last failure, wrapped to two rows. It covers only the bottom rows of the
/// window (the app stays visible above it) and hands every key to its field.
@MainActor
final class GoToPromptView: View {
    static let title = "Go to"
    /// The rule, the field and two rows of message.
    static let height = 4

    let field: TextField
    private(set) var message = ""
    private(set) var messageIsError = false

    init(placeholder: String) {
        field = TextField(placeholder: placeholder)
        super.init()
        addSubview(field)
    }

    func setMessage(_ text: String, isError: Bool) {
        message = text
        messageIsError = isError
        setNeedsDisplay()
    }

    /// The rows the prompt covers, at the bottom of its bounds.
    private var panel: Rect {
        let height = min(Self.height, bounds.height)
        return Rect(x: 0, y: bounds.height - height, width: bounds.width, height: height)
    }

    override func layoutSubviews() {
        let panel = panel
        field.frame = Rect(x: 2, y: panel.minY + 1, width: max(0, panel.width - 3), height: panel.height > 1 ? 1 : 0)
    }

    override func draw(in canvas: Canvas) {
        let panel = panel
        guard panel.height > 0, panel.width > 0 else { return }
        canvas.fill(panel, style: .normal)
        canvas.horizontalLine(y: panel.minY, glyph: glyphs.horizontalLine, style: .role(.borderFocused))
        canvas.write(" \(Self.title) ", at: Point(x: 1, y: panel.minY), style: .role(.title), maxWidth: panel.width - 1)
        guard panel.height > 1 else { return }
        canvas.put(glyphs.selectionMarker, at: Point(x: 0, y: panel.minY + 1), style: .role(.accent))
        let style: Style = messageIsError ? .role(.alert) : .role(.secondary)
        // Plans come from Routes with `→` in them: in the window's glyphs before wrapping.
        let rows = Self.wrap(glyphs.text(message), width: panel.width - 1, rows: panel.height - 2)
        for (index, row) in rows.enumerated() {
            canvas.write(
                row, at: Point(x: 1, y: panel.minY + 2 + index), style: style, maxWidth: panel.width - 1,
                ellipsis: glyphs.ellipsis)
        }
    }

    /// `text` broken at spaces into at most `rows` lines of `width` cells; the last one keeps
    /// the rest (the canvas shortens it with an ellipsis).
    static func wrap(_ text: String, width: Int, rows: Int) -> [String] {
        guard width > 0, rows > 0 else { return [] }
        var lines: [String] = []
        var current = ""
        var words = text.split(separator: " ", omittingEmptySubsequences: false)[...]
        while let word = words.first {
            let candidate = current.isEmpty ? String(word) : current + " " + word
            if TextWidth.of(candidate) <= width || current.isEmpty {
                current = candidate
                words = words.dropFirst()
                continue
            }
            if lines.count == rows - 1 { break }
            lines.append(current)
            current = ""
        }
        if !words.isEmpty { current += " " + words.joined(separator: " ") }
        if !current.isEmpty || lines.isEmpty { lines.append(current) }
        return lines
    }

    override var canBecomeFocused: Bool { true }

    override func handleKey(_ key: Key) -> Bool { field.handleKey(key) }

    /// The Go-to prompt's keys are its field's (`TextField.keyBindings`): Enter goes, Tab
    /// completes, Up walks the history, Esc closes.
    override var keyHints: [KeyHint] { field.keyHints }

    override var offeredKeys: [Key] { field.offeredKeys }

    override var takesTextInput: Bool { true }

    override func mouseClicked(at point: Point) -> Bool { true }
}
