import TerminalUI

/// The handler the router's module lives in.
@MainActor
public protocol RouterTransitionable: AnyObject {
    var transitionsHandlerBox: RouterTransitionsHandlerBox { get }
}
