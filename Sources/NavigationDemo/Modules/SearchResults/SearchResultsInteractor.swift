/// The results of one category, and whether locked ones are open yet.
@MainActor
final class SearchResultsInteractorImpl: SearchResultsInteractor {
    private let categoryId: String
    private let categories: CategoriesProvider
    private let provider: SearchResultsProvider
    private let authorizationStatus: AuthorizationStatus

    init(
        categoryId: String, categories: CategoriesProvider, provider: SearchResultsProvider,
        authorizationStatus: AuthorizationStatus
    ) {
        self.categoryId = categoryId
        self.categories = categories
        self.provider = provider
        self.authorizationStatus = authorizationStatus
    }

    var categoryTitle: String { categories.category(id: categoryId)?.title ?? categoryId }

    func searchResults() -> [SearchResult] { provider.searchResults(categoryId: categoryId) }

    var isAuthorized: Bool { authorizationStatus.isAuthorized }
}
