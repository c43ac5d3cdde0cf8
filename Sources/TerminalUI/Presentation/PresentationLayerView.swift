/// One presented controller on screen: the dimmed background (for sheets, popovers and
/// overlays), the chrome (border, pointer, label) and the controller's view inside it.
/// The window stacks one layer per presentation, in presentation order.
@MainActor
final class PresentationLayerView: View {
    let presented: ViewController
    let style: PresentationStyle
    private(set) var isDismissing = false
    private var running: (animation: Animation, look: TransitionAnimation, operation: TransitionOperation)?

    /// Where the chrome (border included) sits, in layer coordinates (= window content coordinates).
    private(set) var chromeFrame = Rect.zero
    /// Where the pointer of a popover is drawn, if any, and whether it points up.
    private var pointer: (x: Int, up: Bool)?

    init(presented: ViewController, style: PresentationStyle) {
        self.presented = presented
        self.style = style
        super.init()
        addSubview(presented.view)
    }

    var isTransitioning: Bool { running.map { !$0.animation.isFinished } ?? false }

    /// True while the presentation animates in.
    var isPresenting: Bool { running.map { $0.operation == .present && !$0.animation.isFinished } ?? false }

    /// A settled full-screen layer hides everything below it, which then need not be drawn.
    var coversEverythingBelow: Bool {
        if case .fullScreen = style, !isTransitioning { return true }
        return false
    }

    func run(_ animation: Animation, look: TransitionAnimation, operation: TransitionOperation) {
        running = (animation, look, operation)
        animation.redraws(self)
        if operation == .dismiss { isDismissing = true }
        animation.addCompletion { [weak self] in
            self?.running = nil
            self?.setNeedsDisplay()
        }
    }

    func markDismissed() { isDismissing = true }

    /// The transition that shows this style when the controller has no custom one.
    func defaultLook() -> TransitionAnimation {
        if let custom = presented.modalTransitionAnimation { return custom }
        switch style {
        case .fullScreen, .formSheet:
            return presented.modalTransitionStyle == .crossDissolve
                ? CrossDissolveTransition() : EdgeTransition.coverVertical()
        case .bottomSheet:
            return EdgeTransition.rise()
        case .popover:
            layoutIfNeeded()
            let origin = pointer.map { Point(x: $0.x - chromeFrame.x, y: $0.up ? 0 : chromeFrame.height - 1) }
            return GrowTransition(origin: origin)
        case .overlay:
            return GrowTransition()
        }
    }

    // MARK: Layout

    /// The content's preferred size; a navigation controller passes on its top screen's.
    private var preferredContentSize: Size? {
        presented.preferredContentSize
            ?? (presented as? NavigationController)?.topViewController?.preferredContentSize
    }

    override func layoutSubviews() {
        let area = bounds
        pointer = nil
        switch style {
        case .fullScreen:
            chromeFrame = area
            presented.view.frame = area
            return
        case .formSheet:
            let preferred = preferredContentSize
            let width = min(preferred.map { $0.width + 2 } ?? max(50, area.width * 3 / 5), area.width - 4)
            let height = min(preferred.map { $0.height + 2 } ?? max(12, area.height * 3 / 4), area.height - 2)
            chromeFrame = area.centered(Size(width: width, height: height))
        case .bottomSheet(let rows):
            let width = min(area.width, max(60, area.width * 3 / 4))
            let height = min(max(3, rows + 2), area.height - 1)
            chromeFrame = Rect(
                x: area.minX + (area.width - width) / 2, y: area.maxY - height, width: width, height: height)
        case .overlay:
            chromeFrame = area.insetBy(dx: min(4, area.width / 10), dy: min(2, area.height / 8))
        case .popover(let anchor):
            chromeFrame = popoverFrame(anchor: anchor, in: area)
        }
        presented.view.frame = chromeFrame.insetBy(dx: 1, dy: 1)
    }

