import TerminalUI

/// The categories list; the top level starts with the timer tile.
@MainActor
final class CategoriesViewController: DemoViewController, CategoriesViewInput {
    private let list = ListView()
    private var rows: [CategoryRowData] = []
    private var tileTitle: String?
    private let glyphs: GlyphSet
    var presenter: CategoriesPresenter?
    var onStopTap: (() -> Void)?
    /// Whether peeking at a leaf row makes sense (see `CategoriesRouter.canPreviewSearchResults`).
    var canPreviewLeaves = true

    init(glyphs: GlyphSet) {
        self.glyphs = glyphs
        super.init()
        preferredContentSize = Size(width: 48, height: 18)
    }

    override func loadView() {
        view = list
        list.onActivate = { [weak self] index in self?.activate(index) }
    }

    override var peekSourceViews: [View] { [list] }

    /// The list is always one.
    override var hasPeekSources: Bool { true }

    override func startPeek(context: PreviewingContext, location: Point) {
        if !canPreviewLeaves, let row = list.rowIndex(at: location), let data = rowData(at: row), !data.hasSubcategories
        {
            return
        }
        super.startPeek(context: context, location: location)
    }

    private var tileOffset: Int { tileTitle == nil ? 0 : 1 }

    private func rowData(at index: Int) -> CategoryRowData? {
        let row = index - tileOffset
        return row >= 0 && row < rows.count ? rows[row] : nil
    }

    private func activate(_ index: Int) {
        if tileTitle != nil && index == 0 {
            onTimerKey?()
            return
        }
        rowData(at: index)?.onTap()
    }

    private func reload() {
        var items: [ListItem] = []
        if let tileTitle {
            items.append(timerTileItem(title: tileTitle, glyphs: glyphs))
        }
        let arrow = glyphs.isASCII ? ">" : "›"
        items += rows.map { ListItem($0.title, detail: $0.hasSubcategories ? arrow : nil) }
        list.items = items
    }

    // MARK: CategoriesViewInput

    func setTitle(_ title: String) { self.title = title }

    func setCategories(_ rows: [CategoryRowData]) {
        self.rows = rows
        loadViewIfNeeded()
        reload()
    }

    func setTimerTile(title: String?, enabled: Bool) {
        tileTitle = title
        setTimerTileEnabled(title != nil && enabled)
        loadViewIfNeeded()
        reload()
    }

    func setStopButton(title: String?) {
        navigationItem.rightBarButtonItems =
            title.map { [barButton(.stop, title: $0) { [weak self] in self?.onStopTap?() }] } ?? []
    }
}
