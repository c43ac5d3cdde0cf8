/// Makes the parts a stack is built from; replace pieces by giving your own factory.
@MainActor
public protocol MarshrouteFactory: AnyObject {
    /// Makes the provider of history stacks, one per animating handler.
    func transitionContextsStackClientProvider() -> TransitionContextsStackClientProvider
    /// Makes the generator of transition ids.
    func transitionIdGenerator() -> TransitionIdGenerator
    /// Makes the provider of the containers routers use.
    func routerControllersProvider() -> RouterControllersProvider
}
