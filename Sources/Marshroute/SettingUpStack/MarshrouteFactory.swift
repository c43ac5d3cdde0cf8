/// Makes the parts a stack is built from; replace pieces by giving your own factory.
@MainActor
public protocol MarshrouteFactory: AnyObject {
    func transitionContextsStackClientProvider() -> TransitionContextsStackClientProvider
    func transitionIdGenerator() -> TransitionIdGenerator
    func routerControllersProvider() -> RouterControllersProvider
}
