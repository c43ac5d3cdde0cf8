import Routes

/// A screen of the demo that a deep link opens, declared once: its pattern and summary, the
/// typed value a matched URL becomes, the URL that shows a value again, how each layout's
/// application router shows it, and the module it builds. `DemoRouteTable` lists them; the
/// registration, `navigation-demo routes`, the completions, each screen's `routeURL` (so the
/// layout switch and `H`) all read them from there.
struct DemoScreenRoute<Value: Sendable>: Sendable {
    let pattern: String
    /// The pattern as Routes reads it: what writes the URL of a value back.
    private let routePattern: RoutePattern
    /// What plans and `routes` call the module.
    let destination: String
    let summary: String
    /// A value of this route: `routes` asks the layout how it shows it, and a test opens it.
    let sample: Value
    let protect: DemoRouteProtection?
    let completions: [DemoRouteCompletion]
    /// The matched URL's cast parameters made into the route's value; throws for a value that
    /// names nothing the app has (checked again when the target is built).
    let value: @Sendable @MainActor (RouteResponse) throws -> Value
    /// The pattern's parameters for a value: the inverse of `value`.
    let parameters: @Sendable (Value) -> [String: String]
    /// How each layout shows it (the application router's choice for that layout).
    let presentation: @Sendable (Value, DemoIdiom) -> RoutePresentation
    /// What to show for a value from the app as it is now.
    let target: @Sendable @MainActor (Value, RoutePresentation, DemoRouteContext) throws -> RouteTarget

    init(
        _ pattern: String, destination: String, summary: String, sample: Value,
        protect: DemoRouteProtection? = nil, completions: [DemoRouteCompletion] = [],
        value: @escaping @Sendable @MainActor (RouteResponse) throws -> Value,
        parameters: @escaping @Sendable (Value) -> [String: String],
        presentation: @escaping @Sendable (Value, DemoIdiom) -> RoutePresentation,
        target: @escaping @Sendable @MainActor (Value, RoutePresentation, DemoRouteContext) throws -> RouteTarget
    ) {
        self.pattern = pattern
        do {
            routePattern = try RoutePattern(pattern)
        } catch {
            preconditionFailure("the route table's pattern \(pattern) does not parse: \(error)")
        }
        self.destination = destination
        self.summary = summary
        self.sample = sample
        self.protect = protect
        self.completions = completions
        self.value = value
        self.parameters = parameters
        self.presentation = presentation
        self.target = target
    }

    /// The URL that shows `value` again (without the scheme), written by Routes from the
    /// pattern; nil for a value no URL can carry (a tab titled with control characters, from
    /// hostile assets: Routes refuses them in a URL, encoded or not).
    func url(_ value: Value) -> String? { try? routePattern.path(filling: parameters(value)) }

    /// The typed route a matched URL hands to Routes.
    func route(_ value: Value) -> DemoRoute {
        // The value came from a URL that matched; one no URL can carry is named by the pattern.
        let url = url(value) ?? pattern
        return DemoRoute(
            description: "\(destination) (\(url))", url: url,
            presentation: { idiom in presentation(value, idiom) },
            target: { presentation, context in try target(value, presentation, context) })
    }
}

/// A guard on a route, made for the app it guards.
struct DemoRouteProtection: Sendable {
    let make: @Sendable @MainActor (DemoRouteContext) -> RouteGuard
}

/// The values Tab offers for one parameter of a pattern, read from the app when asked.
struct DemoRouteCompletion: Sendable {
    let parameter: String
    let values: @Sendable @MainActor (DemoRouteContext) -> [String]

    init(_ parameter: String, values: @escaping @Sendable @MainActor (DemoRouteContext) -> [String]) {
        self.parameter = parameter
        self.values = values
    }
}
