import TerminalUI

/// A tab bar controller, as Marshroute sees one.
@MainActor
public protocol TabBarControllerProtocol: AnyObject {
    var viewControllers: [ViewController] { get }
    var selectedIndex: Int { get }
}

/// A split view controller, as Marshroute sees one.
@MainActor
public protocol SplitViewControllerProtocol: AnyObject {
    var viewControllers: [ViewController] { get }
    func setViewControllers(_ viewControllers: [ViewController])
}

extension TabBarController: TabBarControllerProtocol {}
extension SplitViewController: SplitViewControllerProtocol {}

/// A handler that contains others. Performing and undoing go to the coordinator, which picks
/// the right contained handler; the verbs that only make sense on one branch assert.
@MainActor
open class BaseContainingTransitionsHandler: ContainingTransitionsHandler, TransitionsCoordinatorHolder {
    public let transitionsCoordinator: TransitionsCoordinator

    public init(transitionsCoordinator: TransitionsCoordinator) {
        self.transitionsCoordinator = transitionsCoordinator
    }

    open var allTransitionsHandlers: [AnimatingTransitionsHandler]? { nil }
    open var visibleTransitionsHandlers: [AnimatingTransitionsHandler]? { nil }

    open func performTransition(context: PresentationTransitionContext) {
        transitionsCoordinator.coordinatePerformingTransition(context: context, forContainingTransitionsHandler: self)
    }

    open func undoTransitionsAfter(transitionId: TransitionId) {
        transitionsCoordinator.coordinateUndoingTransitionsAfter(
            transitionId: transitionId, forContainingTransitionsHandler: self)
    }

    open func undoTransitionWith(transitionId: TransitionId) {
        transitionsCoordinator.coordinateUndoingTransitionWith(
            transitionId: transitionId, forContainingTransitionsHandler: self)
    }

    open func undoAllChainedTransitions() {
        marshrouteAssertionFailure("undoAllChainedTransitions can only be called on an animating transitions handler")
    }

    open func undoAllTransitions() {
        marshrouteAssertionFailure("undoAllTransitions can only be called on an animating transitions handler")
    }

    open func resetWithTransition(context: ResettingTransitionContext) {
        marshrouteAssertionFailure("resetWithTransition can only be called on an animating transitions handler")
    }
}

@MainActor
public protocol TabBarTransitionsHandler: ContainingTransitionsHandler {
    /// Tab index → the handler of that tab.
    var animatingTransitionsHandlers: [Int: AnimatingTransitionsHandler]? { get set }
    /// Tab index → a nested container (a split view in a tab).
    var containingTransitionsHandlers: [Int: ContainingTransitionsHandler]? { get set }
}

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

@MainActor
public protocol SplitViewTransitionsHandler: ContainingTransitionsHandler {
    var masterTransitionsHandler: AnimatingTransitionsHandler? { get set }
    var detailTransitionsHandler: AnimatingTransitionsHandler? { get set }
}

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
