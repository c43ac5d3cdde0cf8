/// A border with an optional title around a content view.
@MainActor
open class BoxView: View {
    public var title: String? { didSet { setNeedsDisplay() } }
    public var borderStyle: Style = .role(.border) { didSet { setNeedsDisplay() } }
    public var titleStyle: Style = .role(.title) { didSet { setNeedsDisplay() } }
    /// Draw the border in the focused style.
    public var isHighlighted = false { didSet { setNeedsDisplay() } }
    public var contentView: View? {
        didSet {
            oldValue?.removeFromSuperview()
            if let contentView { addSubview(contentView) }
            setNeedsLayout()
        }
    }

    public init(title: String? = nil, contentView: View? = nil, frame: Rect = .zero) {
        self.title = title
        super.init(frame: frame)
        if let contentView {
            self.contentView = contentView
            addSubview(contentView)
        }
    }

    /// The area inside the border.
    public var contentRect: Rect { bounds.insetBy(dx: 1, dy: 1) }

    open override func layoutSubviews() {
        contentView?.frame = contentRect
    }

    open override func draw(in canvas: Canvas) {
        canvas.fill(style: .normal)
        canvas.drawBox(
            glyphs: glyphs.box, style: isHighlighted ? .role(.borderFocused) : borderStyle,
            title: title, titleStyle: titleStyle, ellipsis: glyphs.ellipsis)
    }
}
