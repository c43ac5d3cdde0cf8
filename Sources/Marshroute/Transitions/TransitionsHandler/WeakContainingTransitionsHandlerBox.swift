@MainActor
public struct WeakContainingTransitionsHandlerBox {
    public private(set) weak var transitionsHandler: ContainingTransitionsHandler?
    public init(_ handler: ContainingTransitionsHandler) { transitionsHandler = handler }
}
