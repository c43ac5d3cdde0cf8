import TerminalUI

/// The id of the transition that showed the router's module.
@MainActor
public protocol RouterIdentifiable: AnyObject {
    var transitionId: TransitionId { get }
}
