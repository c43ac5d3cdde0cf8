/// The target handler of a transition about to be performed. A push's target is not known
/// until it runs: it is whichever navigation handler the coordinator forwards it to.
@MainActor
public enum PresentationTransitionTargetTransitionsHandlerBox {
    /// The target is this animating handler (a modal or popover's own).
    case animating(AnimatingTransitionsHandler)
    /// The target is this containing handler (a modal split view's).
    case containing(ContainingTransitionsHandler)
    /// A push: the target is whichever navigation handler performs it.
    case pendingAnimating

    /// Boxes the handler held by `transitionsHandlerBox`.
    public init(transitionsHandlerBox: TransitionsHandlerBox) {
        switch transitionsHandlerBox {
        case .animating(let handler): self = .animating(handler)
        case .containing(let handler): self = .containing(handler)
        }
    }

    /// The handler, or `nil` while the target is pending.
    public func unbox() -> TransitionsHandler? {
        switch self {
        case .animating(let handler): handler
        case .containing(let handler): handler
        case .pendingAnimating: nil
        }
    }
}
