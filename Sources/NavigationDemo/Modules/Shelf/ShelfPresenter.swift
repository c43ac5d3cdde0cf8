/// Shelves open the next style on top of themselves. A shelf never closes itself: it tells
/// its parent, and the parent calls `dismissCurrentModule()` on it. When Esc already closed a
/// bottom sheet, that call finds nothing left to dismiss, and Marshroute dismisses nothing a
/// second time (its history learns the sheet is gone).
@MainActor
final class ShelfPresenter: ShelfModuleInput {
    private let interactor: ShelfInteractor
    private let router: ShelfRouter
    private let strings: DemoStrings
    var onFinish: (() -> Void)?

    weak var view: ShelfViewInput? {
        didSet { setUpView() }
    }
    /// Only while the retain-cycle lesson runs (`DeliberateLeak`): the view, held strongly on
    /// purpose, so that view and presenter keep each other alive after the screen closes.
    private var deliberatelyRetainedView: ShelfViewInput?

    init(interactor: ShelfInteractor, router: ShelfRouter, strings: DemoStrings) {
        self.interactor = interactor
        self.router = router
        self.strings = strings
    }

    private func setUpView() {
        guard let view else { return }
        let style = interactor.style
        let title: String =
            switch style {
            case .root: strings["shelves.root"]
            case .modalWithNavigationBar: strings["shelves.modal"]
            case .modalBottomSheetWithNavigationBar, .modalBottomSheetWithoutNavigationBar: strings["shelves.sheet"]
            }
        view.setTitle(title)
        view.setButtons(
            cancelTitle: style == .root ? nil : strings.cancel,
            nextTitle: style.next == nil ? nil : strings["shelves.button"])
        view.onNextTap = { [weak self] in self?.showNext() }
        view.onCancelTap = { [weak self] in self?.onFinish?() }
        view.onDismissedByContainer = { [weak self] in self?.onFinish?() }
    }

    private func showNext() {
        guard let next = interactor.style.next else { return }
        router.showShelf(style: next) { module in
            module.onFinish = { [weak module] in module?.dismissCurrentModule() }
        }
    }

    func dismissCurrentModule() {
        router.closeShelf()
    }

    /// Closes the retain cycle the lesson asks for: the presenter holds its view.
    func retainViewDeliberately(for leak: DeliberateLeak) {
        deliberatelyRetainedView = view
        leak.note(self)
    }
}

extension ShelfPresenter: DeliberateLeak.Participant {
    func breakDeliberateCycle() { deliberatelyRetainedView = nil }
}
