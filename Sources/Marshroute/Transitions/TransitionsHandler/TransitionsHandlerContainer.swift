/// A handler that owns other handlers (a tab bar's tabs, a split view's columns).
@MainActor
public protocol TransitionsHandlerContainer: AnyObject {
    var allTransitionsHandlers: [AnimatingTransitionsHandler]? { get }
    var visibleTransitionsHandlers: [AnimatingTransitionsHandler]? { get }
}
