import TerminalUI

/// Makes handlers wired to the coordinator, and finds the topmost handler for a router.
@MainActor
public protocol TransitionsHandlersProvider: AnyObject {
    func animatingTransitionsHandler() -> AnimatingTransitionsHandler
    func navigationTransitionsHandler(navigationController: NavigationController) -> NavigationTransitionsHandler
    /// The deepest visible handler chained from `transitionsHandlerBox`, or the box itself.
    func topTransitionsHandlerBox(transitionsHandlerBox: TransitionsHandlerBox) -> TransitionsHandlerBox
    func splitViewTransitionsHandler(splitViewController: SplitViewControllerProtocol & ViewController)
        -> SplitViewTransitionsHandler
    func tabBarTransitionsHandler(tabBarController: TabBarControllerProtocol & ViewController)
        -> TabBarTransitionsHandler
}

/// Finds the screen on top, for services that show something over it (the demo's banner).
@MainActor
public protocol TopViewControllerFinder: AnyObject {
    func findTopViewController(animatingTransitionsHandler: AnimatingTransitionsHandler) -> ViewController?
    func findTopViewController(containingTransitionsHandler: ContainingTransitionsHandler) -> ViewController?
}
