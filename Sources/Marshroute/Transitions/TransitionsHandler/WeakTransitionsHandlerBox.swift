/// A handler of either kind, held weakly (history entries and tracked modules use it).
@MainActor
public enum WeakTransitionsHandlerBox {
    case animating(WeakAnimatingTransitionsHandlerBox)
    case containing(WeakContainingTransitionsHandlerBox)

    public func unbox() -> TransitionsHandler? {
        switch self {
        case .animating(let box): box.transitionsHandler
        case .containing(let box): box.transitionsHandler
        }
    }

    public func transitionsHandlerBox() -> TransitionsHandlerBox? {
        switch self {
        case .animating(let box): box.transitionsHandler.map { .animating($0) }
        case .containing(let box): box.transitionsHandler.map { .containing($0) }
        }
    }
}
