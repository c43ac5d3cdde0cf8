import Marshroute
import TerminalUI

struct SearchResultRowData {
    let title: String
    let isLocked: Bool
    let color: Int
    let onTap: () -> Void
}

@MainActor
protocol SearchResultsViewInput: AnyObject {
    func setTitle(_ title: String)
    func setSearchResults(_ rows: [SearchResultRowData])
    var onRecursionTap: ((BarButtonItem) -> Void)? { get set }
}

@MainActor
protocol SearchResultsInteractor: AnyObject {
    var categoryTitle: String { get }
    func searchResults() -> [SearchResult]
    var isAuthorized: Bool { get }
}

@MainActor
protocol SearchResultsRouter: AnyObject {
    func showAdvertisement(searchResultId: AdvertisementID)
    func showRecursion(sender: BarButtonItem)
}
