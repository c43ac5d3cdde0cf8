/// The default factory: the library's own implementations of every part.
@MainActor
public final class MarshrouteFactoryImpl: MarshrouteFactory {
    /// Creates the factory.
    public init() {}
    /// Returns the default history stack provider.
    public func transitionContextsStackClientProvider() -> TransitionContextsStackClientProvider {
        TransitionContextsStackClientProviderImpl()
    }
    /// Returns a generator of UUID-based transition ids.
    public func transitionIdGenerator() -> TransitionIdGenerator { TransitionIdGeneratorImpl() }
    /// Returns a ``RouterControllersProviderImpl``.
    public func routerControllersProvider() -> RouterControllersProvider { RouterControllersProviderImpl() }
}
