/// The bottom line that tells what the keys do on the current screen.
@MainActor
open class KeyHintBar: View {
    public var hints: [KeyHint] = [] { didSet { if hints != oldValue { setNeedsDisplay() } } }

    open override func draw(in canvas: Canvas) {
        let barStyle = Style(.keyHint)
        canvas.fill(style: barStyle)
        let keyStyle = Style(.keyHint, attributes: [.bold])
        var x = 1
        for hint in hints {
            let needed = TextWidth.of(hint.keys) + 1 + TextWidth.of(hint.action)
            if x + needed > canvas.size.width { break }
            x += canvas.write(hint.keys, at: Point(x: x, y: 0), style: keyStyle)
            x += 1
            x += canvas.write(hint.action, at: Point(x: x, y: 0), style: barStyle)
            x += 2
        }
    }
}
