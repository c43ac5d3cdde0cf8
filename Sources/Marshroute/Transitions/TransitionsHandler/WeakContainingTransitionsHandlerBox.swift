/// A containing handler held weakly, so history never keeps a handler alive.
@MainActor
public struct WeakContainingTransitionsHandlerBox {
    /// The handler, if it is still alive.
    public private(set) weak var transitionsHandler: ContainingTransitionsHandler?
    /// Boxes `handler` weakly.
    public init(_ handler: ContainingTransitionsHandler) { transitionsHandler = handler }
}
