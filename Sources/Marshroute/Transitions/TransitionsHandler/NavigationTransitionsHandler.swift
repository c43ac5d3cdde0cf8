import TerminalUI

/// Marks a handler that drives a `NavigationController`.
@MainActor
public protocol NavigationTransitionsHandler: AnimatingTransitionsHandler {
    /// The navigation controller the handler stands for, while it lives: what a history reader
    /// shows a stack by (its tab, its column).
    var navigationController: NavigationController? { get }
}

extension NavigationTransitionsHandler {
    /// A handler of another making names no navigation controller unless it says so.
    public var navigationController: NavigationController? { nil }
}
