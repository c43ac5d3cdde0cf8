/// The bottom line that tells what the keys do on the current screen.
@MainActor
open class KeyHintBar: View {
    public var hints: [KeyHint] = [] { didSet { if hints != oldValue { setNeedsDisplay() } } }

    open override func draw(in canvas: Canvas) {
        let barStyle = Style(.keyHint)
        canvas.fill(style: barStyle)
        let keyStyle = Style(.keyHint, attributes: [.bold])
        var x = 1
        for hint in shownHints(width: canvas.size.width - 1) {
            let needed = Self.width(of: hint)
            if x + needed > canvas.size.width { break }
            x += canvas.write(hint.keys, at: Point(x: x, y: 0), style: keyStyle)
            x += 1
            x += canvas.write(hint.action, at: Point(x: x, y: 0), style: barStyle)
            x += 2
        }
    }

    private static func width(of hint: KeyHint) -> Int {
        TextWidth.of(hint.keys) + 1 + TextWidth.of(hint.action)
    }

    /// The hints that fit in `width` columns, in their order: all of them when they fit;
    /// else the essential ones and as many of the others, from the first, as leave room.
    func shownHints(width: Int) -> [KeyHint] {
        func total(_ hints: some Collection<KeyHint>) -> Int {
            hints.isEmpty ? 0 : hints.map(Self.width(of:)).reduce(0, +) + 2 * (hints.count - 1)
        }
        guard total(hints) > width else { return hints }
        var kept = Set(hints.indices.filter { hints[$0].isEssential })
        for index in hints.indices where !hints[index].isEssential {
            let candidate = kept.union([index])
            guard total(candidate.map { hints[$0] }) <= width else { break }
            kept = candidate
        }
        return hints.indices.filter(kept.contains).map { hints[$0] }
    }
}
