import TerminalUI

extension TransitionsCoordinatorImpl {
    /// Finds the handler that owns `transitionId` and undoes everything after it.
    public func coordinateUndoingTransitionsAfter(
        transitionId: TransitionId, forAnimatingTransitionsHandler handler: AnimatingTransitionsHandler
    ) {
        undoTransitions(transitionId: transitionId, startingFrom: [handler], including: false)
    }

    /// Finds the handler inside the container that owns `transitionId` (hidden tabs included) and undoes everything
    /// after it.
    public func coordinateUndoingTransitionsAfter(
        transitionId: TransitionId, forContainingTransitionsHandler handler: ContainingTransitionsHandler
    ) {
        undoTransitions(
            transitionId: transitionId, startingFrom: handler.allTransitionsHandlers ?? [], including: false)
    }

    /// Finds the handler that owns `transitionId` and undoes it with everything after it.
    public func coordinateUndoingTransitionWith(
        transitionId: TransitionId, forAnimatingTransitionsHandler handler: AnimatingTransitionsHandler
    ) {
        undoTransitions(transitionId: transitionId, startingFrom: [handler], including: true)
    }

    /// Finds the handler inside the container that owns `transitionId` and undoes it with everything after it.
    public func coordinateUndoingTransitionWith(
        transitionId: TransitionId, forContainingTransitionsHandler handler: ContainingTransitionsHandler
    ) {
        undoTransitions(transitionId: transitionId, startingFrom: handler.allTransitionsHandlers ?? [], including: true)
    }

    /// Closes the modal or popover chained from `handler`, with everything above it; pushes stay.
    public func coordinateUndoingAllChainedTransitions(
        forAnimatingTransitionsHandler handler: AnimatingTransitionsHandler
    ) {
        finishRunningAnimations(around: handler)
        guard let client = stackClient(handler) else { return }
        clearAlreadyDismissedTransitions(of: client, handler: handler)
        let wiped = deleteChainedHistoryWithoutAnimations(of: handler)
        guard let chained = client.chainedTransitionForTransitionsHandler(handler) else { return }
        launchUndoing(entry: chained, handler: handler, client: client, undoingAfter: nil)
        _ = client.deleteTransitionsAfter(
            transitionId: chained.transitionId, forTransitionsHandler: handler, includingTransitionWithId: true)
        client.markSynchronizedWithNavigationStack()
        notify(
            .undone(
                transitionIds: Self.merged([chained.transitionId], wiped.transitionIds),
                screens: max(1, wiped.screens), handler: handler))
    }

    /// Pops to the root and closes the chained modal. (The original passed the root's own
    /// reset entry as the first push to undo, asserted, and never popped: docs/ROUTING.md, section 1.2.)
    public func coordinateUndoingAllTransitions(forAnimatingTransitionsHandler handler: AnimatingTransitionsHandler) {
        guard let client = stackClient(handler) else { return }
        clearAlreadyDismissedTransitions(of: client, handler: handler)
        guard let first = client.allTransitionsForTransitionsHandler(handler).pushTransitions?.first else { return }
        initiateUndoingTransitions(transitionId: first.transitionId, handler: handler, client: client, including: false)
    }

    /// Finds the handler whose history holds `transitionId` (through chains and across hidden
    /// tabs, without switching them) and undoes from there.
    private func undoTransitions(
        transitionId: TransitionId, startingFrom handlers: [AnimatingTransitionsHandler], including: Bool
    ) {
        guard let owner = handlerOwning(transitionId: transitionId, startingFrom: handlers),
            let client = stackClient(owner)
        else {
            marshroutePrint("no transitions handler has transition \(transitionId): possibly an extra undo call")
            return
        }
        initiateUndoingTransitions(transitionId: transitionId, handler: owner, client: client, including: including)
    }

    func handlerOwning(transitionId: TransitionId, startingFrom handlers: [AnimatingTransitionsHandler])
        -> AnimatingTransitionsHandler?
    {
        var queue = handlers
        var visited = Set<ObjectIdentifier>()
        var index = 0
        while index < queue.count {
            let handler = queue[index]
            index += 1
            guard visited.insert(ObjectIdentifier(handler)).inserted else { continue }
            if stackClient(handler)?.transitionWith(transitionId: transitionId, forTransitionsHandler: handler) != nil {
                return handler
            }
            queue.append(contentsOf: chainedAnimatingTransitionsHandlers(of: handler, visibleOnly: false))
        }
        return nil
    }

