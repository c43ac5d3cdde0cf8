import TerminalUI

/// The id of the transition that showed the router's module.
@MainActor
public protocol RouterIdentifiable: AnyObject {
    /// The id of the transition that showed the module.
    var transitionId: TransitionId { get }
}
