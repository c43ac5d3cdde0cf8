import TerminalUI

/// The id of the transition that showed the router's module.
@MainActor
public protocol RouterIdentifiable: AnyObject {
    var transitionId: TransitionId { get }
}

/// The handler that presented the router's module (nil for a root module).
@MainActor
public protocol RouterPresentable: AnyObject {
    var presentingTransitionsHandler: TransitionsHandler? { get }
}

/// The handler the router's module lives in.
@MainActor
public protocol RouterTransitionable: AnyObject {
    var transitionsHandlerBox: RouterTransitionsHandlerBox { get }
}

@MainActor
public protocol MasterRouterTransitionable: AnyObject {
    var masterTransitionsHandlerBox: RouterTransitionsHandlerBox { get }
}

@MainActor
public protocol DetailRouterTransitionable: AnyObject {
    var detailTransitionsHandlerBox: RouterTransitionsHandlerBox { get }
}

@MainActor
public protocol TransitionsHandlersProviderHolder: AnyObject {
    var transitionsHandlersProvider: TransitionsHandlersProvider { get }
}

@MainActor
public protocol TransitionIdGeneratorHolder: AnyObject {
    var transitionIdGenerator: TransitionIdGenerator { get }
}

@MainActor
public protocol RouterControllersProviderHolder: AnyObject {
    var controllersProvider: RouterControllersProvider { get }
}

/// Told just before a router starts a transition (before the next module is even built).
@MainActor
public protocol RouterTransitionDelegate: AnyObject {
    func routerWillPerformTransitionWith(transitionId: TransitionId)
}

/// (The original's spelling, kept so Marshroute code reads the same.)
@MainActor
public protocol RouterTransitionDelegateHoder: AnyObject {
    var routerTransitionDelegate: RouterTransitionDelegate? { get }
}

/// Makes the containers routers wrap new modules in. Replace it to use your own subclasses.
@MainActor
public protocol RouterControllersProvider: AnyObject {
    func navigationController() -> NavigationController
    func splitViewController() -> SplitViewControllerProtocol & ViewController
    func tabBarController() -> TabBarControllerProtocol & ViewController
}

@MainActor
public final class RouterControllersProviderImpl: RouterControllersProvider {
    public init() {}
    public func navigationController() -> NavigationController { NavigationController() }
    public func splitViewController() -> SplitViewControllerProtocol & ViewController { SplitViewController() }
    public func tabBarController() -> TabBarControllerProtocol & ViewController { TabBarController() }
}

/// What a router needs to build the next module's seed.
public typealias RouterSeedBuilding = TransitionsHandlersProviderHolder & TransitionIdGeneratorHolder
    & RouterControllersProviderHolder & RouterTransitionDelegateHoder
