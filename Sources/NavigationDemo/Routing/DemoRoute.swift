import Routes

/// The typed route a URL of the demo's table becomes once matched and cast: a screen's
/// value, with how each layout shows it and what it builds (from its `DemoScreenRoute`). The
/// application router of the current layout decides how each is shown, so the same link
/// pushes in the compact layout and fills the detail column or a form sheet in the split.
struct DemoRoute: Sendable, CustomStringConvertible {
    let description: String
    /// The URL that shows it again.
    let url: String
    let presentation: @Sendable (DemoIdiom) -> RoutePresentation
    let target: @Sendable @MainActor (RoutePresentation, DemoRouteContext) throws -> RouteTarget
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
