import TerminalUI

/// One thing the coordinator did, told to its observers as it happens, with the router call
/// that caused it: what a log or an inspector's timeline shows. Observing changes nothing; the
/// events come after the fact.
@MainActor
public struct TransitionEvent {
    /// What happened.
    public let kind: Kind
    /// The router call it happened for: the call itself for ``Kind/routerCalled``; the call a
    /// frozen transition came from when a peek is committed later; nil for what no router call
    /// caused (a root set up by the app, history read by a front end's plan).
    public let cause: RouterCall?

    /// Describes an event (the coordinator makes them; tests and tools may too).
    public init(_ kind: Kind, cause: RouterCall?) {
        self.kind = kind
        self.cause = cause
    }

    /// What happened.
    @MainActor
    public enum Kind {
        /// A router method entered Marshroute, before the transition it asks for: the event's
        /// `cause` is the call.
        case routerCalled
        /// A router was made for the module of transition `transitionId` (a module's assembly
        /// made it from its seed): a ledger of live modules starts here.
        case routerCreated(router: AnyObject, transitionId: TransitionId)
        /// A module's assembly registered what the module is made of (its screen, presenter,
        /// interactor and router), once it had wired them: a ledger lists its parts from here.
        case moduleRegistered(ModuleParts)
        /// History forgot `count` screens a container removed by itself (the back key popped
        /// them) from `handler`'s stack, noticed while the cause ran; `stillAlive` are those not
        /// released yet (Marshroute checks them again later).
        case historyCleaned(count: Int, stillAlive: [ViewController], handler: AnimatingTransitionsHandler)
        /// A screen history forgot is still alive a moment later: the retain cycle the
        /// assertion plugin reports. The cause is the call during which it was forgotten.
        case possibleRetainCycle(screenName: String)
        /// A forward transition ran: `target` was shown on `handler`. `requestedOn` is the
        /// handler the router asked; when it differs from `handler`, the coordinator forwarded
        /// the transition to the topmost handler (a modal's stack above the router's own, say).
        case performed(
            transitionId: TransitionId, target: ViewController, handler: AnimatingTransitionsHandler,
            requestedOn: TransitionsHandler, animator: String)
        /// A peek froze the transition: it runs when the peek is committed (then ``performed(transitionId:target:handler:requestedOn:animator:)``
        /// follows with the same cause), never if cancelled.
        case frozenForPeek(transitionId: TransitionId, target: ViewController)
        /// The peek that froze transition `transitionId` ended: the event's `cause` is the call
        /// that froze it, however long ago. Committed, the transition runs next (its
        /// `performed` follows with the same cause); cancelled or interrupted, it never runs.
        /// `endedBy` is the router call that ended it while running (the transition that
        /// interrupted it, an undo that closed its source), nil when the user did (Enter, Esc).
        case peekEnded(
            transitionId: TransitionId, target: ViewController, outcome: PeekOutcome, endedBy: RouterCall?)
        /// The delegate refused a marked transition.
        case refused(transitionId: TransitionId, userId: TransitionUserId)
        /// A handler's root was set or replaced.
        case reset(transitionId: TransitionId, root: ViewController, handler: AnimatingTransitionsHandler)
        /// Transitions were undone on `handler` (dismiss, focus, back to root, or the
        /// delegate's own undo while it refused the cause's transition): `screens` closed.
        case undone(transitionIds: [TransitionId], screens: Int, handler: AnimatingTransitionsHandler)
    }
}

/// How a peek ended, as ``TransitionEvent/Kind/peekEnded(transitionId:target:outcome:endedBy:)`` reports it.
public enum PeekOutcome: String, Sendable, Hashable, CaseIterable {
    /// Committed (Enter): the frozen transition runs now, as it was.
    case committed
    /// Cancelled (Esc): the frozen transition is dropped and never runs.
    case cancelled
    /// Another transition came first (or the source screen went away): the frozen transition
    /// is dropped and never runs.
    case interrupted
}
