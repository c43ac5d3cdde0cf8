import TerminalUI

/// The handler of a split view: a master and a detail handler.
@MainActor
public protocol SplitViewTransitionsHandler: ContainingTransitionsHandler {
    /// The handler of the master column.
    var masterTransitionsHandler: AnimatingTransitionsHandler? { get set }
    /// The handler of the detail column.
    var detailTransitionsHandler: AnimatingTransitionsHandler? { get set }
}
