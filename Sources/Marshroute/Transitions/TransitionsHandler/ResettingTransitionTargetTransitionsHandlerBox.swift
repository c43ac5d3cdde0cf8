/// The handler a resetting transition acts on.
@MainActor
public enum ResettingTransitionTargetTransitionsHandlerBox {
    /// The animating handler whose root is set.
    case animating(AnimatingTransitionsHandler)

    /// Boxes `animatingTransitionsHandler`.
    public init(animatingTransitionsHandler: AnimatingTransitionsHandler) {
        self = .animating(animatingTransitionsHandler)
    }

    /// The boxed handler.
    public func unbox() -> AnimatingTransitionsHandler {
        switch self {
        case .animating(let handler): handler
        }
    }
}
