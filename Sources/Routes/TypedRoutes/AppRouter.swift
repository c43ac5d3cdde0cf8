import Marshroute
import TerminalUI

/// Routes typed routes to their handlers and shows the result through a `Navigator`
/// (Routing's `AppRouter`). Handlers register lazily: the first time `root` is read, the
/// `RouteHandlerRegistering` registers them, and the root routes become the app's tabs in
/// registration order. As in Routing, the navigator is set up only when there is at least one
/// root route: an app without root routes builds its root itself.
///
/// It also takes typed routes from URL routes: set it as a registry's `typedRouteHandler`, and
/// `adverts/{advertId|number}` can make an `AdvertRoute(id: 42)` that this router shows.
@MainActor
public final class AppRouter {
    /// Shows the screens of the routes this router handles.
    public let navigator: Navigator
    private let registering: RouteHandlerRegistering?
    /// The registered handlers, one per route type (read by tests).
    private(set) var handlers: [AnyRouteHandler] = []
    /// The root routes and their tab items, in registration order (read by tests).
    private(set) var rootRoutes: [(route: any Route, item: RootItem)] = []
    private var isRegistered = false
    private var isSetUp = false

    /// An app router that shows routes through `navigator`; `registering` registers the handlers when `root` is first
    /// read.
    public init(navigator: Navigator, registering: RouteHandlerRegistering? = nil) {
        self.navigator = navigator
        self.registering = registering
    }

    /// Registers `handler` for its route type; a later handler for the same type replaces it.
    public func register<Handler: RouteHandler>(_ handler: Handler) {
        handlers.removeAll { $0.routeType == Handler.RouteType.self }
        handlers.append(AnyRouteHandler(handler))
        if case .root(let route, let item) = Handler.RouteType.transition {
            rootRoutes.removeAll { $0.item.title == item.title }
            rootRoutes.append((route, item))
        }
    }

    /// The app's root screen: registers the handlers and builds the root tabs the first time.
    public var root: ViewController {
        registerIfNeeded()
        if !isSetUp {
            isSetUp = true
            let elements = rootRoutes.compactMap { root -> (item: RootItem, build: (RouterSeed) -> ViewController)? in
                guard let handler = handler(for: root.route) else { return nil }
                let route = root.route
                return (root.item, { seed in handler.build(route, seed) ?? ViewController() })
            }
            if !elements.isEmpty { navigator.setUp(rootElements: elements) }
        }
        return navigator.root
    }

    /// Shows `route` as its type's transition says. An unregistered route is reported through
    /// Marshroute's print plugin and does nothing; the result says whether it was shown.
    @discardableResult
    public func route(to route: any Route, animated: Bool = true) -> Bool {
        _ = root
        guard let handler = handler(for: route) else {
            MarshroutePrintManager.instance.print(
                "no RouteHandler is registered for \(type(of: route)); the route does nothing", separator: " ",
                terminator: "\n")
            return false
        }
        let transition = type(of: route).transition
        return navigator.show(
            transition, building: { seed in handler.build(route, seed) ?? ViewController() }, animated: animated)
    }

    /// Shows `route`, as ``route(to:animated:)`` does: Routing's `router(route)`.
    @discardableResult
    public func callAsFunction(_ route: any Route, animated: Bool = true) -> Bool {
        self.route(to: route, animated: animated)
    }

    /// Whether a handler takes routes of `type`.
    public func handles(_ type: any Route.Type) -> Bool {
        registerIfNeeded()
        return handlers.contains { $0.routeType == type }
    }

    private func registerIfNeeded() {
        guard !isRegistered else { return }
        isRegistered = true
        registering?.registerRouteHandlers(in: self)
    }

    private func handler(for route: any Route) -> AnyRouteHandler? {
        registerIfNeeded()
        return handlers.first { $0.routeType == type(of: route) }
    }
}

extension AppRouter: TypedRouteHandling {
    /// The steps a typed route from a URL would take, for plans.
    public func plannedSteps(for route: Any, response: RouteResponse) throws -> [RoutePlanStep] {
        guard let route = route as? any Route, handles(type(of: route)) else {
            throw TypedRouteError.unhandled("\(type(of: route))")
        }
        return [.typedRoute(Self.describe(route))]
    }

    /// Shows a typed route made by a URL route and reports the steps it took.
    public func perform(
        _ route: Any, response: RouteResponse, options: RouteOptions,
        completion: @escaping @MainActor (Result<[RoutePlanStep], any Error>) -> Void
    ) {
        guard let route = route as? any Route else {
            completion(.failure(TypedRouteError.unhandled("\(type(of: route))")))
            return
        }
        if self.route(to: route, animated: options.animated) {
            completion(.success([.typedRoute(Self.describe(route))]))
        } else {
            completion(.failure(TypedRouteError.unhandled("\(type(of: route))")))
        }
    }

    static func describe(_ route: any Route) -> String {
        switch type(of: route).transition {
        case .root(_, let item): "select the \(item.title) tab (\(type(of: route)))"
        case .stack: "push \(route) on the selected tab"
        case .modal: "present \(route) over the topmost screen"
        }
    }
}

/// Why a typed route was not shown.
public enum TypedRouteError: Error, CustomStringConvertible {
    /// No handler is registered for the route's type.
    case unhandled(String)

    /// A message naming the route.
    public var description: String {
        switch self {
        case .unhandled(let type): "no RouteHandler is registered for \(type)"
        }
    }
}
