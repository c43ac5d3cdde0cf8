import Marshroute
import TerminalUI

/// A row of the categories list.
struct CategoryRowData {
    let title: String
    let hasSubcategories: Bool
    let onTap: () -> Void
}

@MainActor
protocol CategoriesViewInput: AnyObject {
    func setTitle(_ title: String)
    func setCategories(_ rows: [CategoryRowData])
    /// Shows the timer tile with `title` (nil hides it); a disabled tile ignores presses.
    func setTimerTile(title: String?, enabled: Bool)
    /// Shows a Stop button with `title` (nil hides it): modal modules can be closed.
    func setStopButton(title: String?)
    var onTimerTap: (() -> Void)? { get set }
    var onStopTap: (() -> Void)? { get set }
}

@MainActor
protocol CategoriesInteractor: AnyObject {
    func category() -> Category?
    func subcategories() -> [Category]
    var hasTimer: Bool { get }
    func startTimer(onTick: @escaping (Int) -> Void, onFire: @escaping () -> Void)
}

@MainActor
protocol CategoriesRouter: AnyObject {
    func showSubcategories(categoryId: String)
    func showSearchResults(categoryId: String)
    /// Comes back to this module (and, in the split layout's master, resets the detail).
    func returnToCategories()
    /// The Stop button of a modal categories module: it closes.
    func closeCategories()
    /// False where search results replace the detail column in place: nothing to preview.
    var canPreviewSearchResults: Bool { get }
}
