import TerminalUI

/// Finds the screen the user sees now (Ariadne's `CurrentlyVisibleViewFinder`), starting from
/// a root provider (the window): the last presented screen first, then the selected tab, the
/// top of a navigation stack, and in a split view the column that is shown (the focused one,
/// unless only the other one presents something; a collapsed split's visible column). It only
/// reads the containers; routes still show screens through Marshroute.
@MainActor
public struct CurrentlyVisibleViewFinder: ViewFinder {
    private let rootProvider: () -> ViewController?

    /// A finder whose root comes from `rootProvider`, read each time a search starts.
    public init(rootProvider: @escaping () -> ViewController?) {
        self.rootProvider = rootProvider
    }

    /// A finder over `rootViewProvider`'s root (held weakly), as Ariadne's is made.
    public init(rootViewProvider: RootViewProvider) {
        rootProvider = { [weak rootViewProvider] in rootViewProvider?.rootViewController }
    }

    /// A finder over `window`'s root controller (held weakly).
    public init(window: Window) {
        self.init(rootViewProvider: window)
    }

    /// The screen on top of everything the user sees.
    public var visibleViewController: ViewController? { currentlyVisibleView(startingFrom: nil) }

    /// The screen the user sees, searching from `view` (or from the root).
    public func currentlyVisibleView(startingFrom view: ViewController?) -> ViewController? {
        (view ?? rootProvider()).map { Self.visible(from: $0, splitColumn: nil) }
    }

    /// The visible screen when it is a `T` (Ariadne's `findViewController`), else nil.
    public func findViewController<T>(ofType type: T.Type = T.self) -> T? {
        visibleViewController as? T
    }

    /// Descends through presentations, tab bars, navigation stacks and split views; in a split
    /// view, `splitColumn` (when given) chooses the column instead of the one shown.
    static func visible(from controller: ViewController, splitColumn: SplitViewController.Column?) -> ViewController {
        if let presented = controller.presentedViewController {
            return visible(from: presented, splitColumn: splitColumn)
        }
        if let tabBar = controller as? TabBarController, let selected = tabBar.selectedViewController {
            return visible(from: selected, splitColumn: splitColumn)
        }
        if let navigation = controller as? NavigationController, let top = navigation.topViewController {
            return visible(from: top, splitColumn: splitColumn)
        }
        if let split = controller as? SplitViewController,
            let column = (splitColumn ?? split.shownColumn) == .master
                ? split.masterViewController : split.detailViewController
        {
            return visible(from: column, splitColumn: splitColumn)
        }
        return controller
    }
}

/// A ``CurrentlyVisibleViewFinder`` that, in a split view, takes the column it is told to
/// (Ariadne's `SplitViewCurrentlyVisibleViewFinder`), whichever one the user looks at: a route
/// with it pushes onto the master or the detail on purpose.
@MainActor
public struct SplitViewCurrentlyVisibleViewFinder: ViewFinder {
    /// Which column of a split view the finder takes.
    public enum Kind: Sendable {
        /// The master (primary) column.
        case main
        /// The detail (secondary) column.
        case detail
    }

    /// The column the finder takes in a split view.
    public let kind: Kind
    private let rootProvider: () -> ViewController?

    /// A finder over `rootViewProvider`'s root (held weakly) that takes the `kind` column.
    public init(kind: Kind, rootViewProvider: RootViewProvider) {
        self.kind = kind
        rootProvider = { [weak rootViewProvider] in rootViewProvider?.rootViewController }
    }

    /// The screen the user sees in the chosen column, searching from `view` (or from the root).
    public func currentlyVisibleView(startingFrom view: ViewController?) -> ViewController? {
        (view ?? rootProvider()).map {
            CurrentlyVisibleViewFinder.visible(from: $0, splitColumn: kind == .main ? .master : .detail)
        }
    }
}
