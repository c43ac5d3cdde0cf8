import Marshroute

/// A module whose transition is marked, so the app can find it again.
@MainActor
struct TrackedModule {
    let weakTransitionsHandlerBox: WeakTransitionsHandlerBox
    let transitionId: TransitionId
    let transitionUserId: TransitionUserId
}

@MainActor
protocol ModuleRegisteringService: AnyObject {
    func registerTrackedModule(_ trackedModule: TrackedModule)
}

@MainActor
protocol ModuleTrackingService: AnyObject {
    /// Nil when the module's handler is gone.
    func doesTrackedModuleExistInHistory(_ trackedModule: TrackedModule) -> Bool?
}

@MainActor
protocol AuthorizationModuleRegisteringService: AnyObject {
    func registerAuthorizationModuleAsBeingTracked(
        transitionsHandlerBox: TransitionsHandlerBox, transitionId: TransitionId)
}

@MainActor
protocol AuthorizationModuleTrackingService: AnyObject {
    func isAuthorizationModulePresented() -> Bool
}

/// Tracks marked modules and, as the coordinator's delegate, applies the sibling rule: a
/// transition to an advertisement that is already one step back goes back to it instead of
/// stacking a duplicate (the original demo's module-registering service).
@MainActor
final class ModuleRegisteringServiceImpl: ModuleRegisteringService, ModuleTrackingService,
    AuthorizationModuleRegisteringService,
    AuthorizationModuleTrackingService, TransitionsCoordinatorDelegate
{

    static let authorizationUserId: TransitionUserId = "AuthorizationModuleUserId"

    private let transitionsTracker: TransitionsTracker
    private let transitionsMarker: TransitionsMarker
    private let rootTransitionsHandler: () -> ContainingTransitionsHandler?
    /// Siblings at most this many transitions back are returned to rather than duplicated.
    private static let distanceThresholdBetweenSiblingModules = 1
    private var trackedModules: [TrackedModule] = []

    init(
        transitionsTracker: TransitionsTracker, transitionsMarker: TransitionsMarker,
        rootTransitionsHandler: @escaping () -> ContainingTransitionsHandler?
    ) {
        self.transitionsTracker = transitionsTracker
        self.transitionsMarker = transitionsMarker
        self.rootTransitionsHandler = rootTransitionsHandler
    }

    private func purge() {
        trackedModules.removeAll { $0.weakTransitionsHandlerBox.unbox() == nil }
    }

    func registerTrackedModule(_ trackedModule: TrackedModule) {
        purge()
        guard !trackedModules.contains(where: { $0.transitionId == trackedModule.transitionId }) else { return }
        trackedModules.append(trackedModule)
        transitionsMarker.markTransitionId(trackedModule.transitionId, withUserId: trackedModule.transitionUserId)
    }

    func doesTrackedModuleExistInHistory(_ trackedModule: TrackedModule) -> Bool? {
        guard let box = trackedModule.weakTransitionsHandlerBox.transitionsHandlerBox(),
            let root = rootTransitionsHandler()
        else { return nil }
        let tracked = TrackedTransition(transitionId: trackedModule.transitionId, transitionsHandlerBox: box)
        return transitionsTracker.restoredTransitionFromTrackedTransition(
            tracked, searchingFromTransitionsHandler: root) != nil
    }

    func registerAuthorizationModuleAsBeingTracked(
        transitionsHandlerBox: TransitionsHandlerBox, transitionId: TransitionId
    ) {
        trackedModules.removeAll { $0.transitionUserId == Self.authorizationUserId }
        registerTrackedModule(
            TrackedModule(
                weakTransitionsHandlerBox: transitionsHandlerBox.weakTransitionsHandlerBox(),
                transitionId: transitionId, transitionUserId: Self.authorizationUserId))
    }

    func isAuthorizationModulePresented() -> Bool {
        purge()
        guard let module = trackedModules.last(where: { $0.transitionUserId == Self.authorizationUserId }) else {
            return false
        }
        return doesTrackedModuleExistInHistory(module) ?? false
    }

    // MARK: TransitionsCoordinatorDelegate

    func transitionsCoordinator(
        coordinator: TransitionsCoordinator, canForceTransitionsHandler: AnimatingTransitionsHandler,
        toLaunchPresentationAnimationOfTransition context: PresentationTransitionContext,
        markedWithUserId userId: TransitionUserId
    ) -> Bool {
        purge()
        let siblings = trackedModules.filter {
            $0.transitionUserId == userId && $0.transitionId != context.transitionId
        }
        for sibling in siblings.reversed() {
            guard let box = sibling.weakTransitionsHandlerBox.transitionsHandlerBox() else { continue }
            let tracked = TrackedTransition(transitionId: sibling.transitionId, transitionsHandlerBox: box)
            guard
                let distance = transitionsTracker.countOfTransitionsAfterTrackedTransition(
                    tracked, untilLastTransitionOfTransitionsHandler: canForceTransitionsHandler)
            else { continue }
            if distance > 0 && distance <= Self.distanceThresholdBetweenSiblingModules {
                trackedModules.removeAll { $0.transitionId == context.transitionId }
                box.unbox().undoTransitionsAfter(transitionId: sibling.transitionId)
                return false
            }
        }
        return true
    }
}
