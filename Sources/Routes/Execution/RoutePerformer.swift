import Marshroute
import TerminalUI

/// Performs routes through Marshroute: every module a route shows is built from a
/// `RouterSeed` and shown by a Marshroute transition on the topmost handler reachable from
/// `rootTransitionsHandler` (or the one the presentation names: a tab, the split's detail).
/// So a routed module lands in history, its router's `dismissCurrentModule()` and
/// `focusOnCurrentModule()` work, and a peek can freeze its transition. Routes never touch a
/// container: tabs are selected through the tab bar's handler.
@MainActor
public final class RoutePerformer {
    /// The Marshroute stack routes run on.
    public let stack: MarshrouteStack
    /// Where transitions start: the app's root handler (a tab bar's, a navigation stack's).
    /// Set it again when the app rebuilds its root (a layout change).
    public var rootTransitionsHandler: TransitionsHandlerBox

    /// A performer whose transitions start at `rootTransitionsHandler`.
    public init(stack: MarshrouteStack, rootTransitionsHandler: TransitionsHandlerBox) {
        self.stack = stack
        self.rootTransitionsHandler = rootTransitionsHandler
    }

    // MARK: Reading Marshroute's state

    /// The deepest visible handler: where Marshroute would forward a transition.
    func topmostHandler(from box: TransitionsHandlerBox? = nil) -> AnimatingTransitionsHandler? {
        switch stack.transitionsHandlersProvider.topTransitionsHandlerBox(
            transitionsHandlerBox: box ?? rootTransitionsHandler)
        {
        case .animating(let handler): handler
        case .containing(let handler): handler.visibleTransitionsHandlers?.last
        }
    }

    /// Whether a modal or popover is chained from `handler`.
    func hasChain(_ handler: AnimatingTransitionsHandler) -> Bool {
        guard
            case .animating(let top) = stack.transitionsHandlersProvider.topTransitionsHandlerBox(
                transitionsHandlerBox: .animating(handler))
        else { return false }
        return top !== handler
    }

    /// The screen on top of `handler` (following its modals).
    func topViewController(of handler: AnimatingTransitionsHandler) -> ViewController? {
        stack.topViewControllerFinder.findTopViewController(animatingTransitionsHandler: handler)
    }

    /// How plans name the screen on top of `handler`.
    func title(of handler: AnimatingTransitionsHandler) -> String {
        topViewController(of: handler).map(Self.title(of:)) ?? "an empty stack"
    }

    static func title(of viewController: ViewController) -> String {
        if let title = viewController.title, !title.isEmpty { return title }
        return viewController.debugName
    }

    var tabBarHandler: TabBarTransitionsHandler? {
        rootTransitionsHandler.unboxContainingTransitionsHandler() as? TabBarTransitionsHandler
    }

    /// The split view on screen: the root, or the selected tab's container.
    var visibleSplitHandler: SplitViewTransitionsHandler? {
        if let split = rootTransitionsHandler.unboxContainingTransitionsHandler() as? SplitViewTransitionsHandler {
            return split
        }
        guard let tabBar = tabBarHandler, let index = tabBar.selectedTabIndex else { return nil }
        return tabBar.containingTransitionsHandlers?[index] as? SplitViewTransitionsHandler
    }

    /// Whether the transition that showed the module of `seed` is in Marshroute's history,
    /// reachable from the root: the proof that a route really showed its module.
    func isInHistory(_ seed: RouterSeed) -> Bool {
        let owner: TransitionsHandlerBox =
            (seed.presentingTransitionsHandler as? AnimatingTransitionsHandler).map { .animating($0) }
            ?? seed.transitionsHandlerBox
        let tracked = TrackedTransition(transitionId: seed.transitionId, transitionsHandlerBox: owner)
        let tracker = stack.transitionsTracker
        switch rootTransitionsHandler {
        case .animating(let root):
            return tracker.restoredTransitionFromTrackedTransition(tracked, searchingFromTransitionsHandler: root)
                != nil
        case .containing(let root):
            return tracker.restoredTransitionFromTrackedTransition(tracked, searchingFromTransitionsHandler: root)
                != nil
        }
    }

    /// Removes the module of `seed` however it was shown, as its own router's
    /// `dismissCurrentModule()` would.
    func dismissModule(of seed: RouterSeed) {
        guard isInHistory(seed) else { return }
        // Through a router, as the module's own would: observers hear the call.
        RouteTransitionRouter(routerSeed: seed).dismissCurrentModule()
    }

    /// A router whose transitions start at `handler`, with a fresh transition id (the id a
    /// set-root transition gives its module).
    func transitionRouter(on handler: AnimatingTransitionsHandler) -> RouteTransitionRouter {
        RouteTransitionRouter(
            routerSeed: RouterSeed(
                transitionsHandlerBox: .animating(handler),
                transitionId: stack.transitionIdGenerator.generateNewTransitionId(),
                presentingTransitionsHandler: nil, transitionsHandlersProvider: stack.transitionsHandlersProvider,
                transitionIdGenerator: stack.transitionIdGenerator, controllersProvider: stack.routerControllersProvider
            ))
    }

    /// A seed for a module built without being shown (`RouteRequest.viewController()`): a
    /// handler of its own, in no history, until the app shows the module through Marshroute.
    func detachedSeed() -> RouterSeed {
        RouterSeed(
            transitionsHandlerBox: .animating(stack.transitionsHandlersProvider.animatingTransitionsHandler()),
            transitionId: stack.transitionIdGenerator.generateNewTransitionId(), presentingTransitionsHandler: nil,
            transitionsHandlersProvider: stack.transitionsHandlersProvider,
            transitionIdGenerator: stack.transitionIdGenerator, controllersProvider: stack.routerControllersProvider)
    }
}
