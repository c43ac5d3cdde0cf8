import Marshroute
import TerminalUI

/// How a route shows its module: set at registration, overridable per call. Every kind is a
/// Marshroute transition on the topmost handler (or the one the kind names).
@MainActor
public enum RoutePresentation {
    /// Pushed onto the topmost navigation stack (a modal's, if one is up).
    case push
    /// Presented over the topmost screen.
    case modal(ModalPresentationStyle)
    /// Presented in a new navigation stack over the topmost screen, with earlier screens
    /// under it (ARoute's `embedInNavigationController:` with items).
    case modalNavigation(ModalPresentationStyle, prestacked: [RoutePrestackItem])
    /// Presented as the only tab of a new tab bar over the topmost screen (ARoute's
    /// `embedInTabBarController`).
    case modalTabBar(ModalPresentationStyle)
    /// A popover pointing at `anchor`, bare or in a navigation stack.
    case popover(RoutePopoverAnchor, inNavigationController: Bool)
    /// Closes the modals over the current tab and over `tab`, selects it, then shows the module
    /// there (pushed onto its stack, or as `then` says); with no module, only selects.
    indirect case selectTab(RouteTab, then: RoutePresentation?)
    /// Replaces the detail of the visible split view; pushes when no split view shows.
    case detail
    /// Replaces the topmost navigation stack with the module as its root.
    case setStackRoot

    /// A modal over the whole screen.
    public static var modal: RoutePresentation { .modal(.fullScreen) }

    /// One line for route tables.
    public var summary: String {
        switch self {
        case .push: "push"
        case .modal(let style): "modal (\(style.summary))"
        case .modalNavigation(let style, let prestacked):
            prestacked.isEmpty
                ? "modal navigation (\(style.summary))"
                : "modal navigation (\(style.summary), \(prestacked.count) prestacked)"
        case .modalTabBar(let style): "modal tab bar (\(style.summary))"
        case .popover(_, let inNavigation): inNavigation ? "popover navigation" : "popover"
        case .selectTab(let tab, let then):
            then.map { "select tab \(tab.summary), then \($0.summary)" } ?? "select tab \(tab.summary)"
        case .detail: "split detail"
        case .setStackRoot: "set stack root"
        }
    }
}

extension ModalPresentationStyle {
    /// One word for route tables.
    public var summary: String {
        switch self {
        case .fullScreen: "full screen"
        case .formSheet: "form sheet"
        case .bottomSheet(let height): "bottom sheet, \(height) rows"
        }
    }
}

/// Which tab a route selects.
public enum RouteTab: Sendable, Hashable {
    /// The tab at this index.
    case index(Int)
    /// The tab whose title this is (case-insensitive).
    case title(String)
    /// The tab whose title is the value of this route parameter (`tabs/{title}`).
    case parameter(String)

    /// How route tables name the tab.
    public var summary: String {
        switch self {
        case .index(let index): "#\(index + 1)"
        case .title(let title): "'\(RouteText.quoted(title))'"
        case .parameter(let name): "{\(RouteText.quoted(name))}"
        }
    }
}

/// Where a popover points.
@MainActor
public enum RoutePopoverAnchor {
    /// The middle of the top edge of the topmost screen.
    case topScreen
    /// Points at this navigation bar button.
    case barButton(BarButtonItem)
    /// Points at a rectangle in a view.
    case rect(Rect, in: View)
}

/// An earlier screen under a route's module in a new navigation stack.
@MainActor
public enum RoutePrestackItem {
    /// Another route's module (in the same registry); its guard must allow.
    case route(String)
    /// A module built here.
    case module(name: String, build: @MainActor (RouterSeed) -> ViewController)
}
