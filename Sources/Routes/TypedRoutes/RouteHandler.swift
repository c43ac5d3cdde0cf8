import Marshroute
import TerminalUI

/// Builds the screen of one route type (Routing's `RouteHandler`). The screen is a Marshroute
/// module: it gets the seed of the transition that shows it, so its own router works as usual.
@MainActor
public protocol RouteHandler {
    /// The route type this handler builds screens for.
    associatedtype RouteType: Route
    /// Builds the screen of `route`.
    /// - Parameters:
    ///   - route: The route to show.
    ///   - routerSeed: The seed of the transition that shows the screen; hand it to the screen's router.
    func view(for route: RouteType, routerSeed: RouterSeed) -> ViewController
}

/// Registers an app's handlers (Routing's `RouteHandlerRegistering`): called once, the first
/// time the app router's `root` is read.
@MainActor
public protocol RouteHandlerRegistering {
    /// Registers the app's route handlers on `router`.
    func registerRouteHandlers(in router: AppRouter)
}

/// A handler with its route type erased, matched by the route's type.
@MainActor
struct AnyRouteHandler {
    let routeType: any Route.Type
    let build: (any Route, RouterSeed) -> ViewController?

    init<Handler: RouteHandler>(_ handler: Handler) {
        routeType = Handler.RouteType.self
        build = { route, seed in
            guard let route = route as? Handler.RouteType else { return nil }
            return handler.view(for: route, routerSeed: seed)
        }
    }
}
