/// The target handler of a completed transition, held weakly in history.
@MainActor
public enum CompletedTransitionTargetTransitionsHandlerBox {
    /// An animating handler, held weakly.
    case animating(WeakAnimatingTransitionsHandlerBox)
    /// A containing handler, held weakly.
    case containing(WeakContainingTransitionsHandlerBox)

    /// Fails for a `.pendingAnimating` box, which must be resolved before it is completed.
    public init?(
        presentationTransitionTargetTransitionsHandlerBox box: PresentationTransitionTargetTransitionsHandlerBox
    ) {
        switch box {
        case .animating(let handler): self = .animating(WeakAnimatingTransitionsHandlerBox(handler))
        case .containing(let handler): self = .containing(WeakContainingTransitionsHandlerBox(handler))
        case .pendingAnimating: return nil
        }
    }

    /// Boxes an animating handler weakly.
    public init(animatingTransitionsHandler handler: AnimatingTransitionsHandler) {
        self = .animating(WeakAnimatingTransitionsHandlerBox(handler))
    }

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
