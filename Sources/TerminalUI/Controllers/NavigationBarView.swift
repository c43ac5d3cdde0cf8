/// The bar on top of a navigation stack: `‹ <previous title>` on the left, the title centered,
/// the top screen's bar buttons (`[r]Recursion`) on the right. When space runs out the back
/// title shrinks to `‹`, buttons shrink to their hotkeys, and the title gets an ellipsis.
@MainActor
final class NavigationBarView: View {
    weak var navigationController: NavigationController?

    /// The back button's area (for clicks), nil when there is none.
    private(set) var backFrame: Rect?
    private var items: [BarButtonItem] = []

    init(navigationController: NavigationController) {
        self.navigationController = navigationController
        super.init()
    }

    struct Piece {
        var text: String
        var item: BarButtonItem?
        var isBack = false
    }

    private func pieces(compact: Int) -> (left: [Piece], right: [Piece]) {
        guard let nav = navigationController, let top = nav.topViewController else { return ([], []) }
        let g = glyphs
        var left: [Piece] = []
        let item = top.navigationItem
        if let previous = backTarget,
            !item.hidesBackButton
                && (item.leftBarButtonItems.isEmpty || item.leftItemsSupplementBackButton)
        {
            let title =
                previous.navigationItem.backButtonTitle ?? previous.navigationItem.title ?? previous.title ?? "Back"
            left.append(Piece(text: compact >= 1 ? g.back : "\(g.back) \(title)", isBack: true))
        }
        for button in item.leftBarButtonItems {
            left.append(
                Piece(text: compact >= 2 ? button.hotkey.map { "[\($0)]" } ?? button.title : button.label, item: button)
            )
        }
        let right = item.rightBarButtonItems.map { button in
            Piece(text: compact >= 2 ? button.hotkey.map { "[\($0)]" } ?? button.title : button.label, item: button)
        }
        return (left, right)
    }

    /// The screen Back returns to: the one under the top, or, for the first screen of a
    /// collapsed split's detail, the master's top screen.
    private var backTarget: ViewController? {
        guard let nav = navigationController else { return nil }
        if nav.viewControllers.count > 1 { return nav.viewControllers[nav.viewControllers.count - 2] }
        return (nav.parent as? SplitViewController)?.collapsedBackTarget(for: nav)
    }

    private func width(of pieces: [Piece]) -> Int {
        pieces.isEmpty ? 0 : pieces.map { TextWidth.of($0.text) }.reduce(0, +) + 2 * (pieces.count - 1)
    }

    /// Where everything goes at the current width: computed apart from drawing, so that a
    /// popover can anchor to a button before the bar was ever drawn.
    struct BarLayout {
        var placed: [(piece: Piece, frame: Rect)] = []
        var title = ""
        var titleRange: Range<Int> = 0..<0
    }

    private func computeLayout(width totalWidth: Int) -> BarLayout {
        var layout = BarLayout()
        guard let nav = navigationController else { return layout }
        let top = nav.topViewController
        layout.title = top?.navigationItem.title ?? top?.title ?? ""
        let titleWidth = TextWidth.of(layout.title)
        // Pick the roomiest variant in which the title fits, else the most compact one.
        var chosen = pieces(compact: 0)
        for level in 0...2 {
            chosen = pieces(compact: level)
            let side = max(width(of: chosen.left), width(of: chosen.right))
            if titleWidth + 2 * side + 4 <= totalWidth { break }
        }
        var x = 1
        for piece in chosen.left {
            let w = min(TextWidth.of(piece.text), max(0, totalWidth - x - 1))
            layout.placed.append((piece, Rect(x: x, y: 0, width: w, height: 1)))
            x += w + 2
        }
        let leftEnd = x - 2
        var rightStart = totalWidth - 1
        var rx = totalWidth - 1 - width(of: chosen.right)
        if rx > leftEnd + 1 {
            rightStart = rx
            for piece in chosen.right {
                let w = TextWidth.of(piece.text)
                layout.placed.append((piece, Rect(x: rx, y: 0, width: w, height: 1)))
                rx += w + 2
            }
        }
        let side = max(leftEnd, totalWidth - rightStart)
        var titleRange = side + 1..<max(side + 1, totalWidth - side - 1)
        if titleRange.count < min(titleWidth, 8) {
            titleRange = (leftEnd + 2)..<max(leftEnd + 2, rightStart - 1)
        }
        layout.titleRange = titleRange
        return layout
    }

