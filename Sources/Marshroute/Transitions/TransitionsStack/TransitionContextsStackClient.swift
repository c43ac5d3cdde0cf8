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
    func transitionBefore(transitionId: TransitionId, forTransitionsHandler transitionsHandler: TransitionsHandler)
        -> RestoredTransitionContext?
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
    @discardableResult
    func clearTransitionsToScreensThatWereAlreadyDismissedWithoutInvokingMarshroute() -> [ViewController]
    func deleteTransitionsAfter(
        transitionId: TransitionId, forTransitionsHandler transitionsHandler: TransitionsHandler,
        includingTransitionWithId: Bool
    ) -> Bool
    func appendTransition(
        context: CompletedTransitionContext, forTransitionsHandler transitionsHandler: TransitionsHandler
    ) -> Bool
    /// Records that history and the navigation stack agree (after Marshroute changed both).
    func markSynchronizedWithNavigationStack()
}

/// The stack client over a `TransitionContextsStack`.
@MainActor
public final class TransitionContextsStackClientImpl: TransitionContextsStackClient {
    public let stack: TransitionContextsStack

    public init(transitionContextsStack: TransitionContextsStack = TransitionContextsStackImpl()) {
        stack = transitionContextsStack
    }

    public func lastTransitionForTransitionsHandler(_ transitionsHandler: TransitionsHandler)
        -> RestoredTransitionContext?
    {
        guard let last = stack.last, last.sourceTransitionsHandler === transitionsHandler else { return nil }
        return last
    }

    public func chainedTransitionForTransitionsHandler(_ transitionsHandler: TransitionsHandler)
        -> RestoredTransitionContext?
    {
        guard let last = lastTransitionForTransitionsHandler(transitionsHandler), last.isChained else { return nil }
        return last
    }

    public func chainedTransitionsHandlerBoxForTransitionsHandler(_ transitionsHandler: TransitionsHandler)
        -> RestoredTransitionTargetTransitionsHandlerBox?
    {
        chainedTransitionForTransitionsHandler(transitionsHandler)?.targetTransitionsHandlerBox
    }

    public func transitionBefore(
        transitionId: TransitionId, forTransitionsHandler transitionsHandler: TransitionsHandler
    ) -> RestoredTransitionContext? {
        guard let entry = stack.preceding(transitionId: transitionId),
            entry.sourceTransitionsHandler === transitionsHandler
        else { return nil }
        return entry
    }

    public func transitionWith(transitionId: TransitionId, forTransitionsHandler transitionsHandler: TransitionsHandler)
        -> RestoredTransitionContext?
    {
        guard let entry = stack[transitionId], entry.sourceTransitionsHandler === transitionsHandler else { return nil }
        return entry
    }

    public func allTransitionsForTransitionsHandler(_ transitionsHandler: TransitionsHandler)
        -> (chainedTransition: RestoredTransitionContext?, pushTransitions: [RestoredTransitionContext]?)
    {
        guard let first = stack.first else { return (nil, nil) }
        return transitionsAfter(
            transitionId: first.transitionId, forTransitionsHandler: transitionsHandler, includingTransitionWithId: true
        )
    }

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

    @discardableResult
    public func clearTransitionsToScreensThatWereAlreadyDismissedWithoutInvokingMarshroute() -> [ViewController] {
        stack.clearContextsDescribingScreensThatWereAlreadyDismissedWithoutInvokingMarshroute()
    }

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

    public func appendTransition(
        context: CompletedTransitionContext, forTransitionsHandler transitionsHandler: TransitionsHandler
    ) -> Bool {
        guard context.sourceTransitionsHandler === transitionsHandler else { return false }
        stack.append(context)
        return true
    }

    public func markSynchronizedWithNavigationStack() {
        stack.markSynchronizedWithNavigationStack()
    }
}
