/// Which advertisement, inside the app: a search result (its category and its row, from 1)
/// or a recommended fruit (its id in the recommendations asset). Routes and screens use its
/// number instead (`adverts/16`, `#16`: `AdvertisementNumbering`); this is what the services
/// and the modules pass around, so nothing takes an id apart again.
enum AdvertisementID: Hashable, Sendable, CustomStringConvertible {
    /// Row `row` (from 1) of the search results of category `categoryId`.
    case searchResult(categoryId: String, row: Int)
    /// The recommendation whose asset id is `id` (`fruit-2`).
    case recommendation(id: String)

    /// The category whose results hold it; nil for a recommendation.
    var categoryId: String? {
        switch self {
        case .searchResult(let categoryId, _): categoryId
        case .recommendation: nil
        }
    }

    /// `1.1/3` for a search result, the asset's id (`fruit-2`) for a recommendation: what the
    /// delegate's marks (`AdvertisementAssemblyImpl fruit-2`) and the log show.
    var description: String {
        switch self {
        case .searchResult(let categoryId, let row): "\(categoryId)/\(row)"
        case .recommendation(let id): id
        }
    }
}
