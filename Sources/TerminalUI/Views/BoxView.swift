/// A border with an optional title around a content view.
@MainActor
open class BoxView: View {
    /// The title drawn in the top edge.
    public var title: String? { didSet { setNeedsDisplay() } }
    /// The border's style.
    public var borderStyle: Style = .role(.border) { didSet { setNeedsDisplay() } }
    /// The title's style.
    public var titleStyle: Style = .role(.title) { didSet { setNeedsDisplay() } }
    /// Draw the border in the focused style.
    public var isHighlighted = false { didSet { setNeedsDisplay() } }
    /// The view inside the border.
    public var contentView: View? {
        didSet {
            oldValue?.removeFromSuperview()
            if let contentView { addSubview(contentView) }
            setNeedsLayout()
        }
    }

    /// Creates a box.
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

    /// Fits the content view inside the border.
    open override func layoutSubviews() {
        contentView?.frame = contentRect
    }

    /// Draws the border and the title.
    open override func draw(in canvas: Canvas) {
        canvas.fill(style: .normal)
        canvas.drawBox(
            glyphs: glyphs.box, style: isHighlighted ? .role(.borderFocused) : borderStyle,
            title: title, titleStyle: titleStyle, ellipsis: glyphs.ellipsis)
    }
}
