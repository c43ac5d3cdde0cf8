/// 30 results of a category; a locked one asks for Authorization first.
@MainActor
final class SearchResultsPresenter {
    private let interactor: SearchResultsInteractor
    private let router: SearchResultsRouter
    private weak var applicationModule: ApplicationModuleInput?

    weak var view: SearchResultsViewInput? {
        didSet { setUpView() }
    }

    init(interactor: SearchResultsInteractor, router: SearchResultsRouter, applicationModule: ApplicationModuleInput?) {
        self.interactor = interactor
        self.router = router
        self.applicationModule = applicationModule
    }

    private func setUpView() {
        guard let view else { return }
        view.setTitle(interactor.categoryTitle)
        let isAuthorized = interactor.isAuthorized
        view.setSearchResults(
            interactor.searchResults().map { result in
                SearchResultRowData(
                    title: result.title, isLocked: result.requiresAuthorization && !isAuthorized,
                    color: result.color
                ) { [weak self] in self?.open(result) }
            })
        view.onRecursionTap = { [weak self] sender in self?.router.showRecursion(sender: sender) }
    }

    private func open(_ result: SearchResult) {
        guard result.requiresAuthorization && !interactor.isAuthorized else {
            router.showAdvertisement(searchResultId: result.id)
            return
        }
        applicationModule?.showAuthorization { [weak self] isAuthorized in
            guard let self, isAuthorized else { return }
            self.setUpView()
            self.router.showAdvertisement(searchResultId: result.id)
        }
    }
}