    private func popoverFrame(anchor: PopoverAnchor, in area: Rect) -> Rect {
        let preferred = preferredContentSize ?? Size(width: 44, height: 14)
        let width = min(preferred.width + 2, area.width - 2)
        let height = min(preferred.height + 2, area.height - 2)
        guard let target = anchor.rectInWindow?.intersection(area), !target.isEmpty else {
            // The anchor is gone: fall back to the middle of the screen, with no pointer.
            return area.centered(Size(width: width, height: height))
        }
        let roomBelow = area.maxY - target.maxY
        let roomAbove = target.minY - area.minY
        let below = roomBelow >= height || roomBelow >= roomAbove
        var y = below ? target.maxY : target.minY - height
        y = min(max(area.minY, y), area.maxY - height)
        let midX = target.minX + target.width / 2
        var x = midX - width / 2
        x = min(max(area.minX + 1, x), area.maxX - width - 1)
        x = max(area.minX, x)
        let frame = Rect(x: x, y: y, width: width, height: height)
        if width >= 4 {
            pointer = (min(max(midX, frame.minX + 1), frame.maxX - 2), below)
        }
        return frame
    }

    // MARK: Drawing

    override func drawSubviews(in canvas: Canvas) {
        if style.keepsPresenterVisible { canvas.dim() }
        let chrome = chromeFrame
        let drawChromeAndContent: (Canvas) -> Void = { [unowned self] target in
            self.drawChrome(in: target)
            let inner = self.presented.view
            if case .fullScreen = self.style {
                inner.render(in: target)
            } else {
                inner.render(in: target.sub(Rect(x: 1, y: 1, width: chrome.width - 2, height: chrome.height - 2)))
            }
        }
        let area = canvas.sub(chrome)
        if let running, !running.animation.isFinished {
            let isDismissal = running.operation == .dismiss
            running.look.draw(
                TransitionFrame(
                    progress: running.animation.progress, operation: running.operation, canvas: area, glyphs: glyphs,
                    drawFrom: isDismissal ? drawChromeAndContent : nil,
                    drawTo: isDismissal ? nil : drawChromeAndContent))
        } else if !isDismissing {
            drawChromeAndContent(area)
        }
    }

    private func drawChrome(in canvas: Canvas) {
        let g = glyphs
        canvas.fill(style: .normal)
        switch style {
        case .fullScreen:
            return
        case .overlay(let label):
            canvas.drawBox(glyphs: g.box, style: .role(.borderFocused))
            if canvas.size.width > 4 {
                canvas.writeCentered(
                    " \(label) ", y: 0, in: 2..<(canvas.size.width - 2), style: .role(.overlayLabel),
                    ellipsis: g.ellipsis)
            }
        case .formSheet, .bottomSheet:
            canvas.drawBox(glyphs: g.box, style: .role(.borderFocused))
        case .popover:
            canvas.drawBox(glyphs: g.box, style: .role(.borderFocused))
            if let pointer {
                let x = pointer.x - chromeFrame.x
                canvas.put(
                    pointer.up ? g.arrowUp : g.arrowDown, at: Point(x: x, y: pointer.up ? 0 : canvas.size.height - 1),
                    style: .role(.borderFocused))
            }
        }
    }

    // MARK: Input

    override func hitTest(_ point: Point) -> View? {
        guard !isHidden, bounds.contains(point) else { return nil }
        if chromeFrame.contains(point) {
            let inner = presented.view
            let local = Point(x: point.x - inner.frame.x, y: point.y - inner.frame.y)
            return inner.hitTest(local) ?? self
        }
        return self
    }

    /// A click on the dimmed background closes sheets and popovers; other styles ignore it.
    override func mouseClicked(at point: Point) -> Bool {
        if !chromeFrame.contains(point) && style.isDismissedByContainer {
            dismissByContainer()
        }
        return true
    }

    override func handleKey(_ key: Key) -> Bool { Self.keyBindings.handle(key, on: self) }

    override var keyHints: [KeyHint] { Self.keyBindings.hints(on: self, glyphs: glyphs) }

    override var offeredKeys: [Key] { Self.keyBindings.offeredKeys(on: self) }

    /// What UIKit's dimming-view tap does: dismiss, then tell the presented controller.
    func dismissByContainer() {
        let controller = presented
        guard controller.presentingController != nil else { return }
        controller.dismiss(animated: true) {
            controller.didDismissInteractively()
            controller.presentationDelegate?.presentationDidDismiss(controller)
        }
    }
}
