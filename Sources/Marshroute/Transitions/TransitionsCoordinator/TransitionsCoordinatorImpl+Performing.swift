import TerminalUI

extension TransitionsCoordinatorImpl {
    /// Forwards the transition to the deepest visible handler chained from `handler` and performs it there.
    public func coordinatePerformingTransition(
        context: PresentationTransitionContext,
        forAnimatingTransitionsHandler handler: AnimatingTransitionsHandler
    ) {
        guard let target = deepestChainedAnimatingTransitionsHandler(from: [handler], visibleOnly: true) else { return }
        initiatePerformingTransition(context: context, handler: target, requestedOn: handler)
    }

    /// Forwards the transition to the deepest visible handler inside the container and performs it there.
    public func coordinatePerformingTransition(
        context: PresentationTransitionContext,
        forContainingTransitionsHandler handler: ContainingTransitionsHandler
    ) {
        guard let visible = handler.visibleTransitionsHandlers, !visible.isEmpty,
            let target = deepestChainedAnimatingTransitionsHandler(from: visible, visibleOnly: true)
        else {
            marshrouteAssertionFailure(
                "\(type(of: handler)) has no visible transitions handler to perform a transition")
            return
        }
        initiatePerformingTransition(context: context, handler: target, requestedOn: handler)
    }

    /// Checks the handler can go forward (it was reset and the delegate allows a marked
    /// transition), then runs the transition through the peek coordinator, which may freeze it.
    private func initiatePerformingTransition(
        context: PresentationTransitionContext, handler: AnimatingTransitionsHandler,
        requestedOn: TransitionsHandler
    ) {
        // A router asks for the topmost handler first (they all do) and performs on it
        // directly: the handler it asked is the one its call names.
        let requestedOn = requestedHandler(of: context.transitionId) ?? requestedOn
        // A peek may run the transition much later, outside the call: it keeps its cause.
        let cause = currentCause
        finishRunningAnimations(around: handler)
        guard let client = stackClient(handler), client.lastTransitionForTransitionsHandler(handler) != nil else {
            marshrouteAssertionFailure(
                "\(type(of: handler)) has no history: you should have called resetWithTransition first")
            return
        }
        clearAlreadyDismissedTransitions(of: client, handler: handler)
        if let userId = markers[context.transitionId], let delegate = transitionsCoordinatorDelegate,
            !delegate.transitionsCoordinator(
                coordinator: self, canForceTransitionsHandler: handler,
                toLaunchPresentationAnimationOfTransition: context, markedWithUserId: userId)
        {
            marshroutePrint("the delegate refused transition \(context.transitionId) marked \(userId)")
            markers[context.transitionId] = nil
            notify(.refused(transitionId: context.transitionId, userId: userId))
            return
        }
        var ran = false
        peekAndPopTransitionsCoordinator.coordinatePeekIfNeededFor(viewController: context.targetViewController) {
            [weak self, weak handler, weak requestedOn] in
            ran = true
            guard let self else { return }
            // Run later, this is a peek being committed: its end comes before the transition.
            self.endFrozenPeek(of: context.transitionId, outcome: .committed)
            guard let handler else { return }
            self.launchPerformingTransition(
                context: context, handler: handler, requestedOn: requestedOn ?? handler, cause: cause)
        }
        if !ran {
            frozenPeek(context.transitionId, target: context.targetViewController, cause: cause)
            notify(.frozenForPeek(transitionId: context.transitionId, target: context.targetViewController))
        }
    }

    /// Runs a forward transition: from the handler's current top, through its animator, then
    /// records it in the handler's history.
    private func launchPerformingTransition(
        context: PresentationTransitionContext, handler: AnimatingTransitionsHandler,
        requestedOn: TransitionsHandler, cause: RouterCall?
    ) {
        guard let client = stackClient(handler), let last = client.lastTransitionForTransitionsHandler(handler) else {
            marshrouteAssertionFailure("\(type(of: handler)) lost its history before the transition ran")
            return
        }
        transitionsCoordinatorDelegate?.transitionsCoordinator(
            coordinator: self, willForceTransitionsHandler: handler,
            toLaunchPresentationAnimationOfTransition: context)
        var box = context.presentationAnimationLaunchingContextBox
        box.appendSourceViewController(last.targetViewController)
        handler.launchPresentationAnimation(launchingContextBox: &box)

        var completed = context
        completed.updateLaunchingContextBox(box)
        completed.resolvePendingTargetTransitionsHandler(handler)
        guard
            let entry = CompletedTransitionContext(
                presentationTransitionContext: completed, sourceTransitionsHandler: handler)
        else { return }
        _ = client.appendTransition(context: entry, forTransitionsHandler: handler)
        client.markSynchronizedWithNavigationStack()
        notify(
            .performed(
                transitionId: context.transitionId, target: context.targetViewController, handler: handler,
                requestedOn: requestedOn,
                animator: "\(type(of: box.transitionsAnimatorBox.animator))"), cause: cause)
    }
}
