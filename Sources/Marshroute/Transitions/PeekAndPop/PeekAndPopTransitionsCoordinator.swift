import TerminalUI

/// The coordinator's hook: every forward transition passes through it. Normally `popAction`
/// (the transition itself) runs at once; during a peek request it is frozen instead.
@MainActor
public protocol PeekAndPopTransitionsCoordinator: AnyObject {
    /// Runs `popAction` now, or freezes it when a peek is asking for the screen of `viewController`.
    /// - Parameters:
    ///   - viewController: The screen the transition would show.
    ///   - popAction: The transition itself.
    func coordinatePeekIfNeededFor(viewController: ViewController, popAction: @escaping () -> Void)
}
