import TerminalUI

/// What a route carries, as ARoute's `ARouteResponse`: where it matched, its parameters, and
/// once shown, the module's view controller and the container it was embedded in. Guards,
/// builders, callbacks and completions all receive it.
@MainActor
public struct RouteResponse {
    /// The URL as given (escape it before printing: `RouteURL.description` does).
    public let url: RouteURL
    /// The name of the router that matched.
    public let routerName: String
    /// The pattern as registered.
    public let pattern: String
    /// The pattern's parameters, decoded and cast.
    public let routeParameters: RouteParameters
    /// Registration defaults, overridden by query items, overridden by the call's own.
    public let parameters: RouteParameters
    /// The segments a trailing `*` took; nil when the pattern has no wildcard.
    public let wildcard: [String]?
    /// The module's screen, once built (held weakly: a response never keeps a module alive).
    public internal(set) weak var destinationViewController: ViewController?
    /// The navigation stack or custom container the module was embedded in, if any.
    public internal(set) weak var embeddingViewController: ViewController?
    /// What the route did, in the words of its plan.
    public internal(set) var steps: [RoutePlanStep] = []

    /// A route parameter, else a merged parameter.
    public subscript(name: String) -> RouteParameterValue? {
        routeParameters[name] ?? parameters[name]
    }

    /// Every value of the query parameter `name`, in order (`parameters` holds only the last).
    public func queryValues(named name: String, caseInsensitive: Bool = false) -> [String] {
        url.queryValues(named: name, caseInsensitive: caseInsensitive)
    }

    /// Every value of the query parameter `name` as a `T`, in order; nil when one does not cast.
    public func queryValues<T: RouteParameterCastable>(
        named name: String, as type: T.Type, caseInsensitive: Bool = false
    ) -> [T]? {
        url.queryValues(named: name, as: type, caseInsensitive: caseInsensitive)
    }

    /// The last value of the query parameter `name` as a `T` (`Int`, `Double`, `Float`,
    /// `Bool`, `UUID`, `Decimal`, `String`, an enum of strings, or any `RouteParameterCastable`);
    /// nil when it is absent or does not cast.
    public func queryValue<T: RouteParameterCastable>(
        named name: String, as type: T.Type = T.self, caseInsensitive: Bool = false
    ) -> T? {
        url.queryValue(named: name, as: type, caseInsensitive: caseInsensitive)
    }
}
