import TerminalUI

extension TransitionsCoordinatorImpl {
    /// Sets or replaces a handler's root. The first reset creates the handler's history.
    public func coordinateResettingWithTransition(
        context: ResettingTransitionContext,
        forAnimatingTransitionsHandler handler: AnimatingTransitionsHandler
    ) {
        finishRunningAnimations(around: handler)
        deleteChainedHistoryWithoutAnimations(of: handler)
        let client = stackClient(handler) ?? stackClientProvider.createStackClient(forTransitionsHandler: handler)
        clearAlreadyDismissedTransitions(of: client, handler: handler)

        var box = context.resettingAnimationLaunchingContextBox
        if box.isResettingNavigationRoot {
            guard
                let last = client.lastTransitionForTransitionsHandler(handler)
                    ?? client.allTransitionsForTransitionsHandler(handler).pushTransitions?.last
            else {
                marshroutePrint("You should first set rootViewController before resetting it")
                return
            }
            box.appendSourceViewController(last.targetViewController)
        }
        if let userId = markers[context.transitionId], let delegate = transitionsCoordinatorDelegate,
            !delegate.transitionsCoordinator(
                coordinator: self, canForceTransitionsHandler: handler,
                toLaunchResettingAnimationOfTransition: context, markedWithUserId: userId)
        {
            marshroutePrint("the delegate refused resetting transition \(context.transitionId) marked \(userId)")
            notify(.refused(transitionId: context.transitionId, userId: userId))
            return
        }

        // Everything after the root goes: a modal on top is dismissed, pushes vanish with the
        // new root. The old root entry stays until its screen is released.
        let all = client.allTransitionsForTransitionsHandler(handler)
        if let first = all.pushTransitions?.first {
            if let chained = all.chainedTransition,
                let preceding = client.transitionBefore(
                    transitionId: chained.transitionId, forTransitionsHandler: handler),
                case .presentation(let presentationBox) = chained.sourceAnimationLaunchingContextBox
            {
                let dismissal = DismissalAnimationLaunchingContextBox(
                    presentationAnimationLaunchingContextBox: presentationBox,
                    targetViewController: preceding.targetViewController)
                transitionsCoordinatorDelegate?.transitionsCoordinator(
                    coordinator: self, willForceTransitionsHandler: handler,
                    toLaunchDismissalAnimationByAnimator: dismissal.transitionsAnimatorBox,
                    ofTransitionWithId: chained.transitionId)
                handler.launchDismissalAnimation(launchingContextBox: dismissal)
            }
            _ = client.deleteTransitionsAfter(
                transitionId: first.transitionId, forTransitionsHandler: handler, includingTransitionWithId: false)
        }

        transitionsCoordinatorDelegate?.transitionsCoordinator(
            coordinator: self, willForceTransitionsHandler: handler,
            toLaunchResettingAnimationOfTransition: context)
        handler.launchResettingAnimation(launchingContextBox: &box)
        var completed = context
        completed.updateLaunchingContextBox(box)
        let entry = CompletedTransitionContext(resettingTransitionContext: completed, sourceTransitionsHandler: handler)
        _ = client.appendTransition(context: entry, forTransitionsHandler: handler)
        client.markSynchronizedWithNavigationStack()
        notify(.reset(transitionId: context.transitionId, root: context.targetViewController, handler: handler))
    }
}
