import TerminalUI

/// A handler's view of its history: the same stack, read through "performed by this handler".
@MainActor
public protocol TransitionContextsStackClient: AnyObject {
    /// The last entry, if this handler performed it.
    func lastTransitionForTransitionsHandler(_ transitionsHandler: TransitionsHandler) -> RestoredTransitionContext?
    /// The last entry, if it chains another handler (a modal or a popover).
    func chainedTransitionForTransitionsHandler(_ transitionsHandler: TransitionsHandler) -> RestoredTransitionContext?
    /// The handler the last entry chains, if it chains one.
    func chainedTransitionsHandlerBoxForTransitionsHandler(_ transitionsHandler: TransitionsHandler)
        -> RestoredTransitionTargetTransitionsHandlerBox?
    /// The entry before `transitionId`, if this handler performed it.
    func transitionBefore(transitionId: TransitionId, forTransitionsHandler transitionsHandler: TransitionsHandler)
        -> RestoredTransitionContext?
    /// The entry of `transitionId`, if this handler performed it.
    func transitionWith(transitionId: TransitionId, forTransitionsHandler transitionsHandler: TransitionsHandler)
        -> RestoredTransitionContext?
    /// Everything: `transitionsAfter(first, including: true)`.
    func allTransitionsForTransitionsHandler(_ transitionsHandler: TransitionsHandler)
        -> (chainedTransition: RestoredTransitionContext?, pushTransitions: [RestoredTransitionContext]?)
    /// What follows `transitionId`: the chained entry (if the last one chains) and the pushes
    /// in between, oldest first; `(nil, nil)` for an unknown id, an empty history, or the last
    /// entry when not including it.
    func transitionsAfter(
        transitionId: TransitionId, forTransitionsHandler transitionsHandler: TransitionsHandler,
        includingTransitionWithId: Bool
    )
        -> (chainedTransition: RestoredTransitionContext?, pushTransitions: [RestoredTransitionContext]?)
    /// Drops entries whose screens were closed without Marshroute.
    /// - Returns: The screens that are still alive though dismissed, for the retain-cycle check.
    @discardableResult
    func clearTransitionsToScreensThatWereAlreadyDismissedWithoutInvokingMarshroute() -> [ViewController]
    /// Deletes the entries after `transitionId` (and that one too when `includingTransitionWithId` is true).
    /// - Returns: Whether anything was deleted.
    func deleteTransitionsAfter(
        transitionId: TransitionId, forTransitionsHandler transitionsHandler: TransitionsHandler,
        includingTransitionWithId: Bool
    ) -> Bool
    /// Appends an entry performed by `transitionsHandler`.
    /// - Returns: Whether it was appended.
    func appendTransition(
        context: CompletedTransitionContext, forTransitionsHandler transitionsHandler: TransitionsHandler
    ) -> Bool
    /// Records that history and the navigation stack agree (after Marshroute changed both).
    func markSynchronizedWithNavigationStack()
    /// How many entries history forgot since the last call (nil when its stack does not count).
    func takeCountOfForgottenContexts() -> Int?
}

extension TransitionContextsStackClient {
    /// A client of another making does not count what it forgot.
    public func takeCountOfForgottenContexts() -> Int? { nil }
}

/// The stack client over a `TransitionContextsStack`.
@MainActor
public final class TransitionContextsStackClientImpl: TransitionContextsStackClient {
    /// The history this client reads and writes.
    public let stack: TransitionContextsStack

    /// Creates a client over `transitionContextsStack`.
    public init(transitionContextsStack: TransitionContextsStack = TransitionContextsStackImpl()) {
        stack = transitionContextsStack
    }

    /// What the stack forgot since the last call.
    public func takeCountOfForgottenContexts() -> Int? { stack.takeCountOfForgottenContexts() }

    /// The last entry, if `transitionsHandler` performed it.
    public func lastTransitionForTransitionsHandler(_ transitionsHandler: TransitionsHandler)
        -> RestoredTransitionContext?
    {
        guard let last = stack.last, last.sourceTransitionsHandler === transitionsHandler else { return nil }
        return last
    }

