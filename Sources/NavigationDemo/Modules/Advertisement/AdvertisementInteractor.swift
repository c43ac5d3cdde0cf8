/// One advertisement and the art it shows.
@MainActor
final class AdvertisementInteractorImpl: AdvertisementInteractor {
    private let advertisementId: AdvertisementID
    private let provider: AdvertisementProvider
    private let searchResults: SearchResultsProvider
    private let authorization: AuthorizationStatus
    private let assets: DemoAssets

    init(
        advertisementId: AdvertisementID, provider: AdvertisementProvider, searchResults: SearchResultsProvider,
        authorization: AuthorizationStatus, assets: DemoAssets
    ) {
        self.advertisementId = advertisementId
        self.provider = provider
        self.searchResults = searchResults
        self.authorization = authorization
        self.assets = assets
    }

    func advertisement() -> Advertisement? { provider.advertisement(id: advertisementId) }

    func art(named name: String) -> TextArt { assets.textArt(name) }

    func nextAdvertisementId() -> AdvertisementID? {
        guard let categoryId = advertisementId.categoryId else { return nil }
        let results = searchResults.searchResults(categoryId: categoryId)
        guard let index = results.firstIndex(where: { $0.id == advertisementId }) else { return nil }
        return results[(index + 1)...].first { !$0.requiresAuthorization || authorization.isAuthorized }?.id
    }
}
