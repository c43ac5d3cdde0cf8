/// A focusable button drawn as a tile: Enter, space or a click runs its action.
@MainActor
open class ButtonView: View {
    public var title: String { didSet { setNeedsDisplay() } }
    public var action: (() -> Void)?
    public var isEnabled = true { didSet { setNeedsDisplay() } }

    public init(title: String, frame: Rect = .zero, action: (() -> Void)? = nil) {
        self.title = title
        self.action = action
        super.init(frame: frame)
    }

    open override var canBecomeFocused: Bool { isEnabled }

    /// Runs the action, as a press does.
    public func press() {
        guard isEnabled else { return }
        action?()
    }

    open override func handleKey(_ key: Key) -> Bool {
        guard key == .enter || key == .space else { return false }
        press()
        return true
    }

    open override func mouseClicked(at point: Point) -> Bool {
        press()
        return isEnabled
    }

    open override var keyHints: [KeyHint] { isEnabled ? [KeyHint(glyphs.enterKey, "Press")] : [] }

    open override func sizeThatFits(_ size: Size) -> Size {
        Size(width: min(size.width, TextWidth.of(title) + 4), height: min(size.height, 1))
    }

    open override func draw(in canvas: Canvas) {
        let style: Style = !isEnabled ? .role(.disabled) : (isFocused ? .role(.buttonFocused) : .role(.button))
        canvas.fill(style: style)
        let middle = canvas.size.height / 2
        canvas.writeCentered(title, y: middle, style: style, ellipsis: glyphs.ellipsis)
        if isFocused && canvas.size.width > TextWidth.of(title) + 2 {
            canvas.put(glyphs.selectionMarker, at: Point(x: 0, y: middle), style: style)
        }
    }
}
