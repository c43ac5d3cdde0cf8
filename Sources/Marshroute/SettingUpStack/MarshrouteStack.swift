/// Everything an app needs from Marshroute, made by a setup service.
@MainActor
public struct MarshrouteStack {
    /// Makes the ids of transitions, including the root module's.
    public let transitionIdGenerator: TransitionIdGenerator
    /// Makes the containers routers wrap modules in.
    public let routerControllersProvider: RouterControllersProvider
    /// The coordinator every handler passes its transitions to.
    public let transitionsCoordinator: TransitionsCoordinator
    /// Where to set the coordinator's delegate, which can veto marked transitions.
    public let transitionsCoordinatorDelegateHolder: TransitionsCoordinatorDelegateHolder
    /// Finds the screen on top of a handler.
    public let topViewControllerFinder: TopViewControllerFinder
    /// Marks transitions so the coordinator delegate can recognise them.
    public let transitionsMarker: TransitionsMarker
    /// Answers where a module is in history and how far it is from the top.
    public let transitionsTracker: TransitionsTracker
    /// Makes the handlers of navigation controllers, tab bars and split views.
    public let transitionsHandlersProvider: TransitionsHandlersProvider
    /// Registers screens for peeking.
    public let peekAndPopUtility: PeekAndPopUtility
    /// Reports peek state changes of every screen.
    public let peekAndPopStateObservable: PeekAndPopStateObservable
    /// Reports peek state changes of one screen.
    public let peekAndPopStateViewControllerObservable: PeekAndPopStateViewControllerObservable
    /// Tells which screen's transition a peek holds back now (a front end that starts a
    /// transition tells "frozen by a peek" from "refused" with it).
    public let peekAndPopFrozenTransitionProvider: PeekAndPopFrozenTransitionProviding
    /// Tells observers every transition event with the router call that caused it.
    public let transitionsObservable: TransitionsObservable
    /// Reads what each handler's history holds.
    public let transitionsHistoryReader: TransitionsHistoryReading
    /// Finds the handler a screen lives in.
    public let transitionsHandlerFinder: TransitionsHandlerFinding
}
