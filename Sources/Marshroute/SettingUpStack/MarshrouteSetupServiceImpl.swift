/// Builds a stack: one coordinator (which is also the tracker, marker, finder, handlers
/// provider, history reader and observable) and one peek & pop utility.
@MainActor
public final class MarshrouteSetupServiceImpl: MarshrouteSetupService {
    private let factory: MarshrouteFactory
    private let scheduler: MarshrouteScheduler?

    /// `scheduler` runs the delayed retain-cycle check (pass the app's event loop).
    public init(factory: MarshrouteFactory = MarshrouteFactoryImpl(), scheduler: MarshrouteScheduler? = nil) {
        self.factory = factory
        self.scheduler = scheduler
    }

    /// Builds a stack whose parts share one coordinator.
    public func marshrouteStack() -> MarshrouteStack {
        let peekAndPop = PeekAndPopUtilityImpl()
        let coordinator = TransitionsCoordinatorImpl(
            stackClientProvider: factory.transitionContextsStackClientProvider(),
            peekAndPopTransitionsCoordinator: peekAndPop, peekAndPopStateObservable: peekAndPop,
            scheduler: scheduler)
        return MarshrouteStack(
            transitionIdGenerator: factory.transitionIdGenerator(),
            routerControllersProvider: factory.routerControllersProvider(),
            transitionsCoordinator: coordinator,
            transitionsCoordinatorDelegateHolder: coordinator,
            topViewControllerFinder: coordinator,
            transitionsMarker: coordinator,
            transitionsTracker: coordinator,
            transitionsHandlersProvider: coordinator,
            peekAndPopUtility: peekAndPop,
            peekAndPopStateObservable: peekAndPop,
            peekAndPopStateViewControllerObservable: peekAndPop,
            peekAndPopFrozenTransitionProvider: peekAndPop,
            transitionsObservable: coordinator,
            transitionsHistoryReader: coordinator,
            transitionsHandlerFinder: coordinator)
    }
}
