/// A module to look for later: the transition that showed it and the handler that performed it.
@MainActor
public struct TrackedTransition {
    /// The id of the transition that showed the module.
    public let transitionId: TransitionId
    /// The handler that performed that transition.
    public let transitionsHandlerBox: TransitionsHandlerBox

    /// Creates a tracked transition from a router's id and handler box.
    public init(transitionId: TransitionId, transitionsHandlerBox: TransitionsHandlerBox) {
        self.transitionId = transitionId
        self.transitionsHandlerBox = transitionsHandlerBox
    }
}

/// Answers questions about tracked modules.
@MainActor
public protocol TransitionsTracker: AnyObject {
    /// How many transitions lie between a tracked module and the last transition of
    /// `targetTransitionsHandler` (0 when the module is on top; nil when there is no chain of
    /// handlers from one to the other).
    func countOfTransitionsAfterTrackedTransition(
        _ trackedTransition: TrackedTransition,
        untilLastTransitionOfTransitionsHandler targetTransitionsHandler: TransitionsHandler
    ) -> Int?
    /// The tracked module's history entry, if it is still in history under `transitionsHandler`.
    func restoredTransitionFromTrackedTransition(
        _ trackedTransition: TrackedTransition,
        searchingFromTransitionsHandler transitionsHandler: AnimatingTransitionsHandler
    ) -> RestoredTransitionContext?
    /// The tracked module's history entry, if it is still in history under any handler of the container.
    func restoredTransitionFromTrackedTransition(
        _ trackedTransition: TrackedTransition,
        searchingFromTransitionsHandler transitionsHandler: ContainingTransitionsHandler
    ) -> RestoredTransitionContext?
}
