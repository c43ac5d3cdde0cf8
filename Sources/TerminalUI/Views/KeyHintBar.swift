/// The bottom line that tells what the keys do on the current screen.
@MainActor
open class KeyHintBar: View {
    /// The hints to show, in order.
    public var hints: [KeyHint] = [] { didSet { if hints != oldValue { setNeedsDisplay() } } }

    /// Draws as many hints as fit, the essential ones always.
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
        // Every hint costs its width plus a two-cell gap; the line has one gap fewer.
        func cost(_ hint: KeyHint) -> Int { Self.width(of: hint) + 2 }
        var room = width + 2 - hints.map(cost).reduce(0, +)
        guard room < 0 else { return hints }
        room = width + 2 - hints.filter(\.isEssential).map(cost).reduce(0, +)
        var kept = hints.map(\.isEssential)
        for index in hints.indices where !kept[index] {
            guard cost(hints[index]) <= room else { break }
            room -= cost(hints[index])
            kept[index] = true
        }
        return hints.indices.filter { kept[$0] }.map { hints[$0] }
    }
}
