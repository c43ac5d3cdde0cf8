import TerminalUI

/// A router that knows the handler of its detail column (for a plain router, its own handler).
@MainActor
public protocol DetailRouterTransitionable: AnyObject {
    /// The handler the `…Detail…` and plain push/set methods act on.
    var detailTransitionsHandlerBox: RouterTransitionsHandlerBox { get }
}
