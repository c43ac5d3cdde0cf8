import TerminalUI

@MainActor
public protocol SplitViewTransitionsHandler: ContainingTransitionsHandler {
    var masterTransitionsHandler: AnimatingTransitionsHandler? { get set }
    var detailTransitionsHandler: AnimatingTransitionsHandler? { get set }
}
