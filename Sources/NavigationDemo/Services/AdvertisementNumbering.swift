/// The numbers routes and screens use for advertisements (`adverts/16`, `#16`): unique in the
/// app and stable from run to run. The 30 results of each category without subcategories come
/// first, in the catalog's order (#1 is the first result of the first such category), then the
/// recommended fruit; so a number turns back into the internal id without generating any list.
@MainActor
final class AdvertisementNumbering {
    private let fruitIds: [String]
    private let resultCategoryIds: [String]
    private let categoryPositions: [String: Int]

    init(recommendations: [Recommendation], categories: [Category]) {
        fruitIds = recommendations.map(\.id)
        var leaves: [String] = []
        func collect(_ category: Category) {
            if let subcategories = category.subcategories, !subcategories.isEmpty {
                subcategories.forEach(collect)
            } else {
                leaves.append(category.id)
            }
        }
        categories.forEach(collect)
        resultCategoryIds = leaves
        categoryPositions = Dictionary(leaves.enumerated().map { ($1, $0) }, uniquingKeysWith: { first, _ in first })
    }

    /// The highest number in use.
    var largestNumber: Int { resultCount + fruitIds.count }

    /// The number of an advertisement; nil for one the catalog does not have.
    func number(of advertisementId: AdvertisementID) -> Int? {
        switch advertisementId {
        case .recommendation(let id):
            return fruitIds.firstIndex(of: id).map { resultCount + $0 + 1 }
        case .searchResult(let categoryId, let row):
            guard (1...SearchResultsProviderImpl.count).contains(row), let position = categoryPositions[categoryId]
            else { return nil }
            return position * SearchResultsProviderImpl.count + row
        }
    }

    /// The advertisement a number stands for; nil outside `1...largestNumber`.
    func advertisementId(number: Int) -> AdvertisementID? {
        guard number >= 1, number <= largestNumber else { return nil }
        if number > resultCount { return .recommendation(id: fruitIds[number - resultCount - 1]) }
        let offset = number - 1
        return .searchResult(
            categoryId: resultCategoryIds[offset / SearchResultsProviderImpl.count],
            row: offset % SearchResultsProviderImpl.count + 1)
    }

    private var resultCount: Int { resultCategoryIds.count * SearchResultsProviderImpl.count }

    /// Whether the category's results are numbered (it has no subcategories).
    func hasResults(categoryId: String) -> Bool { categoryPositions[categoryId] != nil }
}
