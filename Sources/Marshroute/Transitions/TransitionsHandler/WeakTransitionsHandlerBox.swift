/// A handler of either kind, held weakly (history entries and tracked modules use it).
@MainActor
public enum WeakTransitionsHandlerBox {
    /// An animating handler, held weakly.
    case animating(WeakAnimatingTransitionsHandlerBox)
    /// A containing handler, held weakly.
    case containing(WeakContainingTransitionsHandlerBox)

    /// The handler, if it is still alive.
    public func unbox() -> TransitionsHandler? {
        switch self {
        case .animating(let box): box.transitionsHandler
        case .containing(let box): box.transitionsHandler
        }
    }

    /// The handler boxed strongly, if it is still alive.
    public func transitionsHandlerBox() -> TransitionsHandlerBox? {
        switch self {
        case .animating(let box): box.transitionsHandler.map { .animating($0) }
        case .containing(let box): box.transitionsHandler.map { .containing($0) }
        }
    }
}
