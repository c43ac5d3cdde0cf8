@testable import Marshroute

/// A coordinator delegate that records what it is asked and told, and answers as configured.
@MainActor
final class CoordinatorDelegateSpy: TransitionsCoordinatorDelegate {
    var allowsPresentation: (PresentationTransitionContext, TransitionUserId) -> Bool = { _, _ in true }
    var allowsResetting: (ResettingTransitionContext, TransitionUserId) -> Bool = { _, _ in true }
    var allowsUndoingDuringPresentation = true
    /// Turns off the animation of every dismissal it is told about.
    var disablesDismissalAnimations = false
    /// Turns off the animation of every presentation it is told about.
    var disablesPresentationAnimations = false

    private(set) var presentationPermissionRequests: [(TransitionId, TransitionUserId)] = []
    private(set) var resettingPermissionRequests: [(TransitionId, TransitionUserId)] = []
    private(set) var undoPermissionRequests = 0
    private(set) var presentationNotifications: [TransitionId] = []
    private(set) var resettingNotifications: [TransitionId] = []
    private(set) var dismissalAfterNotifications: [TransitionId] = []
    private(set) var dismissalWithNotifications: [TransitionId] = []

    func transitionsCoordinator(
        coordinator: TransitionsCoordinator, canForceTransitionsHandler: AnimatingTransitionsHandler,
        toLaunchResettingAnimationOfTransition context: ResettingTransitionContext,
        markedWithUserId userId: TransitionUserId
    ) -> Bool {
        resettingPermissionRequests.append((context.transitionId, userId))
        return allowsResetting(context, userId)
    }

    func transitionsCoordinator(
        coordinator: TransitionsCoordinator, canForceTransitionsHandler: AnimatingTransitionsHandler,
        toLaunchPresentationAnimationOfTransition context: PresentationTransitionContext,
        markedWithUserId userId: TransitionUserId
    ) -> Bool {
        presentationPermissionRequests.append((context.transitionId, userId))
        return allowsPresentation(context, userId)
    }

    func transitionsCoordinator(
        coordinator: TransitionsCoordinator, canUndoChainedTransition: RestoredTransitionContext?,
        andPushTransitions: [RestoredTransitionContext]?, forTransitionsHandler: AnimatingTransitionsHandler,
        transitionId: TransitionId
    ) -> Bool {
        undoPermissionRequests += 1
        return allowsUndoingDuringPresentation
    }

    func transitionsCoordinator(
        coordinator: TransitionsCoordinator, willForceTransitionsHandler: AnimatingTransitionsHandler,
        toLaunchResettingAnimationOfTransition context: ResettingTransitionContext
    ) {
        resettingNotifications.append(context.transitionId)
    }

    func transitionsCoordinator(
        coordinator: TransitionsCoordinator, willForceTransitionsHandler: AnimatingTransitionsHandler,
        toLaunchPresentationAnimationOfTransition context: PresentationTransitionContext
    ) {
        presentationNotifications.append(context.transitionId)
        if disablesPresentationAnimations {
            context.presentationAnimationLaunchingContextBox.transitionsAnimatorBox.disableAnimations()
        }
    }

    func transitionsCoordinator(
        coordinator: TransitionsCoordinator, willForceTransitionsHandler: AnimatingTransitionsHandler,
        toLaunchDismissalAnimationByAnimator animatorBox: TransitionsAnimatorBox,
        ofTransitionsAfterId transitionId: TransitionId
    ) {
        dismissalAfterNotifications.append(transitionId)
        if disablesDismissalAnimations { animatorBox.disableAnimations() }
    }

    func transitionsCoordinator(
        coordinator: TransitionsCoordinator, willForceTransitionsHandler: AnimatingTransitionsHandler,
        toLaunchDismissalAnimationByAnimator animatorBox: TransitionsAnimatorBox,
        ofTransitionWithId transitionId: TransitionId
    ) {
        dismissalWithNotifications.append(transitionId)
        if disablesDismissalAnimations { animatorBox.disableAnimations() }
    }
}
