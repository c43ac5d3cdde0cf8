/// The hook typed routes plug into: a URL route whose destination is `.typed` makes a route
/// value from its response and hands it here. The handler performs it through Marshroute and
/// reports the steps it took (and, for plans, the steps it would take).
@MainActor
public protocol TypedRouteHandling: AnyObject {
    /// The steps `route` would perform now, without changing anything; throws when it cannot.
    func plannedSteps(for route: Any, response: RouteResponse) throws -> [RoutePlanStep]
    /// Performs `route`; calls `completion` once, with the steps performed or an error.
    func perform(
        _ route: Any, response: RouteResponse, options: RouteOptions,
        completion: @escaping @MainActor (Result<[RoutePlanStep], any Error>) -> Void)
}
