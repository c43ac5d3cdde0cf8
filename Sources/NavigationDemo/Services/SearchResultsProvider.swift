/// One search result: its row, whether it needs authorization, and how its ad looks.
struct SearchResult: Equatable, Sendable {
    let id: AdvertisementID
    let title: String
    let requiresAuthorization: Bool
    let pattern: String
    /// A 256-color palette index.
    let color: Int
}

/// Search results, generated from the category id: the same category always gives the same
/// 30 rows, so a scripted scenario gives the same screen on every run.
@MainActor
protocol SearchResultsProvider: AnyObject {
    func searchResults(categoryId: String) -> [SearchResult]
    func searchResult(id: AdvertisementID) -> SearchResult?
}

@MainActor
final class SearchResultsProviderImpl: SearchResultsProvider {
    static let count = 30
    private let categories: CategoriesProvider
    private let patterns: [String]

    init(categories: CategoriesProvider, patterns: [String]) {
        self.categories = categories
        self.patterns = patterns.isEmpty ? ["pattern"] : patterns
    }

    func searchResults(categoryId: String) -> [SearchResult] {
        guard let category = categories.category(id: categoryId) else { return [] }
        var random = SplitMix64(hashing: categoryId)
        return (1...SearchResultsProviderImpl.count).map { index in
            SearchResult(
                id: .searchResult(categoryId: categoryId, row: index), title: "\(category.title) \(index)",
                requiresAuthorization: random.next() % 4 == 0,
                pattern: patterns[Int(random.next() % UInt64(patterns.count))],
                color: Self.colors[Int(random.next() % UInt64(Self.colors.count))])
        }
    }

    /// A result is found again from its id alone: its category's results, at its row.
    func searchResult(id: AdvertisementID) -> SearchResult? {
        guard case .searchResult(let categoryId, let row) = id, (1...Self.count).contains(row) else { return nil }
        let results = searchResults(categoryId: categoryId)
        return results.indices.contains(row - 1) ? results[row - 1] : nil
    }

    /// Bright, readable colors of the 256-color cube.
    static let colors: [Int] = [
        33, 39, 45, 69, 75, 81, 105, 111, 117, 141, 147, 171, 177, 207, 213, 209, 215, 221, 227, 155, 119, 83, 49, 43,
    ]
}
