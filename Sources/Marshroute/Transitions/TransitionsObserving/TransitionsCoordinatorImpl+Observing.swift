import TerminalUI

/// The coordinator is its stack's ``TransitionsObservable``: it numbers router calls, keeps
/// the ones running, and gives every event the call it happened in.
extension TransitionsCoordinatorImpl: TransitionsObservable {
    /// Adds an observer, held weakly: it stops hearing when it is released.
    public func addObserver(_ observer: TransitionsObserver) {
        observers.removeAll { $0.observer == nil }
        observers.append(WeakTransitionsObserver(observer: observer))
    }

    /// Removes an observer added with `addObserver(_:)`.
    public func removeObserver(_ observer: TransitionsObserver) {
        observers.removeAll { $0.observer == nil || $0.observer === observer }
    }

    /// Runs `body` as `router`'s method at `site`.
    @discardableResult
    public func withSite<T>(_ site: RouterCallSite, of router: AnyObject, _ body: () throws -> T) rethrows -> T {
        guard hasObservers else { return try body() }
        callScopes.sites.append(RouterCallScopes.Site(site: site, router: router))
        defer { callScopes.sites.removeLast() }
        return try body()
    }

    /// Runs `body` on behalf of a front end's request.
    @discardableResult
    public func withInitiator<T>(_ initiator: RouterCallInitiator, _ body: () throws -> T) rethrows -> T {
        guard hasObservers else { return try body() }
        callScopes.initiators.append(initiator)
        defer { callScopes.initiators.removeLast() }
        return try body()
    }

    /// Numbers a router call, tells the observers, and keeps it as the cause of what follows.
    public func beginRouterCall(
        router: AnyObject, method: RouterMethod, requestedOn: TransitionsHandler?, transitionId: TransitionId?
    ) -> RouterCallID? {
        guard hasObservers else { return nil }
        callScopes.lastCallNumber += 1
        let call = RouterCall(
            id: RouterCallID(rawValue: callScopes.lastCallNumber), router: router,
            method: method, transitionId: transitionId,
            site: callScopes.sites.last { $0.router === router }?.site, initiator: callScopes.initiators.last)
        callScopes.running.append(
            RouterCallScopes.Running(call: call, requestedOn: WeakTransitionsHandlerReference(handler: requestedOn)))
        notify(.routerCalled, cause: call)
        return call.id
    }

    /// Closes a router call (and any it left open, which only an exception could do).
    public func endRouterCall(_ id: RouterCallID) {
        guard let index = callScopes.running.lastIndex(where: { $0.call.id == id }) else { return }
        callScopes.running.removeSubrange(index...)
    }

    /// Tells the observers that a router was made.
    public func routerCreated(_ router: AnyObject, transitionId: TransitionId) {
        notify(.routerCreated(router: router, transitionId: transitionId))
    }

    /// Tells the observers what a module is made of.
    public func moduleRegistered(_ parts: ModuleParts) {
        notify(.moduleRegistered(parts))
    }

    /// Whether anyone listens (so that callers can skip building an event).
    var hasObservers: Bool { !observers.isEmpty }

    /// The router call running now, innermost first.
    var currentCause: RouterCall? { callScopes.running.last?.call }

    /// Tells the observers, with the running call as the cause; costs one empty check when
    /// there are none.
    func notify(_ kind: @autoclosure () -> TransitionEvent.Kind) {
        guard hasObservers else { return }
        notify(kind(), cause: currentCause)
    }

    /// Tells the observers, with a cause kept from earlier (a frozen transition's).
    func notify(_ kind: @autoclosure () -> TransitionEvent.Kind, cause: RouterCall?) {
        guard hasObservers else { return }
        let event = TransitionEvent(kind(), cause: cause)
        for box in observers {
            box.observer?.transitionsCoordinator(self, didObserve: event)
        }
    }

    /// The handler the running call asked for its own transition `transitionId`: when that is
    /// not where it is performed, Marshroute forwarded it to the topmost.
    func requestedHandler(of transitionId: TransitionId) -> TransitionsHandler? {
        guard let running = callScopes.running.last, running.call.transitionId == transitionId else { return nil }
        return running.requestedOn.handler
    }
}

/// What the coordinator keeps to give events their causes: the calls running (innermost last),
/// the sites and initiators declared around them, and the last number given.
@MainActor
struct RouterCallScopes {
    struct Running {
        let call: RouterCall
        let requestedOn: WeakTransitionsHandlerReference
    }

    struct Site {
        let site: RouterCallSite
        weak var router: AnyObject?
    }

    var running: [Running] = []
    var sites: [Site] = []
    var initiators: [RouterCallInitiator] = []
    var lastCallNumber = 0
}
