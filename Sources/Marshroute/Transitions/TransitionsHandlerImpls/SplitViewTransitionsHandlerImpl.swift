import TerminalUI

/// The handler of a split view. Both columns count as visible (the master too, even when a
/// narrow terminal hides it); the detail comes last, so it wins when a transition is forwarded.
@MainActor
public final class SplitViewTransitionsHandlerImpl: BaseContainingTransitionsHandler, SplitViewTransitionsHandler {
    public private(set) weak var splitViewController: (SplitViewControllerProtocol & ViewController)?
    public var masterTransitionsHandler: AnimatingTransitionsHandler?
    public var detailTransitionsHandler: AnimatingTransitionsHandler?

    public init(
        splitViewController: SplitViewControllerProtocol & ViewController,
        transitionsCoordinator: TransitionsCoordinator
    ) {
        self.splitViewController = splitViewController
        super.init(transitionsCoordinator: transitionsCoordinator)
    }

    public override var allTransitionsHandlers: [AnimatingTransitionsHandler]? {
        [masterTransitionsHandler, detailTransitionsHandler].compactMap { $0 }
    }

    public override var visibleTransitionsHandlers: [AnimatingTransitionsHandler]? {
        allTransitionsHandlers
    }
}
