import TerminalUI

/// Finds the screen the user sees now (Ariadne's `CurrentlyVisibleViewFinder`), starting from
/// a root provider (the window): the last presented screen first, then the selected tab, the
/// top of a navigation stack, and in a split view the column that is shown (the focused one,
/// unless only the other one presents something; a collapsed split's visible column). It only
/// reads the containers; routes still show screens through Marshroute.
@MainActor
public struct CurrentlyVisibleViewFinder {
    private let rootProvider: () -> ViewController?

    /// A finder whose root comes from `rootProvider`, read each time a search starts.
    public init(rootProvider: @escaping () -> ViewController?) {
        self.rootProvider = rootProvider
    }

    /// A finder over `window`'s root controller (held weakly).
    public init(window: Window) {
        rootProvider = { [weak window] in window?.rootViewController }
    }

    /// The screen on top of everything the user sees.
    public var visibleViewController: ViewController? { rootProvider().map(Self.visible(from:)) }

    /// The visible screen when it is a `T` (Ariadne's `findViewController`), else nil.
    public func findViewController<T>(ofType type: T.Type = T.self) -> T? {
        visibleViewController as? T
    }

    static func visible(from controller: ViewController) -> ViewController {
        if let presented = controller.presentedViewController { return visible(from: presented) }
        if let tabBar = controller as? TabBarController, let selected = tabBar.selectedViewController {
            return visible(from: selected)
        }
        if let navigation = controller as? NavigationController, let top = navigation.topViewController {
            return visible(from: top)
        }
        if let split = controller as? SplitViewController,
            let column = split.shownColumn == .master ? split.masterViewController : split.detailViewController
        {
            return visible(from: column)
        }
        return controller
    }
}
