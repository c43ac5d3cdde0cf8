import TerminalUI

@MainActor
final class SearchResultsViewController: DemoViewController, SearchResultsViewInput {
    private let list = ListView()
    private let glyphs: GlyphSet
    private var rows: [SearchResultRowData] = []
    var presenter: SearchResultsPresenter?
    var onRecursionTap: ((BarButtonItem) -> Void)?

    init(glyphs: GlyphSet, recursionTitle: String) {
        self.glyphs = glyphs
        super.init()
        navigationItem.rightBarButtonItems = [
            senderBarButton(.recursion, title: recursionTitle) { [weak self] in self?.onRecursionTap?($0) }
        ]
    }

    override func loadView() {
        view = list
        list.onActivate = { [weak self] index in self?.rows[index].onTap() }
    }

    override var peekSourceViews: [View] {
        [list] + navigationBarPeekSources
    }

    /// The list is always one.
    override var hasPeekSources: Bool { true }

    func setTitle(_ title: String) { self.title = title }

    func setSearchResults(_ rows: [SearchResultRowData]) {
        self.rows = rows
        loadViewIfNeeded()
        let selected = list.selectedIndex
        list.items = rows.map { row in
            ListItem(row.isLocked ? "\(glyphs.lock) \(row.title)" : row.title, foreground: .palette(UInt8(row.color)))
        }
        if let selected { list.select(selected) }
    }
}
