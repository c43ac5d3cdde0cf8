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

    /// The number of an advertisement id (`1.1/3`, `fruit-1`).
    func number(of advertisementId: String) -> Int? {
        if let index = fruitIds.firstIndex(of: advertisementId) { return resultCount + index + 1 }
        guard let slash = advertisementId.lastIndex(of: "/"),
            let row = Int(advertisementId[advertisementId.index(after: slash)...]),
            (1...SearchResultsProviderImpl.count).contains(row),
            let position = categoryPositions[String(advertisementId[..<slash])]
        else { return nil }
        return position * SearchResultsProviderImpl.count + row
    }

    /// The advertisement id a number stands for; nil outside `1...largestNumber`.
    func advertisementId(number: Int) -> String? {
        guard number >= 1, number <= largestNumber else { return nil }
        if number > resultCount { return fruitIds[number - resultCount - 1] }
        let offset = number - 1
        let category = resultCategoryIds[offset / SearchResultsProviderImpl.count]
        return "\(category)/\(offset % SearchResultsProviderImpl.count + 1)"
    }

    private var resultCount: Int { resultCategoryIds.count * SearchResultsProviderImpl.count }

    /// Whether the category's results are numbered (it has no subcategories).
    func hasResults(categoryId: String) -> Bool { categoryPositions[categoryId] != nil }
}
