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

public typealias RouterTransitionsHandlerBox = TransitionsHandlerBox
public typealias RestoredTransitionTargetTransitionsHandlerBox = TransitionsHandlerBox

@MainActor
public struct WeakAnimatingTransitionsHandlerBox {
    public private(set) weak var transitionsHandler: AnimatingTransitionsHandler?
    public init(_ handler: AnimatingTransitionsHandler) { transitionsHandler = handler }
}

@MainActor
public struct WeakContainingTransitionsHandlerBox {
    public private(set) weak var transitionsHandler: ContainingTransitionsHandler?
    public init(_ handler: ContainingTransitionsHandler) { transitionsHandler = handler }
}

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
