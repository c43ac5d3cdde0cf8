import TerminalUI

/// Observation, a capability of a Marshroute stack (``MarshrouteStack/transitionsObservable``):
/// who hears every ``TransitionEvent``, and the scopes that give router calls their causes.
///
/// Every event carries the ``RouterCall`` that caused it. A call is numbered once, where it
/// enters Marshroute; events that come later (a peek committed, a retain-cycle check) still
/// carry it. An app's router method can say which method it is (`traced(_:)` on a router),
/// and a front end can say which of its requests a call ran for
/// (``withInitiator(_:_:)``). With no observer, a call costs one empty check.
@MainActor
public protocol TransitionsObservable: AnyObject {
    /// Adds an observer, held weakly: it stops hearing when it is released.
    func addObserver(_ observer: TransitionsObserver)
    /// Removes an observer.
    func removeObserver(_ observer: TransitionsObserver)
    /// Runs `body` as the app's router method at `site` of `router`: the router calls it makes
    /// carry the site. The innermost site of the calling router wins.
    @discardableResult
    func withSite<T>(_ site: RouterCallSite, of router: AnyObject, _ body: () throws -> T) rethrows -> T
    /// Runs `body` on behalf of a front end's request: the router calls it makes carry
    /// `initiator`. The innermost initiator wins.
    @discardableResult
    func withInitiator<T>(_ initiator: RouterCallInitiator, _ body: () throws -> T) rethrows -> T
    /// Opens a router call: observers hear `.routerCalled`, and everything Marshroute does until
    /// ``endRouterCall(_:)`` carries it as its cause. Returns nil when nobody listens. A router
    /// of your own making calls it where each of its methods enters Marshroute.
    /// - Parameters:
    ///   - router: The router whose method was called.
    ///   - method: Marshroute's method that was called.
    ///   - requestedOn: For a forward transition, the handler the router asks (its own), so
    ///     that observers see when Marshroute forwards it to the topmost.
    ///   - transitionId: The transition the call starts or names.
    func beginRouterCall(
        router: AnyObject, method: RouterMethod, requestedOn: TransitionsHandler?, transitionId: TransitionId?
    ) -> RouterCallID?
    /// Closes a call opened with ``beginRouterCall(router:method:requestedOn:transitionId:)``.
    func endRouterCall(_ id: RouterCallID)
    /// Tells the observers that a router was made for the module of `transitionId`.
    func routerCreated(_ router: AnyObject, transitionId: TransitionId)
    /// Tells the observers what a module is made of, as its assembly registered it
    /// (``RouterIdentifiable/registerModule(view:presenter:interactor:)``).
    func moduleRegistered(_ parts: ModuleParts)
}
