import TerminalUI

/// A router that can make transitions handlers for the modules it shows.
@MainActor
public protocol TransitionsHandlersProviderHolder: AnyObject {
    /// Makes transitions handlers.
    var transitionsHandlersProvider: TransitionsHandlersProvider { get }
}
