/// The one object that does what handlers are asked: forwards a transition to the deepest
/// visible handler, finds which handler owns a transition to undo, keeps every handler's
/// history, and asks its delegate about marked transitions.
@MainActor
public protocol TransitionsCoordinator: AnyObject {
    func coordinatePerformingTransition(
        context: PresentationTransitionContext, forAnimatingTransitionsHandler: AnimatingTransitionsHandler)
    func coordinatePerformingTransition(
        context: PresentationTransitionContext, forContainingTransitionsHandler: ContainingTransitionsHandler)
    func coordinateUndoingTransitionsAfter(
        transitionId: TransitionId, forAnimatingTransitionsHandler: AnimatingTransitionsHandler)
    func coordinateUndoingTransitionsAfter(
        transitionId: TransitionId, forContainingTransitionsHandler: ContainingTransitionsHandler)
    func coordinateUndoingTransitionWith(
        transitionId: TransitionId, forAnimatingTransitionsHandler: AnimatingTransitionsHandler)
    func coordinateUndoingTransitionWith(
        transitionId: TransitionId, forContainingTransitionsHandler: ContainingTransitionsHandler)
    func coordinateUndoingAllChainedTransitions(forAnimatingTransitionsHandler: AnimatingTransitionsHandler)
    func coordinateUndoingAllTransitions(forAnimatingTransitionsHandler: AnimatingTransitionsHandler)
    func coordinateResettingWithTransition(
        context: ResettingTransitionContext, forAnimatingTransitionsHandler: AnimatingTransitionsHandler)
    /// Told by a handler as it is released: its history can never be used again.
    func transitionsHandlerWasReleased(_ transitionsHandlerId: ObjectIdentifier)
}

extension TransitionsCoordinator {
    public func transitionsHandlerWasReleased(_ transitionsHandlerId: ObjectIdentifier) {}
}

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

/// Holds the coordinator's delegate (weakly).
@MainActor
public protocol TransitionsCoordinatorDelegateHolder: AnyObject {
    var transitionsCoordinatorDelegate: TransitionsCoordinatorDelegate? { get set }
}
