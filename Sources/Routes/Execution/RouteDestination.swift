import Marshroute
import TerminalUI

/// What a route ends in.
@MainActor
public enum RouteDestination {
    /// A module, built like any Marshroute module from the seed it is handed (so its own router
    /// works as usual: `dismissCurrentModule()`, `focusOnCurrentModule()`), then shown with the
    /// route's presentation. ARoute's view-controller routes.
    case module(name: String, build: @MainActor (RouteResponse, RouterSeed) -> ViewController)
    /// A function to call (ARoute's block routes); nothing is shown.
    case callback(name: String, perform: @MainActor (RouteResponse) -> Void)
    /// A function that may decline the URL (JLRoutes' handlers returning `NO`, Crossroad's
    /// throwing ones): true handles it; false or an error sends the route on to the next
    /// pattern the URL matches.
    case handler(name: String, handle: @MainActor (RouteResponse) throws -> Bool)
    /// A typed route made from the response and handed to the registry's typed-route handler,
    /// which performs it through Marshroute.
    case typed(name: String, make: @MainActor (RouteResponse) throws -> Any)
    /// Nothing is built: only the presentation's steps that show no module run (selecting a tab).
    case noModule(name: String)

    /// How route tables and plans name the destination.
    public var name: String {
        switch self {
        case .module(let name, _), .callback(let name, _), .handler(let name, _), .typed(let name, _),
            .noModule(let name):
            name
        }
    }

    var kindDescription: String {
        switch self {
        case .module: "module"
        case .callback: "callback"
        case .handler: "handler"
        case .typed: "typed route"
        case .noModule: "none"
        }
    }
}
