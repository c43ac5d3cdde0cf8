import TerminalUI

/// The handler of a tab bar: every tab's handlers count for undo and tracking, only the
/// selected tab's for performing (a transition is never forwarded to a hidden tab).
@MainActor
public final class TabBarTransitionsHandlerImpl: BaseContainingTransitionsHandler, TabBarTransitionsHandler {
    /// The tab bar this handler stands for. Held weakly.
    public private(set) weak var tabBarController: (TabBarControllerProtocol & ViewController)?
    /// Tab index → the handler of that tab.
    public var animatingTransitionsHandlers: [Int: AnimatingTransitionsHandler]?
    /// Tab index → a nested container (a split view in a tab).
    public var containingTransitionsHandlers: [Int: ContainingTransitionsHandler]?

    /// Creates the handler of `tabBarController`; fill in the tab handlers afterwards.
    public init(
        tabBarController: TabBarControllerProtocol & ViewController, transitionsCoordinator: TransitionsCoordinator
    ) {
        self.tabBarController = tabBarController
        super.init(transitionsCoordinator: transitionsCoordinator)
    }

    /// Every tab's handlers, hidden tabs included.
    public override var allTransitionsHandlers: [AnimatingTransitionsHandler]? {
        guard let count = tabBarController?.viewControllers.count, count > 0 else { return nil }
        var result: [AnimatingTransitionsHandler] = []
        for index in 0..<count {
            if let handler = animatingTransitionsHandlers?[index] { result.append(handler) }
            if let nested = containingTransitionsHandlers?[index]?.allTransitionsHandlers {
                result.append(contentsOf: nested)
            }
        }
        return result
    }

    /// The selected tab's handlers only.
    public override var visibleTransitionsHandlers: [AnimatingTransitionsHandler]? {
        guard let index = tabBarController?.selectedIndex else { return nil }
        var result: [AnimatingTransitionsHandler] = []
        if let handler = animatingTransitionsHandlers?[index] { result.append(handler) }
        if let nested = containingTransitionsHandlers?[index]?.allTransitionsHandlers {
            result.append(contentsOf: nested)
        }
        return result
    }
}
