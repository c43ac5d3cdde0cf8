/// The target handler of a transition about to be performed. A push's target is not known
/// until it runs: it is whichever navigation handler the coordinator forwards it to.
@MainActor
public enum PresentationTransitionTargetTransitionsHandlerBox {
    case animating(AnimatingTransitionsHandler)
    case containing(ContainingTransitionsHandler)
    case pendingAnimating

    public init(transitionsHandlerBox: TransitionsHandlerBox) {
        switch transitionsHandlerBox {
        case .animating(let handler): self = .animating(handler)
        case .containing(let handler): self = .containing(handler)
        }
    }

    public func unbox() -> TransitionsHandler? {
        switch self {
        case .animating(let handler): handler
        case .containing(let handler): handler
        case .pendingAnimating: nil
        }
    }
}
