@MainActor
public struct WeakAnimatingTransitionsHandlerBox {
    public private(set) weak var transitionsHandler: AnimatingTransitionsHandler?
    public init(_ handler: AnimatingTransitionsHandler) { transitionsHandler = handler }
}
