import TerminalUI

/// The four ways the shelf module is shown.
enum ShelfStyle: Int, Sendable {
    case root
    case modalWithNavigationBar
    case modalBottomSheetWithNavigationBar
    case modalBottomSheetWithoutNavigationBar

    var next: ShelfStyle? { ShelfStyle(rawValue: rawValue + 1) }

    /// The `shelves/{style}` route that opens a shelf like this one (the root shelf is a
    /// tab's root: none).
    var routeStyle: DemoShelfRouteStyle? {
        switch self {
        case .root: nil
        case .modalWithNavigationBar: .modal
        case .modalBottomSheetWithNavigationBar, .modalBottomSheetWithoutNavigationBar: .sheet
        }
    }
}

/// What the parent of a shelf can set: `onFinish` runs when the shelf is done (its Cancel
/// button, or the sheet closed by Esc); the parent then dismisses it through the module.
@MainActor
protocol ShelfModuleInput: AnyObject {
    var onFinish: (() -> Void)? { get set }
    func dismissCurrentModule()
}

@MainActor
protocol ShelfViewInput: AnyObject {
    func setTitle(_ title: String)
    func setButtons(cancelTitle: String?, nextTitle: String?)
    var onCancelTap: (() -> Void)? { get set }
    var onNextTap: (() -> Void)? { get set }
    /// The container closed the sheet (Esc, or a click on the dimmed background).
    var onDismissedByContainer: (() -> Void)? { get set }
}

@MainActor
protocol ShelfInteractor: AnyObject {
    var style: ShelfStyle { get }
}

@MainActor
protocol ShelfRouter: AnyObject {
    func showShelf(style: ShelfStyle, configure: @escaping (ShelfModuleInput) -> Void)
    /// Its parent is done with it: this module closes.
    func closeShelf()
}
