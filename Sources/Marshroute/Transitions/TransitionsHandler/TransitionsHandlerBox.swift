/// A handler of either kind, held strongly: what a router's seed carries.
@MainActor
public enum TransitionsHandlerBox {
    case animating(AnimatingTransitionsHandler)
    case containing(ContainingTransitionsHandler)

    public init(animatingTransitionsHandler: AnimatingTransitionsHandler) {
        self = .animating(animatingTransitionsHandler)
    }

    public init(containingTransitionsHandler: ContainingTransitionsHandler) {
        self = .containing(containingTransitionsHandler)
    }

    public func unbox() -> TransitionsHandler {
        switch self {
        case .animating(let handler): handler
        case .containing(let handler): handler
        }
    }

    public func unboxAnimatingTransitionsHandler() -> AnimatingTransitionsHandler? {
        if case .animating(let handler) = self { return handler }
        return nil
    }

    public func unboxContainingTransitionsHandler() -> ContainingTransitionsHandler? {
        if case .containing(let handler) = self { return handler }
        return nil
    }

    public func weakTransitionsHandlerBox() -> WeakTransitionsHandlerBox {
        switch self {
        case .animating(let handler): .animating(WeakAnimatingTransitionsHandlerBox(handler))
        case .containing(let handler): .containing(WeakContainingTransitionsHandlerBox(handler))
        }
    }
}
