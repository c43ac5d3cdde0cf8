/// What a registry tells its observers, in order, for every route it is asked to run (not for
/// plans): for logs, the inspector's timeline and tests.
@MainActor
public enum RouteEvent {
    /// A URL matched a pattern.
    case matched(url: String, routerName: String, pattern: String, routeParameters: RouteParameters)
    /// The guard's verdict (allowed, denied or challenge), as a plan would print it.
    case guardChecked(url: String, pattern: String, verdict: RoutePlanVerdict)
    /// The guard's challenge screen showed; the route waits for it.
    case challengePresented(url: String, pattern: String, challenge: String)
    /// The route ran: its response has the steps it performed and what it showed.
    case performed(RouteResponse)
    /// The route did not run, and why.
    case failed(url: String, error: RouteError)
}
