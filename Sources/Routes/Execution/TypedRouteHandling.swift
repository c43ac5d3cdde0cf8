/// The hook typed routes plug into: a URL route whose destination is `.typed` makes a route
/// value from its response and hands it here. The handler either says what to show
/// (``routeTarget(for:response:)``, which a `TypedRouteTargeting` handler answers), and Routes
/// plans and performs it; or it performs the route itself through Marshroute and reports the
/// steps it took (and, for plans, the steps it would take).
@MainActor
public protocol TypedRouteHandling: AnyObject {
    /// What `route` shows from the app's current state, for Routes to plan and perform; nil
    /// (the default) when the handler performs its routes itself.
    func routeTarget(for route: Any, response: RouteResponse) throws -> RouteTarget?
    /// The steps `route` would perform now, without changing anything; throws when it cannot.
    func plannedSteps(for route: Any, response: RouteResponse) throws -> [RoutePlanStep]
    /// Performs `route`; calls `completion` once, with the steps performed or an error.
    func perform(
        _ route: Any, response: RouteResponse, options: RouteOptions,
        completion: @escaping @MainActor (Result<[RoutePlanStep], any Error>) -> Void)
}

extension TypedRouteHandling {
    /// A handler performs its routes itself unless it says what they show.
    public func routeTarget(for route: Any, response: RouteResponse) throws -> RouteTarget? { nil }
}
