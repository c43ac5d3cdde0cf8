/// Everything an app needs from Marshroute, made by a setup service.
@MainActor
public struct MarshrouteStack {
    public let transitionIdGenerator: TransitionIdGenerator
    public let routerControllersProvider: RouterControllersProvider
    public let transitionsCoordinator: TransitionsCoordinator
    public let transitionsCoordinatorDelegateHolder: TransitionsCoordinatorDelegateHolder
    public let topViewControllerFinder: TopViewControllerFinder
    public let transitionsMarker: TransitionsMarker
    public let transitionsTracker: TransitionsTracker
    public let transitionsHandlersProvider: TransitionsHandlersProvider
    public let peekAndPopUtility: PeekAndPopUtility
    public let peekAndPopStateObservable: PeekAndPopStateObservable
    public let peekAndPopStateViewControllerObservable: PeekAndPopStateViewControllerObservable
}
