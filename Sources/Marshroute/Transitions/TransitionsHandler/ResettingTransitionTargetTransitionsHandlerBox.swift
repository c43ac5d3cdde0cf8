/// The handler a resetting transition acts on.
@MainActor
public enum ResettingTransitionTargetTransitionsHandlerBox {
    case animating(AnimatingTransitionsHandler)

    public init(animatingTransitionsHandler: AnimatingTransitionsHandler) {
        self = .animating(animatingTransitionsHandler)
    }

    public func unbox() -> AnimatingTransitionsHandler {
        switch self {
        case .animating(let handler): handler
        }
    }
}
