/// Asked before marked transitions run, and told about every animation the coordinator
/// launches (it may disable the animation through the animator box).
@MainActor
public protocol TransitionsCoordinatorDelegate: AnyObject {
    /// Asked before a marked reset runs; return `false` to refuse it.
    /// - Returns: Whether the reset may run.
    func transitionsCoordinator(
        coordinator: TransitionsCoordinator, canForceTransitionsHandler: AnimatingTransitionsHandler,
        toLaunchResettingAnimationOfTransition: ResettingTransitionContext, markedWithUserId: TransitionUserId
    ) -> Bool
    /// Asked before a marked forward transition runs; return `false` to refuse it (to go back to an existing screen
    /// instead, say).
    /// - Returns: Whether the transition may run.
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
    /// Told just before a reset is animated.
    func transitionsCoordinator(
        coordinator: TransitionsCoordinator, willForceTransitionsHandler: AnimatingTransitionsHandler,
        toLaunchResettingAnimationOfTransition: ResettingTransitionContext)
    /// Told just before a forward transition is animated; the delegate may disable its animation.
    func transitionsCoordinator(
        coordinator: TransitionsCoordinator, willForceTransitionsHandler: AnimatingTransitionsHandler,
        toLaunchPresentationAnimationOfTransition: PresentationTransitionContext)
    /// Told just before the transitions after `ofTransitionsAfterId` are undone; the animator box can disable the
    /// animation.
    func transitionsCoordinator(
        coordinator: TransitionsCoordinator, willForceTransitionsHandler: AnimatingTransitionsHandler,
        toLaunchDismissalAnimationByAnimator: TransitionsAnimatorBox, ofTransitionsAfterId: TransitionId)
    /// Told just before the transition `ofTransitionWithId` is undone; the animator box can disable the animation.
    func transitionsCoordinator(
        coordinator: TransitionsCoordinator, willForceTransitionsHandler: AnimatingTransitionsHandler,
        toLaunchDismissalAnimationByAnimator: TransitionsAnimatorBox, ofTransitionWithId: TransitionId)
}

extension TransitionsCoordinatorDelegate {
    /// Allows every marked reset.
    public func transitionsCoordinator(
        coordinator: TransitionsCoordinator, canForceTransitionsHandler: AnimatingTransitionsHandler,
        toLaunchResettingAnimationOfTransition: ResettingTransitionContext, markedWithUserId: TransitionUserId
    ) -> Bool { true }
    /// Allows every marked forward transition.
    public func transitionsCoordinator(
        coordinator: TransitionsCoordinator, canForceTransitionsHandler: AnimatingTransitionsHandler,
        toLaunchPresentationAnimationOfTransition: PresentationTransitionContext, markedWithUserId: TransitionUserId
    ) -> Bool { true }
    /// Lets the undo finish running presentations first.
    public func transitionsCoordinator(
        coordinator: TransitionsCoordinator, canUndoChainedTransition: RestoredTransitionContext?,
        andPushTransitions: [RestoredTransitionContext]?, forTransitionsHandler: AnimatingTransitionsHandler,
        transitionId: TransitionId
    ) -> Bool { true }
    /// Does nothing.
    public func transitionsCoordinator(
        coordinator: TransitionsCoordinator, willForceTransitionsHandler: AnimatingTransitionsHandler,
        toLaunchResettingAnimationOfTransition: ResettingTransitionContext
    ) {}
    /// Does nothing.
    public func transitionsCoordinator(
        coordinator: TransitionsCoordinator, willForceTransitionsHandler: AnimatingTransitionsHandler,
        toLaunchPresentationAnimationOfTransition: PresentationTransitionContext
    ) {}
    /// Does nothing.
    public func transitionsCoordinator(
        coordinator: TransitionsCoordinator, willForceTransitionsHandler: AnimatingTransitionsHandler,
        toLaunchDismissalAnimationByAnimator: TransitionsAnimatorBox, ofTransitionsAfterId: TransitionId
    ) {}
    /// Does nothing.
    public func transitionsCoordinator(
        coordinator: TransitionsCoordinator, willForceTransitionsHandler: AnimatingTransitionsHandler,
        toLaunchDismissalAnimationByAnimator: TransitionsAnimatorBox, ofTransitionWithId: TransitionId
    ) {}
}
