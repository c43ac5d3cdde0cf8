import TerminalUI

@MainActor
public protocol TransitionsHandlersProviderHolder: AnyObject {
    var transitionsHandlersProvider: TransitionsHandlersProvider { get }
}
