import TerminalUI

@MainActor
public protocol MasterRouterTransitionable: AnyObject {
    var masterTransitionsHandlerBox: RouterTransitionsHandlerBox { get }
}
