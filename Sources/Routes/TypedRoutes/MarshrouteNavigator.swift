import Marshroute
import TerminalUI

/// A `Navigator` backed by Marshroute, with Routing's semantics: the root routes become the
/// tabs of a tab bar, each a navigation stack whose root module was reset through its
/// Marshroute handler; `.root` later selects a tab by its title (through the tab bar's
/// handler); `.stack` closes a modal over the selected tab, then pushes onto that tab's stack;
/// `.modal` presents over the topmost screen, in a navigation stack of its own. Every screen
/// lands in Marshroute's history, so its router's `dismissCurrentModule()` works.
@MainActor
public final class MarshrouteNavigator: Navigator {
    /// The Marshroute stack the navigator shows screens through.
    public let stack: MarshrouteStack
    /// The app's root: one tab per root route.
    public let tabBarController: TabBarController
    /// The tab bar's Marshroute handler.
    public let tabBarHandler: TabBarTransitionsHandler
    private var tabHandlers: [AnimatingTransitionsHandler] = []
    /// Reads Marshroute's state and makes transition routers on handlers, as URL routes do.
    private let performer: RoutePerformer

    /// A navigator on `stack`, with an empty tab bar until ``setUp(rootElements:)``.
    public init(stack: MarshrouteStack) {
        self.stack = stack
        tabBarController = TabBarController()
        tabBarHandler = stack.transitionsHandlersProvider.tabBarTransitionsHandler(tabBarController: tabBarController)
        performer = RoutePerformer(stack: stack, rootTransitionsHandler: .containing(tabBarHandler))
    }

    /// The tab bar.
    public var root: ViewController { tabBarController }

    /// Builds one tab per root element: a navigation stack whose root module is reset through its own handler.
    public func setUp(rootElements: [(item: RootItem, build: (RouterSeed) -> ViewController)]) {
        var tabs: [ViewController] = []
        var handlers: [Int: AnimatingTransitionsHandler] = [:]
        for (index, element) in rootElements.enumerated() {
            let tab = stack.makeNavigationStack(rootViewControllerDerivedFrom: element.build)
            let navigation = tab.navigationController
            let handler = tab.transitionsHandler
            navigation.tabBarItem = element.item.tabBarItem
            tabs.append(navigation)
            handlers[index] = handler
            tabHandlers.append(handler)
        }
        tabBarController.setViewControllers(tabs)
        tabBarHandler.animatingTransitionsHandlers = handlers
    }

    /// Shows a screen as `transition` says: selects a tab, pushes on the selected tab's stack, or presents modally.
    /// - Returns: Whether the screen reached Marshroute's history.
    @discardableResult
    public func show(
        _ transition: RouteTransition, building build: @escaping (RouterSeed) -> ViewController, animated: Bool
    ) -> Bool {
        let shown = ShownSeed()
        let derive: (RouterSeed) -> ViewController = { seed in
            shown.seed = seed
            return build(seed)
        }
        switch transition {
        case .root(_, let item):
            guard let index = tabBarHandler.tabTitles.firstIndex(of: item.title) else { return false }
            return tabBarHandler.selectTab(at: index)
        case .stack:
            guard let index = tabBarHandler.selectedTabIndex, tabHandlers.indices.contains(index) else { return false }
            let handler = tabHandlers[index]
            handler.undoAllChainedTransitions()
            let animator = NavigationTransitionsAnimator()
            animator.shouldAnimate = animated
            performer.transitionRouter(on: handler).pushViewControllerDerivedFrom(derive, animator: animator)
        case .modal:
            guard let top = performer.topmostHandler() else { return false }
            let animator = ModalNavigationTransitionsAnimator()
            animator.shouldAnimate = animated
            performer.transitionRouter(on: top).presentModalNavigationControllerWithRootViewControllerDerivedFrom(
                derive, animator: animator)
        }
        // A delegate can refuse a transition, a peek can freeze it: shown means in history.
        return shown.seed.map(performer.isInHistory) ?? false
    }
}

/// The seed of the module a transition built (set while Marshroute builds it).
@MainActor
private final class ShownSeed {
    var seed: RouterSeed?
}