    /// The last entry, if it chains another handler (a modal or a popover).
    public func chainedTransitionForTransitionsHandler(_ transitionsHandler: TransitionsHandler)
        -> RestoredTransitionContext?
    {
        guard let last = lastTransitionForTransitionsHandler(transitionsHandler), last.isChained else { return nil }
        return last
    }

    /// The handler the last entry chains, if it chains one.
    public func chainedTransitionsHandlerBoxForTransitionsHandler(_ transitionsHandler: TransitionsHandler)
        -> RestoredTransitionTargetTransitionsHandlerBox?
    {
        chainedTransitionForTransitionsHandler(transitionsHandler)?.targetTransitionsHandlerBox
    }

    /// The entry before `transitionId`, if `transitionsHandler` performed it.
    public func transitionBefore(
        transitionId: TransitionId, forTransitionsHandler transitionsHandler: TransitionsHandler
    ) -> RestoredTransitionContext? {
        guard let entry = stack.preceding(transitionId: transitionId),
            entry.sourceTransitionsHandler === transitionsHandler
        else { return nil }
        return entry
    }

    /// The entry of `transitionId`, if `transitionsHandler` performed it.
    public func transitionWith(transitionId: TransitionId, forTransitionsHandler transitionsHandler: TransitionsHandler)
        -> RestoredTransitionContext?
    {
        guard let entry = stack[transitionId], entry.sourceTransitionsHandler === transitionsHandler else { return nil }
        return entry
    }

    /// Everything after the first entry: the chained entry and the pushes.
    public func allTransitionsForTransitionsHandler(_ transitionsHandler: TransitionsHandler)
        -> (chainedTransition: RestoredTransitionContext?, pushTransitions: [RestoredTransitionContext]?)
    {
        guard let first = stack.first else { return (nil, nil) }
        return transitionsAfter(
            transitionId: first.transitionId, forTransitionsHandler: transitionsHandler, includingTransitionWithId: true
        )
    }

    /// What follows `transitionId`: the chained entry (if the last one chains) and the pushes in between, oldest
    /// first.
    public func transitionsAfter(
        transitionId: TransitionId, forTransitionsHandler transitionsHandler: TransitionsHandler,
        includingTransitionWithId including: Bool
    )
        -> (chainedTransition: RestoredTransitionContext?, pushTransitions: [RestoredTransitionContext]?)
    {
        guard let entry = transitionWith(transitionId: transitionId, forTransitionsHandler: transitionsHandler),
            let last = lastTransitionForTransitionsHandler(transitionsHandler)
        else { return (nil, nil) }
        if last.transitionId == transitionId && !including { return (nil, nil) }
        var pushes = stack.following(transitionId: transitionId)
        var chained: RestoredTransitionContext?
        if last.isChained {
            chained = last
            if pushes.last == last { pushes.removeLast() }
        }
        if including && entry != chained {
            pushes.insert(entry, at: 0)
        }
        return (chained, pushes)
    }

    /// Drops entries whose screens were closed without Marshroute and returns the screens still alive.
    @discardableResult
    public func clearTransitionsToScreensThatWereAlreadyDismissedWithoutInvokingMarshroute() -> [ViewController] {
        stack.clearContextsDescribingScreensThatWereAlreadyDismissedWithoutInvokingMarshroute()
    }

    /// Deletes the entries after `transitionId`, and that one too when `including` is true.
    public func deleteTransitionsAfter(
        transitionId: TransitionId, forTransitionsHandler transitionsHandler: TransitionsHandler,
        includingTransitionWithId including: Bool
    ) -> Bool {
        guard let first = stack.first, first.sourceTransitionsHandler === transitionsHandler,
            stack[transitionId] != nil
        else { return false }
        if including {
            let popped = stack.popTo(transitionId: transitionId)
            let last = stack.popLast()
            return popped != nil || last != nil
        }
        return stack.popTo(transitionId: transitionId)?.first != nil
    }

    /// Appends an entry performed by `transitionsHandler`.
    public func appendTransition(
        context: CompletedTransitionContext, forTransitionsHandler transitionsHandler: TransitionsHandler
    ) -> Bool {
        guard context.sourceTransitionsHandler === transitionsHandler else { return false }
        stack.append(context)
        return true
    }

    /// Records that history and the navigation stack agree.
    public func markSynchronizedWithNavigationStack() {
        stack.markSynchronizedWithNavigationStack()
    }
}
