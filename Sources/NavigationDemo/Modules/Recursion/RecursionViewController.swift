import TerminalUI

/// The timer tile, the nested-boxes picture, and a line on how the module was shown.
@MainActor
final class RecursionViewController: DemoViewController, RecursionViewInput {
    private let list = ListView()
    private let picture: TextArtView
    private let position = Label("", style: .role(.secondary))
    private let glyphs: GlyphSet
    var presenter: RecursionPresenter?
    var onRecursionTap: ((BarButtonItem) -> Void)?
    var onCategoriesTap: ((BarButtonItem) -> Void)?
    var onStopTap: (() -> Void)?
    var onWillAppear: ((_ inPopover: Bool) -> Void)?

    /// Built in init, as its action needs `self`; the stop button, when shown, follows it.
    private var categoriesButton: BarButtonItem?
    private var stopButton: BarButtonItem?

    init(glyphs: GlyphSet, art: TextArt, recursionTitle: String, categoriesTitle: String) {
        self.glyphs = glyphs
        picture = TextArtView(art: art, color: .palette(75), layout: .centered)
        super.init()
        preferredContentSize = Size(width: 60, height: 17)
        navigationItem.leftBarButtonItems = [
            senderBarButton(.recursion, title: recursionTitle) { [weak self] in self?.onRecursionTap?($0) }
        ]
        categoriesButton = senderBarButton(.categories, title: categoriesTitle) { [weak self] in
            self?.onCategoriesTap?($0)
        }
        updateRightBarButtons()
    }

    override func loadView() {
        position.alignment = .center
        view = StackedView([(list, .fixed(1)), (picture, .flexible), (position, .fixed(1))])
        list.onActivate = { [weak self] _ in self?.onTimerKey?() }
        list.showsScrollIndicator = false
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        onWillAppear?(isInPopover)
    }

    /// Whether the presentation this screen is in (its own, or its navigation controller's) is
    /// a popover.
    private var isInPopover: Bool {
        var controller: ViewController? = self
        while let current = controller {
            if let style = current.activePresentationStyle {
                if case .popover = style { return true }
                return false
            }
            controller = current.parent
        }
        return false
    }

    /// The navigation bar's buttons are the peek source: `p` previews what Recursion opens.
    override var peekSourceViews: [View] { navigationBarPeekSources }

    private func updateRightBarButtons() {
        navigationItem.rightBarButtonItems = [categoriesButton, stopButton].compactMap { $0 }
    }

    func setTitle(_ title: String) { self.title = title }

    func setTimerTile(title: String, enabled: Bool) {
        loadViewIfNeeded()
        list.items = [timerTileItem(title: title, glyphs: glyphs)]
        setTimerTileEnabled(enabled)
    }

    func setPositionDescription(_ text: String) {
        loadViewIfNeeded()
        position.text = text
    }

    func setStopButton(title: String?) {
        stopButton = title.map { barButton(.stop, title: $0) { [weak self] in self?.onStopTap?() } }
        updateRightBarButtons()
    }
}
