import TerminalUI

/// A typed route (sebastianpixel/Routing's model): a value that names a screen and carries
/// what it needs (`AdvertRoute(id: 42)`). Its type says how the screen is shown.
@MainActor
public protocol Route {
    /// How screens of this route type are shown.
    static var transition: RouteTransition { get }
}

/// How a route's screen is shown (Routing's `Transition`).
@MainActor
public enum RouteTransition {
    /// A root screen: a tab of the app, built in order at set-up from `rootItem`. Routing to it
    /// later selects its tab (found by the item's title). `route` is the value the tab is
    /// built from.
    case root(route: any Route, rootItem: RootItem)
    /// Pushed on the selected tab's stack, after closing a modal presented over it.
    case stack
    /// Presented over the topmost screen, in a navigation stack of its own.
    case modal
}

/// A root route's tab: its title and its glyphs (the terminal's image and selected image).
public struct RootItem: Hashable, Sendable {
    /// The tab's title; routing to a root route finds its tab by it.
    public var title: String
    /// The glyph shown beside the title.
    public var image: String?
    /// The glyph shown when the tab is selected.
    public var selectedImage: String?

    /// Creates a root item.
    public init(title: String, image: String? = nil, selectedImage: String? = nil) {
        self.title = title
        self.image = image
        self.selectedImage = selectedImage
    }

    var tabBarItem: TabBarItem { TabBarItem(title: title, image: image, selectedImage: selectedImage) }
}
