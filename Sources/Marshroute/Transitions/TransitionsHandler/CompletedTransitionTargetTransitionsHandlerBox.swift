/// The target handler of a completed transition, held weakly in history.
@MainActor
public enum CompletedTransitionTargetTransitionsHandlerBox {
    case animating(WeakAnimatingTransitionsHandlerBox)
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

    public init(animatingTransitionsHandler handler: AnimatingTransitionsHandler) {
        self = .animating(WeakAnimatingTransitionsHandlerBox(handler))
    }

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
