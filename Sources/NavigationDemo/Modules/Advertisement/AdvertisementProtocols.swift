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
    /// Shows the Next button with `title` (nil hides it: no next result to open).
    func setNextButton(title: String?)
    var onRecursionTap: ((BarButtonItem) -> Void)? { get set }
    var onNextTap: (() -> Void)? { get set }
}

@MainActor
protocol AdvertisementInteractor: AnyObject {
    func advertisement() -> Advertisement?
    func art(named name: String) -> TextArt
    /// The next result of the same search the user may open (locked ones are skipped until
    /// they log in); nil for the last one and for recommended fruit.
    func nextAdvertisementId() -> AdvertisementID?
}

@MainActor
protocol AdvertisementRouter: AnyObject {
    func showSimilarSearchResult(advertisementId: AdvertisementID)
    /// The next result in place of this advertisement.
    func showNextAdvertisement(advertisementId: AdvertisementID)
    func showRecursion(sender: BarButtonItem)
}
