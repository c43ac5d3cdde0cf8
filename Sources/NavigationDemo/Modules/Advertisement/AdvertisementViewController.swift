import TerminalUI

/// The pattern fills the screen; the recommendations sit below it under a header.
@MainActor
final class AdvertisementViewController: DemoViewController, AdvertisementViewInput {
    private let pattern = TextArtView(art: TextArt(name: "", lines: []))
    private let header = Label("", style: .role(.accent))
    private let list = ListView()
    private var rows: [RecommendationRowData] = []
    var presenter: AdvertisementPresenter?
    /// The advertisement's number (`#16`): routes check it to update rather than push again.
    private(set) var advertisementNumber: Int?
    var onRecursionTap: ((BarButtonItem) -> Void)?
    var onNextTap: (() -> Void)?
    private var recursionButton: BarButtonItem!

    init(recursionTitle: String) {
        super.init()
        recursionButton = senderBarButton(.recursion, title: recursionTitle) { [weak self] in
            self?.onRecursionTap?($0)
        }
        navigationItem.rightBarButtonItems = [recursionButton]
    }

    func setNextButton(title: String?) {
        let next = title.map { barButton(.next, title: $0) { [weak self] in self?.onNextTap?() } }
        navigationItem.rightBarButtonItems = [next, recursionButton].compactMap { $0 }
    }

    override func loadView() {
        view = StackedView([(pattern, .flexible), (header, .fixed(1)), (list, .fixed(4))])
        list.onActivate = { [weak self] index in self?.rows[index].onTap() }
    }

    override var peekSourceViews: [View] {
        [list] + navigationBarPeekSources
    }

    /// The list is always one.
    override var hasPeekSources: Bool { true }

    func setTitle(_ title: String) { self.title = title }

    func setNumber(_ number: Int) { advertisementNumber = number }

    func setPattern(_ art: TextArt, color: Int) {
        pattern.art = art
        pattern.color = .palette(UInt8(clamping: color))
    }

    func setRecommendations(title: String, rows: [RecommendationRowData]) {
        self.rows = rows
        loadViewIfNeeded()
        header.text = " \(title)"
        list.items = rows.map { ListItem($0.title) }
    }

    func setRecommendationsHidden(_ hidden: Bool) {
        header.isHidden = hidden
        list.isHidden = hidden
        view.setNeedsLayout()
    }
}
