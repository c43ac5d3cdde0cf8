/// A tab bar or a split view: routes to the animating handlers it contains.
@MainActor
public protocol ContainingTransitionsHandler: TransitionsHandlerContainer, TransitionsHandler {}
