import TerminalUI

extension TransitionsHandlersProviderHolder {
    /// Runs `body` as this router's method at the call site: the router calls it makes reach
    /// observers with the method's name, file and line (an inspector's timeline reads
    /// `CategoriesRouterImpl.showSubcategories → pushViewControllerDerivedFrom`, and can show
    /// the method's source). Optional: without it, observers still hear every call, named by
    /// Marshroute's method alone.
    ///
    /// ```swift
    /// func showSubcategories(categoryId: String) {
    ///     traced {
    ///         pushViewControllerDerivedFrom { routerSeed in … }
    ///     }
    /// }
    /// ```
    @discardableResult
    public func traced<T>(
        function: String = #function, fileID: String = #fileID, line: Int = #line, _ body: () throws -> T
    ) rethrows -> T {
        guard let observable = transitionsHandlersProvider.transitionsObservable else { return try body() }
        return try observable.withSite(
            RouterCallSite(function: function, fileID: fileID, line: line), of: self, body)
    }
}

/// Opens a router call on the router's stack (the cause of everything it leads to); returns
/// what closes it. `requestedOn` is the handler the router asks for a forward transition (its
/// own, before Marshroute forwards it to the topmost).
@MainActor
func beginRouterCall(
    _ router: some TransitionsHandlersProviderHolder, _ method: RouterMethod, requestedOn: TransitionsHandler? = nil,
    transitionId: TransitionId?
) -> RouterCallCloser {
    guard
        let observable = router.transitionsHandlersProvider.transitionsObservable,
        let id = observable.beginRouterCall(
            router: router, method: method, requestedOn: requestedOn, transitionId: transitionId)
    else { return RouterCallCloser(observable: nil, id: nil) }
    return RouterCallCloser(observable: observable, id: id)
}

/// Closes a router call where the router's method ends (`defer { routerCall.end() }`).
@MainActor
struct RouterCallCloser {
    weak var observable: TransitionsObservable?
    let id: RouterCallID?

    func end() {
        if let id { observable?.endRouterCall(id) }
    }
}

/// Tells the observers of the seed's stack that a router was made for a module.
@MainActor
func noteRouterCreated(_ router: AnyObject, provider: TransitionsHandlersProvider, transitionId: TransitionId) {
    provider.transitionsObservable?.routerCreated(router, transitionId: transitionId)
}
