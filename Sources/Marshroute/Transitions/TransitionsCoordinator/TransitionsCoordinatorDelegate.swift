/// Asked before marked transitions run, and told about every animation the coordinator
/// launches (it may disable the animation through the animator box).
@MainActor
public protocol TransitionsCoordinatorDelegate: AnyObject {
    func transitionsCoordinator(
        coordinator: TransitionsCoordinator, canForceTransitionsHandler: AnimatingTransitionsHandler,
        toLaunchResettingAnimationOfTransition: ResettingTransitionContext, markedWithUserId: TransitionUserId
    ) -> Bool
    func transitionsCoordinator(
        coordinator: TransitionsCoordinator, canForceTransitionsHandler: AnimatingTransitionsHandler,
        toLaunchPresentationAnimationOfTransition: PresentationTransitionContext, markedWithUserId: TransitionUserId
    ) -> Bool
    /// Returning false lets an undo proceed even while a presentation is animating above it.
    func transitionsCoordinator(
        coordinator: TransitionsCoordinator, canUndoChainedTransition: RestoredTransitionContext?,
        andPushTransitions: [RestoredTransitionContext]?, forTransitionsHandler: AnimatingTransitionsHandler,
        transitionId: TransitionId
    ) -> Bool
    func transitionsCoordinator(
        coordinator: TransitionsCoordinator, willForceTransitionsHandler: AnimatingTransitionsHandler,
        toLaunchResettingAnimationOfTransition: ResettingTransitionContext)
    func transitionsCoordinator(
        coordinator: TransitionsCoordinator, willForceTransitionsHandler: AnimatingTransitionsHandler,
        toLaunchPresentationAnimationOfTransition: PresentationTransitionContext)
    func transitionsCoordinator(
        coordinator: TransitionsCoordinator, willForceTransitionsHandler: AnimatingTransitionsHandler,
        toLaunchDismissalAnimationByAnimator: TransitionsAnimatorBox, ofTransitionsAfterId: TransitionId)
    func transitionsCoordinator(
        coordinator: TransitionsCoordinator, willForceTransitionsHandler: AnimatingTransitionsHandler,
        toLaunchDismissalAnimationByAnimator: TransitionsAnimatorBox, ofTransitionWithId: TransitionId)
}

extension TransitionsCoordinatorDelegate {
    public func transitionsCoordinator(
        coordinator: TransitionsCoordinator, canForceTransitionsHandler: AnimatingTransitionsHandler,
        toLaunchResettingAnimationOfTransition: ResettingTransitionContext, markedWithUserId: TransitionUserId
    ) -> Bool { true }
    public func transitionsCoordinator(
        coordinator: TransitionsCoordinator, canForceTransitionsHandler: AnimatingTransitionsHandler,
        toLaunchPresentationAnimationOfTransition: PresentationTransitionContext, markedWithUserId: TransitionUserId
    ) -> Bool { true }
    public func transitionsCoordinator(
        coordinator: TransitionsCoordinator, canUndoChainedTransition: RestoredTransitionContext?,
        andPushTransitions: [RestoredTransitionContext]?, forTransitionsHandler: AnimatingTransitionsHandler,
        transitionId: TransitionId
    ) -> Bool { true }
    public func transitionsCoordinator(
        coordinator: TransitionsCoordinator, willForceTransitionsHandler: AnimatingTransitionsHandler,
        toLaunchResettingAnimationOfTransition: ResettingTransitionContext
    ) {}
    public func transitionsCoordinator(
        coordinator: TransitionsCoordinator, willForceTransitionsHandler: AnimatingTransitionsHandler,
        toLaunchPresentationAnimationOfTransition: PresentationTransitionContext
    ) {}
    public func transitionsCoordinator(
        coordinator: TransitionsCoordinator, willForceTransitionsHandler: AnimatingTransitionsHandler,
        toLaunchDismissalAnimationByAnimator: TransitionsAnimatorBox, ofTransitionsAfterId: TransitionId
    ) {}
    public func transitionsCoordinator(
        coordinator: TransitionsCoordinator, willForceTransitionsHandler: AnimatingTransitionsHandler,
        toLaunchDismissalAnimationByAnimator: TransitionsAnimatorBox, ofTransitionWithId: TransitionId
    ) {}
}
