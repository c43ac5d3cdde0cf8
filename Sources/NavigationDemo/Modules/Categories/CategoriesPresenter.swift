/// Shows a level of categories; a row opens subcategories or search results; the timer tile
/// counts down and brings the user back here.
@MainActor
final class CategoriesPresenter {
    private let interactor: CategoriesInteractor
    private let router: CategoriesRouter
    private let strings: DemoStrings
    private let isModal: Bool

    weak var view: CategoriesViewInput? {
        didSet { setUpView() }
    }

    init(interactor: CategoriesInteractor, router: CategoriesRouter, strings: DemoStrings, isModal: Bool) {
        self.interactor = interactor
        self.router = router
        self.strings = strings
        self.isModal = isModal
    }

    private func setUpView() {
        guard let view else { return }
        view.setTitle(interactor.category()?.title ?? strings.selectCategory)
        view.setCategories(
            interactor.subcategories().map { category in
                CategoryRowData(title: category.title, hasSubcategories: !category.isLeaf) { [weak self] in
                    self?.open(category)
                }
            })
        if interactor.hasTimer {
            view.setTimerTile(title: strings.startTimer, enabled: true)
            view.onTimerTap = { [weak self] in self?.startTimer() }
        } else {
            view.setTimerTile(title: nil, enabled: false)
        }
        view.setStopButton(title: isModal ? strings.stop : nil)
        view.onStopTap = { [weak self] in self?.router.closeCategories() }
    }

    private func open(_ category: Category) {
        if category.isLeaf {
            router.showSearchResults(categoryId: category.id)
        } else {
            router.showSubcategories(categoryId: category.id)
        }
    }

    private func startTimer() {
        ComebackCountdown(strings: strings).start(
            startTimer: interactor.startTimer,
            showTile: { [weak self] title, enabled in self?.view?.setTimerTile(title: title, enabled: enabled) },
            comeBack: { [weak self] in self?.router.returnToCategories() })
    }
}
