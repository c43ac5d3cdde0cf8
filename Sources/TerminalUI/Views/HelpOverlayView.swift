/// A window-level overlay listing keys by section: what `?` shows. Esc or `?` closes it.
@MainActor
public final class HelpOverlayView: View {
    public struct Section: Sendable, Hashable {
        public var title: String
        public var entries: [KeyHint]
        public init(_ title: String, _ entries: [KeyHint]) {
            self.title = title
            self.entries = entries
        }
    }

    public var title: String
    public var sections: [Section]
    /// The last line of the box.
    public var footer = "Esc or ? closes this help"
    /// Called when the overlay closes itself.
    public var onClose: (() -> Void)?

    public init(title: String = "Keys", sections: [Section]) {
        self.title = title
        self.sections = sections
        super.init()
    }

    /// The lines the box shows.
    public func lines() -> [(text: String, style: Style)] {
        let keyWidth = sections.flatMap(\.entries).map { TextWidth.of($0.keys) }.max() ?? 0
        var result: [(String, Style)] = []
        for (index, section) in sections.enumerated() {
            if index > 0 { result.append(("", .normal)) }
            result.append((section.title, .role(.accent)))
            for entry in section.entries {
                if entry.keys.isEmpty {
                    // A plain line (the history overlay uses these).
                    result.append(("  \(entry.action)", .normal))
                    continue
                }
                let pad = String(repeating: " ", count: max(0, keyWidth - TextWidth.of(entry.keys)))
                result.append(("  \(entry.keys)\(pad)  \(entry.action)", .normal))
            }
        }
        result.append(("", .normal))
        result.append((footer, .role(.secondary)))
        return result
    }

    public override func draw(in canvas: Canvas) {
        canvas.dim()
        let content = lines()
        let widest = content.map { TextWidth.of($0.text) }.max() ?? 0
        let box = bounds.centered(Size(width: widest + 4, height: content.count + 2))
        canvas.fill(box, style: .normal)
        canvas.drawBox(box, glyphs: glyphs.box, style: .role(.borderFocused), title: title,
                       titleStyle: .role(.title), ellipsis: glyphs.ellipsis)
        for (row, line) in content.enumerated() where row < box.height - 2 {
            canvas.write(line.text, at: Point(x: box.minX + 2, y: box.minY + 1 + row), style: line.style,
                         maxWidth: box.width - 4, ellipsis: glyphs.ellipsis)
        }
    }

    public override var canBecomeFocused: Bool { true }

    public override func handleKey(_ key: Key) -> Bool {
        switch key {
        case .escape, .character("?"), .enter:
            close()
            return true
        case .character("q"), .ctrl:
            return false
        default:
            return true
        }
    }

    public override func mouseClicked(at point: Point) -> Bool {
        close()
        return true
    }

    public override var keyHints: [KeyHint] { [KeyHint("Esc", "Close")] }

    public func close() {
        window?.removeOverlay(self)
        onClose?()
    }
}
