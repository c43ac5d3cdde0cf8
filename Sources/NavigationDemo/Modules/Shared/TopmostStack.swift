import Marshroute

extension BaseRouter {
    /// Whether a push from this router would land on a navigation stack. A push is forwarded
    /// to the topmost handler, and that may be a bare modal (the shelf's sheet without a
    /// navigation bar), which cannot push: Marshroute would assert and drop it.
    var topmostHandlerCanPush: Bool {
        var top = transitionsHandlersProvider.topTransitionsHandlerBox(transitionsHandlerBox: transitionsHandlerBox)
        // A container with nothing chained hands a push to its last visible handler.
        if case .containing(let container) = top, let last = container.visibleTransitionsHandlers?.last {
            top = transitionsHandlersProvider.topTransitionsHandlerBox(transitionsHandlerBox: .animating(last))
        }
        return top.unboxAnimatingTransitionsHandler() is NavigationTransitionsHandler
    }
}
