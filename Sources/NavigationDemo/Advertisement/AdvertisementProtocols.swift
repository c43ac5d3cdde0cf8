import Marshroute
import TerminalUI

struct RecommendationRowData {
    let title: String
    let onTap: () -> Void
}

@MainActor
protocol AdvertisementViewInput: AnyObject {
    func setTitle(_ title: String)
    func setNumber(_ number: Int)
    func setPattern(_ art: TextArt, color: Int)
    func setRecommendations(title: String, rows: [RecommendationRowData])
    /// Peeking shows the pattern only; the recommendations come back once it pops.
    func setRecommendationsHidden(_ hidden: Bool)
    var onRecursionTap: ((BarButtonItem) -> Void)? { get set }
}

@MainActor
protocol AdvertisementInteractor: AnyObject {
    func advertisement() -> Advertisement?
    func art(named name: String) -> TextArt
}

@MainActor
protocol AdvertisementRouter: AnyObject {
    func showSimilarSearchResult(advertisementId: String)
    func showRecursion(sender: BarButtonItem)
}
