@MainActor
public final class MarshrouteFactoryImpl: MarshrouteFactory {
    public init() {}
    public func transitionContextsStackClientProvider() -> TransitionContextsStackClientProvider {
        TransitionContextsStackClientProviderImpl()
    }
    public func transitionIdGenerator() -> TransitionIdGenerator { TransitionIdGeneratorImpl() }
    public func routerControllersProvider() -> RouterControllersProvider { RouterControllersProviderImpl() }
}
