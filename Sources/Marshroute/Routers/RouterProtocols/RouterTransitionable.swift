import TerminalUI

/// The handler the router's module lives in.
@MainActor
public protocol RouterTransitionable: AnyObject {
    /// The handler the module lives in, boxed as animating or containing.
    var transitionsHandlerBox: RouterTransitionsHandlerBox { get }
}
