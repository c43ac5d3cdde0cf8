import TerminalUI

/// One thing the coordinator did, told to its observers as it happens: what a log or an
/// inspector's timeline shows. Observing changes nothing; the events come after the fact.
@MainActor
public enum TransitionEvent {
    /// A router method ran (`call`, such as `pushViewControllerDerivedFrom`), just before the
    /// transition it asks for: `transitionId` is that transition's (the module's own for
    /// `dismissCurrentModule` and `focusOnCurrentModule`). The router is the module's, so its
    /// type names the module's router (`CategoriesRouterImpl`) and `caller` its method that
    /// made the call (`showSubcategories`), so a log reads
    /// `CategoriesRouterImpl.showSubcategories → pushViewControllerDerivedFrom`.
    case routerCalled(router: AnyObject, call: String, caller: String, transitionId: TransitionId?)
    /// A router was made for the module of transition `transitionId` (a module's assembly made
    /// it from its seed): a ledger of live modules starts here.
    case routerCreated(router: AnyObject, transitionId: TransitionId)
    /// History forgot `count` screens a container removed by itself (the back key popped
    /// them); `stillAlive` are those not released yet (Marshroute checks them again later).
    case historyCleaned(count: Int, stillAlive: [ViewController])
    /// A screen history forgot is still alive a moment later: the retain cycle the assertion
    /// plugin reports.
    case possibleRetainCycle(screenName: String)
    /// A forward transition ran: `target` was shown on `handler`. `requestedOn` is the handler
    /// the router asked; when it differs from `handler`, the coordinator forwarded the
    /// transition to the topmost handler (a modal's stack above the router's own, say).
    case performed(
        transitionId: TransitionId, target: ViewController, handler: AnimatingTransitionsHandler,
        requestedOn: TransitionsHandler, animator: String)
    /// A peek froze the transition: it runs when the peek is committed, never if cancelled.
    case frozenForPeek(transitionId: TransitionId, target: ViewController)
    /// The delegate refused a marked transition.
    case refused(transitionId: TransitionId, userId: TransitionUserId)
    /// A handler's root was set or replaced.
    case reset(transitionId: TransitionId, root: ViewController, handler: AnimatingTransitionsHandler)
    /// Transitions were undone on `handler` (dismiss, focus, back to root): `screens` closed.
    case undone(transitionIds: [TransitionId], screens: Int, handler: AnimatingTransitionsHandler)
}

/// Told about every `TransitionEvent` of the coordinator it was added to
/// (`TransitionsCoordinatorImpl.addObserver(_:)`), for logging or teaching tools.
@MainActor
public protocol TransitionsObserver: AnyObject {
    /// Called after each thing the coordinator does.
    /// - Parameters:
    ///   - coordinator: The coordinator that did it.
    ///   - event: What happened.
    func transitionsCoordinator(_ coordinator: TransitionsCoordinator, didObserve event: TransitionEvent)
}

extension TransitionsCoordinatorImpl {
    /// Adds an observer, held weakly: it stops hearing when it is released.
    public func addObserver(_ observer: TransitionsObserver) {
        observers.removeAll { $0.observer == nil }
        observers.append(WeakTransitionsObserver(observer: observer))
    }

    /// Removes an observer added with `addObserver(_:)`.
    public func removeObserver(_ observer: TransitionsObserver) {
        observers.removeAll { $0.observer == nil || $0.observer === observer }
    }

    /// Whether anyone listens (so that callers can skip building an event).
    var hasObservers: Bool { !observers.isEmpty }

    /// Tells the observers; costs one empty check when there are none.
    func notify(_ event: @autoclosure () -> TransitionEvent) {
        guard !observers.isEmpty else { return }
        let event = event()
        for box in observers {
            box.observer?.transitionsCoordinator(self, didObserve: event)
        }
    }
}

struct WeakTransitionsObserver {
    weak var observer: TransitionsObserver?
}

struct WeakTransitionsHandlerReference {
    weak var handler: TransitionsHandler?
}
