import TerminalUI

/// A router that can make ids for the transitions it starts.
@MainActor
public protocol TransitionIdGeneratorHolder: AnyObject {
    /// Makes new transition ids.
    var transitionIdGenerator: TransitionIdGenerator { get }
}
