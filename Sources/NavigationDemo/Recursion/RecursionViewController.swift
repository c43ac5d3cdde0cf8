import TerminalUI

/// The timer tile, the nested-boxes picture, and a line on how the module was shown.
@MainActor
final class RecursionViewController: DemoViewController, RecursionViewInput {
    private let list = ListView()
    private let picture: TextArtView
    private let position = Label("", style: .role(.secondary))
    private let glyphs: GlyphSet
    private var tile = (title: "", enabled: true)
    var presenter: RecursionPresenter?
    var onTimerTap: (() -> Void)?
    var onRecursionTap: ((BarButtonItem) -> Void)?
    var onCategoriesTap: ((BarButtonItem) -> Void)?
    var onStopTap: (() -> Void)?

    private let recursionButton = BarButtonItem(title: "Recursion", hotkey: "r")
    private let categoriesButton = BarButtonItem(title: "Categories", hotkey: "c")
    private var stopButton: BarButtonItem?

    init(glyphs: GlyphSet, art: TextArt, recursionTitle: String, categoriesTitle: String) {
        self.glyphs = glyphs
        picture = TextArtView(art: art, color: .palette(75), layout: .centered)
        super.init()
        preferredContentSize = Size(width: 60, height: 17)
        categoriesButton.action = { [weak self] in
            guard let self else { return }
            self.onCategoriesTap?(self.categoriesButton)
        }
        recursionButton.action = { [weak self] in
            guard let self else { return }
            self.onRecursionTap?(self.recursionButton)
        }
        recursionButton.title = recursionTitle
        categoriesButton.title = categoriesTitle
        updateBarButtons()
    }

    override func loadView() {
        position.alignment = .center
        view = StackedView([(list, .fixed(1)), (picture, .flexible), (position, .fixed(1))])
        list.onActivate = { [weak self] _ in
            guard let self, self.tile.enabled else { return }
            self.onTimerTap?()
        }
        list.showsScrollIndicator = false
    }

    /// The navigation bar's buttons are the peek source: `p` previews what Recursion opens.
    override var peekSourceViews: [View] {
        navigationController.map { [$0.navigationBar] } ?? []
    }

    private func updateBarButtons() {
        navigationItem.leftBarButtonItems = [recursionButton]
        navigationItem.rightBarButtonItems = [categoriesButton] + (stopButton.map { [$0] } ?? [])
    }

    func setTitle(_ title: String) { self.title = title }

    func setTimerTile(title: String, enabled: Bool) {
        tile = (title, enabled)
        loadViewIfNeeded()
        list.items = [ListItem("\(glyphs.timer) \(title)", kind: .tile)]
        onTimerKey = enabled ? { [weak self] in self?.onTimerTap?() } : nil
    }

    func setPositionDescription(_ text: String) {
        loadViewIfNeeded()
        position.text = text
    }

    func setStopButton(title: String?) {
        stopButton = title.map { BarButtonItem(title: $0, hotkey: "x") { [weak self] in self?.onStopTap?() } }
        updateBarButtons()
    }
}
