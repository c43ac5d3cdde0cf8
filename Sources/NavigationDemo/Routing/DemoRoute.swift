/// The demo's typed routes: what a URL of the route table (DESIGN §8) becomes once matched and
/// cast. The application router of the current layout decides how each is shown, so the same
/// link pushes in the compact layout and fills the detail column or a form sheet in the split.
enum DemoRoute: Equatable, Sendable, CustomStringConvertible {
    /// A category's subcategories; nil: the top categories.
    case categories(id: String?)
    case searchResults(categoryId: String)
    /// An advertisement by its number (`#16`).
    case advertisement(number: Int)
    case recursion
    case authorization
    case shelf(DemoShelfRouteStyle)
    /// Selects a tab by its title (any case).
    case tab(title: String)

    var description: String {
        switch self {
        case .categories(let id): id.map { "categories \($0)" } ?? "top categories"
        case .searchResults(let id): "search results of \(id)"
        case .advertisement(let number): "advertisement #\(number)"
        case .recursion: "recursion"
        case .authorization: "authorization"
        case .shelf(let style): "shelf (\(style.rawValue))"
        case .tab(let title): "tab \(title)"
        }
    }
}

/// The shelves a route can open (`shelves/{style}`).
enum DemoShelfRouteStyle: String, CaseIterable, Sendable {
    case modal, sheet

    var shelfStyle: ShelfStyle {
        switch self {
        case .modal: .modalWithNavigationBar
        case .sheet: .modalBottomSheetWithNavigationBar
        }
    }
}

/// Why a matched route names nothing the app has.
struct DemoRouteError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
