/// An advertisement: its pattern and color, and four other ads it recommends.
struct Advertisement: Equatable, Sendable {
    let id: String
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
    func advertisement(id: String) -> Advertisement?
}

@MainActor
final class AdvertisementProviderImpl: AdvertisementProvider {
    private let searchResults: SearchResultsProvider
    private let recommendations: [Recommendation]
    private let numbering: AdvertisementNumbering
    private var cache: [String: Advertisement] = [:]

    init(searchResults: SearchResultsProvider, recommendations: [Recommendation], numbering: AdvertisementNumbering) {
        self.searchResults = searchResults
        self.recommendations = recommendations
        self.numbering = numbering
    }

    func advertisement(id: String) -> Advertisement? {
        if let cached = cache[id] { return cached }
        guard let number = numbering.number(of: id) else { return nil }
        let advertisement: Advertisement
        if let fruit = recommendations.first(where: { $0.id == id }) {
            advertisement = Advertisement(
                id: id, number: number, title: fruit.title, pattern: fruit.pattern, color: fruit.color,
                recommendations: recommended(excluding: id))
        } else if let result = searchResults.searchResult(id: id) {
            advertisement = Advertisement(
                id: id, number: number, title: result.title, pattern: result.pattern, color: result.color,
                recommendations: recommended(excluding: id))
        } else {
            return nil
        }
        cache[id] = advertisement
        return advertisement
    }

    /// Always four: the current ad is left out, or else the first fruit is.
    private func recommended(excluding id: String) -> [Recommendation] {
        var list = recommendations.filter { $0.id != id }
        if list.count > 4 { list.removeFirst(list.count - 4) }
        return list
    }
}
