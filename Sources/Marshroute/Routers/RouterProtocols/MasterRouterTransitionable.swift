import TerminalUI

/// A router that knows the handler of its master column.
@MainActor
public protocol MasterRouterTransitionable: AnyObject {
    /// The handler the `…Master…` methods act on.
    var masterTransitionsHandlerBox: RouterTransitionsHandlerBox { get }
}
