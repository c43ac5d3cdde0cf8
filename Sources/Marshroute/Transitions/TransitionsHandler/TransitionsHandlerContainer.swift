/// A handler that owns other handlers (a tab bar's tabs, a split view's columns).
@MainActor
public protocol TransitionsHandlerContainer: AnyObject {
    /// Every handler inside, hidden tabs included; undo and tracking search them all.
    var allTransitionsHandlers: [AnimatingTransitionsHandler]? { get }
    /// The handlers on screen: the selected tab's, or both columns of a split view. Forward transitions go there.
    var visibleTransitionsHandlers: [AnimatingTransitionsHandler]? { get }
}
