import TerminalUI

/// Shelves of books, tiled; the sheet without a navigation bar says how to close it.
@MainActor
final class ShelfViewController: DemoViewController, ShelfViewInput {
    private let shelves: TextArtView
    private let caption = Label("", style: .role(.secondary))
    private let showsCaption: Bool
    var presenter: ShelfPresenter?
    var onCancelTap: (() -> Void)?
    var onNextTap: (() -> Void)?
    var onDismissedByContainer: (() -> Void)?

    init(art: TextArt, showsCaption: Bool) {
        shelves = TextArtView(art: art, color: .palette(178))
        self.showsCaption = showsCaption
        super.init()
    }

    override func loadView() {
        caption.alignment = .center
        view = showsCaption ? StackedView([(caption, .fixed(1)), (shelves, .flexible)]) : shelves
    }

    func setTitle(_ title: String) {
        self.title = title
        loadViewIfNeeded()
        caption.text = "\(title) · Esc closes this sheet"
    }

    func setButtons(cancelTitle: String?, nextTitle: String?) {
        navigationItem.leftBarButtonItems =
            cancelTitle.map { [barButton(.cancel, title: $0) { [weak self] in self?.onCancelTap?() }] } ?? []
        navigationItem.rightBarButtonItems =
            nextTitle.map { [barButton(.shelves, title: $0) { [weak self] in self?.onNextTap?() }] } ?? []
    }

    override func didDismissInteractively() {
        onDismissedByContainer?()
    }
}
