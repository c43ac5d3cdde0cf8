/// A focusable button drawn as a tile: Enter, space or a click runs its action.
@MainActor
open class ButtonView: View {
    /// The button's text.
    public var title: String { didSet { setNeedsDisplay() } }
    /// What pressing the button does.
    public var action: (() -> Void)?
    /// A disabled button is drawn dimmed and cannot take focus.
    public var isEnabled = true { didSet { setNeedsDisplay() } }

    /// Creates a button.
    public init(title: String, frame: Rect = .zero, action: (() -> Void)? = nil) {
        self.title = title
        self.action = action
        super.init(frame: frame)
    }

    /// True while the button is enabled.
    open override var canBecomeFocused: Bool { isEnabled }

    /// Runs the action, as a press does.
    public func press() {
        guard isEnabled else { return }
        action?()
    }

    /// The keys of `keyBindings`: Enter and space press the button while it is enabled.
    /// - Returns: Whether the key was used.
    open override func handleKey(_ key: Key) -> Bool { Self.keyBindings.handle(key, on: self) }

    /// A click presses the button.
    /// - Returns: Whether the click was used.
    open override func mouseClicked(at point: Point) -> Bool {
        press()
        return isEnabled
    }

    /// The press hint, while enabled.
    open override var keyHints: [KeyHint] { Self.keyBindings.hints(on: self, glyphs: glyphs) }

    /// The keys offered now.
    open override var offeredKeys: [Key] { Self.keyBindings.offeredKeys(on: self) }

    /// The title's width plus padding, within `size`.
    open override func sizeThatFits(_ size: Size) -> Size {
        Size(width: min(size.width, TextWidth.of(title) + 4), height: min(size.height, 1))
    }

    /// Draws the tile and its title.
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
