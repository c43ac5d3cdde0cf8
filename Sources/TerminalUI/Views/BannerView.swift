/// A notice that slides in at the top of a container, stays for a while and slides out, as
/// iOS banners do. While it shows, Enter (or a click) taps it.
@MainActor
public final class BannerView: View {
    /// The banner's text.
    public var text: String { didSet { setNeedsDisplay() } }
    /// Called when the banner is tapped (it hides first).
    public var onTap: (() -> Void)?
    /// Called once the banner has left the screen, whether tapped or timed out.
    public var onHide: (() -> Void)?

    /// True while the banner is on screen or on its way.
    public private(set) var isShowing = false
    /// Rows the banner takes when fully in.
    public let height = 3
    private var offset = 0
    private var hideTimer: ScheduledTimer?
    private weak var container: View?

    /// Creates a banner; call `show(in:duration:)` to slide it in.
    public init(text: String) {
        self.text = text
        super.init()
    }

    /// Slides in over the top of `container`; hides after `duration` (never by itself when nil).
    public func show(in container: View, duration: Duration? = .seconds(3)) {
        guard !isShowing, let window = container.window else { return }
        isShowing = true
        self.container = container
        frame = Rect(x: 0, y: 0, width: container.bounds.width, height: min(height, container.bounds.height))
        container.addSubview(self)
        window.addKeyInterceptor(self)
        offset = -frame.height
        window.animate(
            duration: .milliseconds(200), easing: .easeOut,
            onFrame: { [weak self] progress in
                guard let self else { return }
                self.offset = Int((Double(-self.frame.height) * (1 - progress)).rounded())
                self.setNeedsDisplay()
            })
        if let duration {
            hideTimer = window.loop.schedule(after: duration) { [weak self] in self?.hide() }
        }
    }

    /// Slides out (at once when `animated` is false).
    public func hide(animated: Bool = true) {
        guard isShowing else { return }
        isShowing = false
        hideTimer?.cancel()
        hideTimer = nil
        let finish: () -> Void = { [weak self] in
            guard let self else { return }
            self.window?.removeKeyInterceptor(self)
            self.removeFromSuperview()
            self.onHide?()
        }
        guard animated, let window else {
            finish()
            return
        }
        window.animate(
            duration: .milliseconds(200), easing: .easeIn,
            onFrame: { [weak self] progress in
                guard let self else { return }
                self.offset = Int((Double(-self.frame.height) * progress).rounded())
                self.setNeedsDisplay()
            }, completion: finish)
    }

    /// Hides the banner and calls `onTap`.
    public func tap() {
        guard isShowing else { return }
        let action = onTap
        hide(animated: false)
        action?()
    }

    /// Lays out the banner at its current slide offset.
    public override func layoutSubviews() {
        if let container { frame.size.width = container.bounds.width }
    }

    /// Draws the view's content into `canvas`.
    public override func draw(in canvas: Canvas) {
        let shifted = canvas.translated(dx: 0, dy: offset)
        let area = Rect(x: 0, y: 0, width: canvas.size.width, height: frame.height)
        shifted.fill(area, style: .role(.notice))
        shifted.writeCentered(text, y: frame.height / 2, style: .role(.notice), ellipsis: glyphs.ellipsis)
        shifted.write(
            glyphs.enterKey,
            at: Point(x: max(0, canvas.size.width - TextWidth.of(glyphs.enterKey) - 1), y: frame.height / 2),
            style: .role(.notice))
    }

    /// Enter taps the banner while it shows.
    /// - Returns: Whether the key was used.
    public override func handleKey(_ key: Key) -> Bool { Self.keyBindings.handle(key, on: self) }

    /// A click taps the banner while it shows.
    /// - Returns: Whether the click was used.
    public override func mouseClicked(at point: Point) -> Bool {
        tap()
        return true
    }

    /// The hints this view adds to the key-hint line while it has focus.
    public override var keyHints: [KeyHint] { Self.keyBindings.hints(on: self, glyphs: glyphs) }

    /// The keys offered now.
    public override var offeredKeys: [Key] { Self.keyBindings.offeredKeys(on: self) }
}
