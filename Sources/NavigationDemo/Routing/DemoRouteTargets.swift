import Routes

/// Says, for each typed route of the demo, which module to build and how the current layout's
/// application router shows it (both from the route's table entry); Routes then plans and
/// performs it with Marshroute (so `H`, the Go-to prompt's preview and `explain` all see real
/// transitions).
@MainActor
final class DemoRouteTargets: TypedRouteTargeting {
    private let context: DemoRouteContext

    init(context: DemoRouteContext) {
        self.context = context
    }

    func target(for route: Any, response: RouteResponse) throws -> RouteTarget {
        guard let route = route as? DemoRoute else { throw DemoRouteError("not a route of the demo: \(route)") }
        return try route.target(route.presentation(context.idiom), context)
    }
}
