import TerminalUI

/// The handler of a tab bar: one handler (or nested container) per tab.
@MainActor
public protocol TabBarTransitionsHandler: ContainingTransitionsHandler {
    /// Tab index → the handler of that tab.
    var animatingTransitionsHandlers: [Int: AnimatingTransitionsHandler]? { get set }
    /// Tab index → a nested container (a split view in a tab).
    var containingTransitionsHandlers: [Int: ContainingTransitionsHandler]? { get set }
    /// The tab bar the handler stands for, while it lives: what lets front ends read the tabs
    /// and select one through the handler (`TabBarTransitionsHandler+TabSelection.swift`).
    var tabBarController: (TabBarControllerProtocol & ViewController)? { get }
}
