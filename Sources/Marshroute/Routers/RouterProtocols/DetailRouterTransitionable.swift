import TerminalUI

@MainActor
public protocol DetailRouterTransitionable: AnyObject {
    var detailTransitionsHandlerBox: RouterTransitionsHandlerBox { get }
}