    private func initiateUndoingTransitions(
        transitionId: TransitionId, handler: AnimatingTransitionsHandler,
        client: TransitionContextsStackClient, including: Bool
    ) {
        /// What to undo: the chained entry and the pushes after `transitionId`; nil when there
        /// is nothing, or when the first push cannot be undone. Refusing before touching
        /// anything matters: the original asserted here too, but then deleted the history
        /// anyway, leaving a handler whose screens were still shown but forgotten.
        func plan() -> (chained: RestoredTransitionContext?, pushes: [RestoredTransitionContext]?)? {
            clearAlreadyDismissedTransitions(of: client, handler: handler)
            let (chained, pushes) = client.transitionsAfter(
                transitionId: transitionId, forTransitionsHandler: handler,
                includingTransitionWithId: including)
            guard chained != nil || !(pushes ?? []).isEmpty else { return nil }
            // A root replaced by a reset keeps its entry while its screen lives (a timer of its
            // module may still fire): what follows it belongs to the new root, not to it.
            if let pushes, pushes.dropFirst(including ? 1 : 0).contains(where: \.isResetting) {
                marshroutePrint(
                    "transition \(transitionId) was replaced by a reset: nothing of its module is left to undo")
                return nil
            }
            if let firstPush = pushes?.first, !canUndo(entry: firstPush, handler: handler, client: client) {
                return nil
            }
            return (chained, pushes)
        }
        guard var steps = plan() else { return }
        if isPresentationAnimating(above: steps.chained, pushes: steps.pushes) {
            // The original dropped the undo when its delegate said no. Here the delegate is
            // still asked, but the presentation on its way in is finished below and the undo
            // runs whatever the answer.
            _ = transitionsCoordinatorDelegate?.transitionsCoordinator(
                coordinator: self, canUndoChainedTransition: steps.chained, andPushTransitions: steps.pushes,
                forTransitionsHandler: handler, transitionId: transitionId)
        }
        // Whatever still animates ends before the history changes; its completions may have
        // pushed more (undone with the rest) or undone this already: read it again.
        if finishRunningAnimations(around: handler) {
            guard let settled = plan() else { return }
            steps = settled
        }
        let wiped = deleteChainedHistoryWithoutAnimations(of: handler)
        let undoingAfter = including ? nil : transitionId
        if let chained = steps.chained {
            launchUndoing(entry: chained, handler: handler, client: client, undoingAfter: undoingAfter)
        }
        if let firstPush = steps.pushes?.first {
            launchUndoing(entry: firstPush, handler: handler, client: client, undoingAfter: undoingAfter)
        }
        _ = client.deleteTransitionsAfter(
            transitionId: transitionId, forTransitionsHandler: handler, includingTransitionWithId: including)
        client.markSynchronizedWithNavigationStack()
        let undone = (steps.chained.map { [$0] } ?? []) + (steps.pushes ?? [])
        // The chained modal counts once in `undone` and again among the chained screens.
        let screens = (steps.pushes ?? []).count + (steps.chained == nil ? 0 : max(1, wiped.screens))
        let ids = Self.merged(undone.map(\.transitionId), steps.chained == nil ? [] : wiped.transitionIds)
        notify(.undone(transitionIds: ids, screens: screens, handler: handler))
    }

    private func isPresentationAnimating(
        above chained: RestoredTransitionContext?, pushes: [RestoredTransitionContext]?
    ) -> Bool {
        if let chained {
            // A modal or popover navigation controller is presented, not the screen inside it.
            let target = chained.targetViewController
            if target.isBeingPresented || target.navigationController?.isBeingPresented == true { return true }
        }
        if let last = pushes?.last, last.targetViewController.presentedViewController?.isBeingPresented == true {
            return true
        }
        return false
    }

    /// Whether an entry can be undone by going back to the entry before it: the first entry and
    /// reset entries cannot (asserts).
    private func canUndo(
        entry: RestoredTransitionContext, handler: AnimatingTransitionsHandler,
        client: TransitionContextsStackClient
    ) -> Bool {
        dismissalBox(undoing: entry, handler: handler, client: client) != nil
    }

