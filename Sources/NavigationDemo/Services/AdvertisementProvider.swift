/// An advertisement: its pattern and color, and four other ads it recommends.
struct Advertisement: Equatable, Sendable {
    let id: AdvertisementID
    /// What routes and the screen call it (`adverts/16`, `#16`).
    let number: Int
    let title: String
    let pattern: String
    let color: Int
    let recommendations: [Recommendation]
}

/// Advertisements of search results and of the recommended fruit, cached by id.
@MainActor
protocol AdvertisementProvider: AnyObject {
    func advertisement(id: AdvertisementID) -> Advertisement?
}

@MainActor
final class AdvertisementProviderImpl: AdvertisementProvider {
    private let searchResults: SearchResultsProvider
    private let recommendations: [Recommendation]
    private let numbering: AdvertisementNumbering
    private var cache: [AdvertisementID: Advertisement] = [:]

    init(searchResults: SearchResultsProvider, recommendations: [Recommendation], numbering: AdvertisementNumbering) {
        self.searchResults = searchResults
        self.recommendations = recommendations
        self.numbering = numbering
    }

    func advertisement(id: AdvertisementID) -> Advertisement? {
        if let cached = cache[id] { return cached }
        guard let number = numbering.number(of: id) else { return nil }
        let advertisement: Advertisement
        switch id {
        case .recommendation(let fruitId):
            guard let fruit = recommendations.first(where: { $0.id == fruitId }) else { return nil }
            advertisement = Advertisement(
                id: id, number: number, title: fruit.title, pattern: fruit.pattern, color: fruit.color,
                recommendations: recommended(excluding: fruitId))
        case .searchResult:
            guard let result = searchResults.searchResult(id: id) else { return nil }
            advertisement = Advertisement(
                id: id, number: number, title: result.title, pattern: result.pattern, color: result.color,
                recommendations: recommended(excluding: nil))
        }
        cache[id] = advertisement
        return advertisement
    }

    /// Always four: the current fruit is left out, or else the first fruit is.
    private func recommended(excluding id: String?) -> [Recommendation] {
        var list = recommendations.filter { $0.id != id }
        if list.count > 4 { list.removeFirst(list.count - 4) }
        return list
    }
}
