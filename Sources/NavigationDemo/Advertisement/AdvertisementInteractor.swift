/// One advertisement and the art it shows.
@MainActor
final class AdvertisementInteractorImpl: AdvertisementInteractor {
    private let advertisementId: String
    private let provider: AdvertisementProvider
    private let assets: DemoAssets

    init(advertisementId: String, provider: AdvertisementProvider, assets: DemoAssets) {
        self.advertisementId = advertisementId
        self.provider = provider
        self.assets = assets
    }

    func advertisement() -> Advertisement? { provider.advertisement(id: advertisementId) }

    func art(named name: String) -> TextArt { assets.textArt(name) }
}
