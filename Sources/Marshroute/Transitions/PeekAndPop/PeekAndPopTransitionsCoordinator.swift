import TerminalUI

/// The coordinator's hook: every forward transition passes through it. Normally `popAction`
/// (the transition itself) runs at once; during a peek request it is frozen instead.
@MainActor
public protocol PeekAndPopTransitionsCoordinator: AnyObject {
    func coordinatePeekIfNeededFor(viewController: ViewController, popAction: @escaping () -> Void)
}
