import TerminalUI

/// Tells the observers of the router's coordinator that a router method ran
/// (`TransitionEvent.routerCalled`), before its transition: what a log or an inspector's
/// timeline needs to say which router asked for a transition. Costs a type check when nobody
/// observes.
@MainActor
///
/// `function` is Marshroute's router method; `caller` is the module's method that called it
/// (each public router method takes it as a last argument defaulting to `#function`, which
/// Swift evaluates where the call is written).
func noteRouterCall(_ router: AnyObject, _ function: String, caller: String, transitionId: TransitionId?) {
    guard
        let coordinator = (router as? TransitionsHandlersProviderHolder)?.transitionsHandlersProvider
            as? TransitionsCoordinatorImpl, coordinator.hasObservers
    else { return }
    coordinator.notify(
        .routerCalled(
            router: router, call: String(function.prefix { $0 != "(" }), caller: String(caller.prefix { $0 != "(" }),
            transitionId: transitionId))
}

/// Tells the observers of the seed's coordinator that a router was made for a module
/// (`TransitionEvent.routerCreated`).
@MainActor
func noteRouterCreated(_ router: AnyObject, provider: TransitionsHandlersProvider, transitionId: TransitionId) {
    guard let coordinator = provider as? TransitionsCoordinatorImpl, coordinator.hasObservers else { return }
    coordinator.notify(.routerCreated(router: router, transitionId: transitionId))
}