    /// Records every shown button's frame (and the back button's) for clicks and anchors, and
    /// returns the layout, which drawing uses as it is.
    @discardableResult
    func layoutItems() -> BarLayout {
        let layout = computeLayout(width: bounds.width)
        for item in items { item.frameInBar = nil }
        items = []
        backFrame = nil
        for (piece, frame) in layout.placed {
            if piece.isBack { backFrame = frame }
            if let item = piece.item {
                item.frameInBar = frame
                item.bar = self
                items.append(item)
            }
        }
        return layout
    }

    override func layoutSubviews() {
        layoutItems()
    }

    override func draw(in canvas: Canvas) {
        guard let nav = navigationController else { return }
        let g = glyphs
        let barStyle = Style(.navigationBar)
        canvas.fill(style: barStyle)
        let layout = layoutItems()
        for (piece, frame) in layout.placed {
            if piece.isBack {
                canvas.write(
                    piece.text, at: frame.origin, style: .role(.barButton), maxWidth: frame.width, ellipsis: g.ellipsis)
            } else {
                drawButton(piece, at: frame.x, canvas: canvas)
            }
        }
        let focused = nav.isOnFocusPath
        let titleStyle: Style = focused || nav.splitViewController == nil ? .role(.title) : .role(.navigationBar)
        if !layout.titleRange.isEmpty {
            canvas.fill(
                Rect(x: layout.titleRange.lowerBound, y: 0, width: layout.titleRange.count, height: 1), style: barStyle)
            canvas.writeCentered(layout.title, y: 0, in: layout.titleRange, style: titleStyle, ellipsis: g.ellipsis)
        }
    }

    private func drawButton(_ piece: Piece, at x: Int, canvas: Canvas) {
        let enabled = piece.item?.isEnabled ?? true
        let style: Style = enabled ? .role(.barButton) : .role(.disabled)
        if let hotkey = piece.item?.hotkey, piece.text.hasPrefix("[\(hotkey)]") {
            canvas.write("[", at: Point(x: x, y: 0), style: style)
            canvas.put(hotkey, at: Point(x: x + 1, y: 0), style: enabled ? .role(.hotkey) : style)
            canvas.write(piece.text.dropFirst(2), at: Point(x: x + 2, y: 0), style: style)
        } else {
            canvas.write(piece.text, at: Point(x: x, y: 0), style: style)
        }
    }

    /// A peek at the bar points at its first button.
    override var peekLocation: Point? {
        guard let nav = navigationController, let top = nav.topViewController else { return nil }
        let first = top.navigationItem.leftBarButtonItems.first ?? top.navigationItem.rightBarButtonItems.first
        return first?.frameInBar?.origin
    }

    /// The bar button drawn at a point (bar coordinates), if any.
    func barButtonItem(at point: Point) -> BarButtonItem? {
        items.first { $0.frameInBar?.contains(point) == true }
    }

    override func mouseClicked(at point: Point) -> Bool {
        if let backFrame, backFrame.contains(point), let nav = navigationController {
            if nav.viewControllers.count > 1 {
                nav.popViewController(animated: true)
            } else if let split = nav.parent as? SplitViewController {
                split.focusedColumn = .master
            }
            return true
        }
        for item in items where item.frameInBar?.contains(point) == true {
            item.press()
            return true
        }
        return false
    }
}

/// A navigation controller's view: the bar, and the content area that animates pushes and pops.
@MainActor
final class NavigationContainerView: View {
    let bar: NavigationBarView
    let content = TransitionHostView()
    weak var navigationController: NavigationController?

    init(navigationController: NavigationController) {
        self.navigationController = navigationController
        bar = NavigationBarView(navigationController: navigationController)
        super.init()
        addSubview(content)
        addSubview(bar)
    }

    override func layoutSubviews() {
        let hidden = navigationController?.isNavigationBarHidden ?? false
        bar.isHidden = hidden
        let (barRect, rest) = bounds.dividedTop(hidden ? 0 : 1)
        bar.frame = barRect
        content.frame = rest
    }
}
