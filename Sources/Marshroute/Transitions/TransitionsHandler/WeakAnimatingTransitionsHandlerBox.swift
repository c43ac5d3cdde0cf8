/// An animating handler held weakly, so history never keeps a handler alive.
@MainActor
public struct WeakAnimatingTransitionsHandlerBox {
    /// The handler, if it is still alive.
    public private(set) weak var transitionsHandler: AnimatingTransitionsHandler?
    /// Boxes `handler` weakly.
    public init(_ handler: AnimatingTransitionsHandler) { transitionsHandler = handler }
}
