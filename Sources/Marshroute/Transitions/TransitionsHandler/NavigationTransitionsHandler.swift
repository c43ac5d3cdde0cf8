/// Marks a handler that drives a `NavigationController`.
@MainActor
public protocol NavigationTransitionsHandler: AnimatingTransitionsHandler {}
