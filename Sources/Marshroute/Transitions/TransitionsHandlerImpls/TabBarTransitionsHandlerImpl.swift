import TerminalUI

/// The handler of a tab bar: every tab's handlers count for undo and tracking, only the
/// selected tab's for performing (a transition is never forwarded to a hidden tab).
@MainActor
public final class TabBarTransitionsHandlerImpl: BaseContainingTransitionsHandler, TabBarTransitionsHandler {
    public private(set) weak var tabBarController: (TabBarControllerProtocol & ViewController)?
    public var animatingTransitionsHandlers: [Int: AnimatingTransitionsHandler]?
    public var containingTransitionsHandlers: [Int: ContainingTransitionsHandler]?

    public init(
        tabBarController: TabBarControllerProtocol & ViewController, transitionsCoordinator: TransitionsCoordinator
    ) {
        self.tabBarController = tabBarController
        super.init(transitionsCoordinator: transitionsCoordinator)
    }

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
