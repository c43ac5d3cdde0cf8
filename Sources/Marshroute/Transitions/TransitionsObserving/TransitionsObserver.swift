import TerminalUI

/// Told about every ``TransitionEvent`` of the stack it was added to
/// (``TransitionsObservable/addObserver(_:)``), for logging or teaching tools.
@MainActor
public protocol TransitionsObserver: AnyObject {
    /// Called after each thing the coordinator does.
    /// - Parameters:
    ///   - coordinator: The coordinator that did it.
    ///   - event: What happened, and the router call that caused it.
    func transitionsCoordinator(_ coordinator: TransitionsCoordinator, didObserve event: TransitionEvent)
}

struct WeakTransitionsObserver {
    weak var observer: TransitionsObserver?
}

struct WeakTransitionsHandlerReference {
    weak var handler: TransitionsHandler?
}
