import TerminalUI

/// The handler of a split view. Both columns count as visible (the master too, even when a
/// narrow terminal hides it); the detail comes last, so it wins when a transition is forwarded.
@MainActor
public final class SplitViewTransitionsHandlerImpl: BaseContainingTransitionsHandler, SplitViewTransitionsHandler {
    /// The split view this handler stands for. Held weakly.
    public private(set) weak var splitViewController: (SplitViewControllerProtocol & ViewController)?
    /// The handler of the master column.
    public var masterTransitionsHandler: AnimatingTransitionsHandler?
    /// The handler of the detail column.
    public var detailTransitionsHandler: AnimatingTransitionsHandler?

    /// Creates the handler of `splitViewController`; set its column handlers afterwards.
    public init(
        splitViewController: SplitViewControllerProtocol & ViewController,
        transitionsCoordinator: TransitionsCoordinator
    ) {
        self.splitViewController = splitViewController
        super.init(transitionsCoordinator: transitionsCoordinator)
    }

    /// The master's and the detail's handlers.
    public override var allTransitionsHandlers: [AnimatingTransitionsHandler]? {
        [masterTransitionsHandler, detailTransitionsHandler].compactMap { $0 }
    }

    /// The master's and the detail's handlers, detail last.
    public override var visibleTransitionsHandlers: [AnimatingTransitionsHandler]? {
        allTransitionsHandlers
    }
}