    /// The dismissal that undoes `entry`: its presentation run backwards to the screen of the
    /// entry before it. Nil, with an assertion, for the first entry and for reset entries.
    private func dismissalBox(
        undoing entry: RestoredTransitionContext, handler: AnimatingTransitionsHandler,
        client: TransitionContextsStackClient
    ) -> DismissalAnimationLaunchingContextBox? {
        guard let preceding = client.transitionBefore(transitionId: entry.transitionId, forTransitionsHandler: handler)
        else {
            marshrouteAssertionFailure("call resetWithTransition instead of undoing the very first transition")
            return nil
        }
        guard case .presentation(let presentationBox) = entry.sourceAnimationLaunchingContextBox else {
            marshrouteAssertionFailure("cannot undo a resetting transition; call resetWithTransition instead")
            return nil
        }
        return DismissalAnimationLaunchingContextBox(
            presentationAnimationLaunchingContextBox: presentationBox,
            targetViewController: preceding.targetViewController)
    }

    /// Animates undoing one entry: back to the screen of the entry before it.
    private func launchUndoing(
        entry: RestoredTransitionContext, handler: AnimatingTransitionsHandler,
        client: TransitionContextsStackClient, undoingAfter: TransitionId?
    ) {
        guard let box = dismissalBox(undoing: entry, handler: handler, client: client) else { return }
        if let undoingAfter {
            transitionsCoordinatorDelegate?.transitionsCoordinator(
                coordinator: self, willForceTransitionsHandler: handler,
                toLaunchDismissalAnimationByAnimator: box.transitionsAnimatorBox,
                ofTransitionsAfterId: undoingAfter)
        } else {
            transitionsCoordinatorDelegate?.transitionsCoordinator(
                coordinator: self, willForceTransitionsHandler: handler,
                toLaunchDismissalAnimationByAnimator: box.transitionsAnimatorBox,
                ofTransitionWithId: entry.transitionId)
        }
        handler.launchDismissalAnimation(launchingContextBox: box)
    }

    /// `first`, then those of `more` it lacks, in order.
    static func merged(_ first: [TransitionId], _ more: [TransitionId]) -> [TransitionId] {
        first + more.filter { !first.contains($0) }
    }

    /// Wipes the histories of the handlers chained from `handler`, deepest first, with no
    /// animation: dismissing the outer modal takes the inner ones off screen with it.
    /// Returns how many screens that history held and their transitions: what observers hear
    /// closed.
    @discardableResult
    func deleteChainedHistoryWithoutAnimations(of handler: AnimatingTransitionsHandler)
        -> (screens: Int, transitionIds: [TransitionId])
    {
        var visited = Set<ObjectIdentifier>()
        var screens = 0
        var ids: [TransitionId] = []
        func wipe(_ current: AnimatingTransitionsHandler) {
            guard visited.insert(ObjectIdentifier(current)).inserted else { return }
            let chainedId = hasObservers ? stackClient(current)?.chainedTransitionForTransitionsHandler(current) : nil
            for child in chainedAnimatingTransitionsHandlers(of: current, visibleOnly: false) {
                wipe(child)
                // A presented stack's history starts with its root: one screen per entry; a
                // bare modal has none, and is one screen.
                let pushes = stackClient(child)?.allTransitionsForTransitionsHandler(child).pushTransitions ?? []
                screens += max(1, pushes.count)
                if hasObservers {
                    ids += (chainedId.map { [$0.transitionId] } ?? []) + pushes.map(\.transitionId)
                }
                if let childClient = stackClient(child), let first = pushes.first {
                    _ = childClient.deleteTransitionsAfter(
                        transitionId: first.transitionId, forTransitionsHandler: child,
                        includingTransitionWithId: true)
                }
            }
        }
        wipe(handler)
        var seen = Set<TransitionId>()
        return (screens, ids.filter { seen.insert($0).inserted })
    }
}

extension RestoredTransitionContext {
    /// Whether a reset made this entry (a stack's root), not a forward transition.
    fileprivate var isResetting: Bool {
        if case .resetting = sourceAnimationLaunchingContextBox { return true }
        return false
    }
}
