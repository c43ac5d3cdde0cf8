/// A handler of either kind, held strongly: what a router's seed carries.
@MainActor
public enum TransitionsHandlerBox {
    /// A handler of one navigation branch.
    case animating(AnimatingTransitionsHandler)
    /// A handler that holds others (a tab bar, a split view).
    case containing(ContainingTransitionsHandler)

    /// Boxes an animating handler.
    public init(animatingTransitionsHandler: AnimatingTransitionsHandler) {
        self = .animating(animatingTransitionsHandler)
    }

    /// Boxes a containing handler.
    public init(containingTransitionsHandler: ContainingTransitionsHandler) {
        self = .containing(containingTransitionsHandler)
    }

    /// The handler, whichever its kind.
    public func unbox() -> TransitionsHandler {
        switch self {
        case .animating(let handler): handler
        case .containing(let handler): handler
        }
    }

    /// The handler if it is an animating one, else `nil`.
    public func unboxAnimatingTransitionsHandler() -> AnimatingTransitionsHandler? {
        if case .animating(let handler) = self { return handler }
        return nil
    }

    /// The handler if it is a containing one, else `nil`.
    public func unboxContainingTransitionsHandler() -> ContainingTransitionsHandler? {
        if case .containing(let handler) = self { return handler }
        return nil
    }

    /// The same handler, held weakly.
    public func weakTransitionsHandlerBox() -> WeakTransitionsHandlerBox {
        switch self {
        case .animating(let handler): .animating(WeakAnimatingTransitionsHandlerBox(handler))
        case .containing(let handler): .containing(WeakContainingTransitionsHandlerBox(handler))
        }
    }
}
