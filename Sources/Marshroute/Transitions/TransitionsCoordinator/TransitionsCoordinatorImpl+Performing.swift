import TerminalUI

extension TransitionsCoordinatorImpl {
    public func coordinatePerformingTransition(
        context: PresentationTransitionContext,
        forAnimatingTransitionsHandler handler: AnimatingTransitionsHandler
    ) {
        guard let target = deepestChainedAnimatingTransitionsHandler(from: [handler], visibleOnly: true) else { return }
        initiatePerformingTransition(context: context, handler: target)
    }

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
        initiatePerformingTransition(context: context, handler: target)
    }

    /// Checks the handler can go forward (it was reset and the delegate allows a marked
    /// transition), then runs the transition through the peek coordinator, which may freeze it.
    private func initiatePerformingTransition(
        context: PresentationTransitionContext, handler: AnimatingTransitionsHandler
    ) {
        finishRunningAnimations(around: handler)
        guard let client = stackClient(handler), client.lastTransitionForTransitionsHandler(handler) != nil else {
            marshrouteAssertionFailure(
                "\(type(of: handler)) has no history: you should have called resetWithTransition first")
            return
        }
        clearAlreadyDismissedTransitions(of: client)
        if let userId = markers[context.transitionId], let delegate = transitionsCoordinatorDelegate,
            !delegate.transitionsCoordinator(
                coordinator: self, canForceTransitionsHandler: handler,
                toLaunchPresentationAnimationOfTransition: context, markedWithUserId: userId)
        {
            marshroutePrint("the delegate refused transition \(context.transitionId) marked \(userId)")
            markers[context.transitionId] = nil
            return
        }
        peekAndPopTransitionsCoordinator.coordinatePeekIfNeededFor(viewController: context.targetViewController) {
            [weak self, weak handler] in
            guard let self, let handler else { return }
            self.launchPerformingTransition(context: context, handler: handler)
        }
    }

    /// Runs a forward transition: from the handler's current top, through its animator, then
    /// records it in the handler's history.
    private func launchPerformingTransition(
        context: PresentationTransitionContext, handler: AnimatingTransitionsHandler
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
    }
}
