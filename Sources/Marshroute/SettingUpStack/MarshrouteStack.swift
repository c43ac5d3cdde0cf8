/// Everything an app needs from Marshroute, made by a setup service.
@MainActor
public struct MarshrouteStack {
    public let transitionIdGenerator: TransitionIdGenerator
    public let routerControllersProvider: RouterControllersProvider
    public let transitionsCoordinator: TransitionsCoordinator
    public let transitionsCoordinatorDelegateHolder: TransitionsCoordinatorDelegateHolder
    public let topViewControllerFinder: TopViewControllerFinder
    public let transitionsMarker: TransitionsMarker
    public let transitionsTracker: TransitionsTracker
    public let transitionsHandlersProvider: TransitionsHandlersProvider
    public let peekAndPopUtility: PeekAndPopUtility
    public let peekAndPopStateObservable: PeekAndPopStateObservable
    public let peekAndPopStateViewControllerObservable: PeekAndPopStateViewControllerObservable
}

/// Makes the parts a stack is built from; replace pieces by giving your own factory.
@MainActor
public protocol MarshrouteFactory: AnyObject {
    func transitionContextsStackClientProvider() -> TransitionContextsStackClientProvider
    func transitionIdGenerator() -> TransitionIdGenerator
    func routerControllersProvider() -> RouterControllersProvider
}

@MainActor
public final class MarshrouteFactoryImpl: MarshrouteFactory {
    public init() {}
    public func transitionContextsStackClientProvider() -> TransitionContextsStackClientProvider {
        TransitionContextsStackClientProviderImpl()
    }
    public func transitionIdGenerator() -> TransitionIdGenerator { TransitionIdGeneratorImpl() }
    public func routerControllersProvider() -> RouterControllersProvider { RouterControllersProviderImpl() }
}

@MainActor
public protocol MarshrouteSetupService: AnyObject {
    func marshrouteStack() -> MarshrouteStack
}

/// Builds a stack: one coordinator (which is also the tracker, marker, finder and handlers
/// provider) and one peek & pop utility.
@MainActor
public final class MarshrouteSetupServiceImpl: MarshrouteSetupService {
    private let factory: MarshrouteFactory
    private let scheduler: MarshrouteScheduler?

    /// `scheduler` runs the delayed retain-cycle check (pass the app's event loop).
    public init(factory: MarshrouteFactory = MarshrouteFactoryImpl(), scheduler: MarshrouteScheduler? = nil) {
        self.factory = factory
        self.scheduler = scheduler
    }

    public func marshrouteStack() -> MarshrouteStack {
        let peekAndPop = PeekAndPopUtilityImpl()
        let coordinator = TransitionsCoordinatorImpl(
            stackClientProvider: factory.transitionContextsStackClientProvider(),
            peekAndPopTransitionsCoordinator: peekAndPop, scheduler: scheduler)
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
            peekAndPopStateViewControllerObservable: peekAndPop)
    }
}
