import Marshroute
import TerminalUI

/// What a typed route resolves to when its handler lets Routes show it (see
/// `TypedRouteTargeting`): a module and the presentation that shows it, only a presentation
/// (selecting a tab), or a screen already visible that takes the route's values instead of a
/// new one being built (Ariadne's updating route).
@MainActor
public struct RouteTarget {
    enum Kind {
        case show(RoutePresentation, build: (@MainActor (RouteResponse, RouterSeed) -> ViewController)?)
        case update(@MainActor () -> Void)
    }

    /// How plans and responses name the module; nil when nothing is built.
    public let moduleName: String?
    let kind: Kind

    /// Builds the module from the response and a Marshroute seed, and shows it with `presentation`.
    public static func show(
        module name: String, presentation: RoutePresentation,
        build: @escaping @MainActor (RouteResponse, RouterSeed) -> ViewController
    ) -> RouteTarget {
        RouteTarget(moduleName: name, kind: .show(presentation, build: build))
    }

    /// Runs only the steps of `presentation` that show no module (selecting a tab).
    public static func presentation(_ presentation: RoutePresentation) -> RouteTarget {
        RouteTarget(moduleName: nil, kind: .show(presentation, build: nil))
    }

    /// The screen named `name` is already visible: `apply` updates it; no transition runs.
    public static func update(module name: String, apply: @escaping @MainActor () -> Void) -> RouteTarget {
        RouteTarget(moduleName: name, kind: .update(apply))
    }
}

/// A typed-route handler that does not perform routes itself but says, for each route value,
/// what to show and how; Routes then plans and performs it with the same Marshroute operations
/// as a module route, so plans list real steps (which modals close, what is pushed where).
/// `plannedSteps` and `perform` of `TypedRouteHandling` come with it.
@MainActor
public protocol TypedRouteTargeting: TypedRouteHandling {
    /// What `route` shows from the app's current state; throws when it cannot be shown.
    func target(for route: Any, response: RouteResponse) throws -> RouteTarget
}

extension TypedRouteTargeting {
    /// The target, for Routes to plan and perform.
    public func routeTarget(for route: Any, response: RouteResponse) throws -> RouteTarget? {
        try target(for: route, response: response)
    }

    /// Not used by Routes for a targeting handler (it plans the target itself); describes the target.
    public func plannedSteps(for route: Any, response: RouteResponse) throws -> [RoutePlanStep] {
        let target = try target(for: route, response: response)
        return [.typedRoute(target.moduleName ?? "\(route)")]
    }

    /// Not used by Routes for a targeting handler (it performs the target itself).
    public func perform(
        _ route: Any, response: RouteResponse, options: RouteOptions,
        completion: @escaping @MainActor (Result<[RoutePlanStep], any Error>) -> Void
    ) {
        completion(.failure(TypedRouteError.unhandled("\(type(of: route))")))
    }
}
