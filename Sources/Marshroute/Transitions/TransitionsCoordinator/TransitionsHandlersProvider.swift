import TerminalUI

/// Makes handlers wired to the coordinator, and finds the topmost handler for a router.
@MainActor
public protocol TransitionsHandlersProvider: AnyObject {
    /// Makes a handler for a bare modal or popover screen.
    func animatingTransitionsHandler() -> AnimatingTransitionsHandler
    /// Makes the handler of a navigation controller.
    func navigationTransitionsHandler(navigationController: NavigationController) -> NavigationTransitionsHandler
    /// The deepest visible handler chained from `transitionsHandlerBox`, or the box itself.
    func topTransitionsHandlerBox(transitionsHandlerBox: TransitionsHandlerBox) -> TransitionsHandlerBox
    /// Makes the handler of a split view controller.
    func splitViewTransitionsHandler(splitViewController: SplitViewControllerProtocol & ViewController)
        -> SplitViewTransitionsHandler
    /// Makes the handler of a tab bar controller.
    func tabBarTransitionsHandler(tabBarController: TabBarControllerProtocol & ViewController)
        -> TabBarTransitionsHandler
    /// Observation of the stack the provider's handlers belong to, which routers made from it
    /// report their calls to; nil (the default) when the stack is not observed.
    var transitionsObservable: TransitionsObservable? { get }
}

extension TransitionsHandlersProvider {
    /// A provider of another making is not observed unless it says so.
    public var transitionsObservable: TransitionsObservable? { nil }
}

/// Finds the screen on top, for services that show something over it (the demo's banner).
@MainActor
public protocol TopViewControllerFinder: AnyObject {
    /// The screen on top of the deepest visible handler chained from an animating handler.
    func findTopViewController(animatingTransitionsHandler: AnimatingTransitionsHandler) -> ViewController?
    /// The screen on top of the deepest visible handler inside a container.
    func findTopViewController(containingTransitionsHandler: ContainingTransitionsHandler) -> ViewController?
}
