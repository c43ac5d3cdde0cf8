/// The category catalog.
@MainActor
protocol CategoriesProvider: AnyObject {
    /// The synthetic root: every top-level category, titled "Select category".
    func topCategory() -> Category
    func category(id: String) -> Category?
}

@MainActor
final class CategoriesProviderImpl: CategoriesProvider {
    static let topCategoryId = "-1"
    private let top: Category
    private var index: [String: Category] = [:]

    init(categories: [Category], topTitle: String) {
        top = Category(id: CategoriesProviderImpl.topCategoryId, title: topTitle, subcategories: categories)
        func add(_ category: Category) {
            index[category.id] = category
            category.subcategories?.forEach(add)
        }
        add(top)
    }

    func topCategory() -> Category { top }

    func category(id: String) -> Category? { index[id] }
}
