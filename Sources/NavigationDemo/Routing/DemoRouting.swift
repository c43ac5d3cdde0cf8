import Marshroute
import Routes
import TerminalUI

/// The demo's URL routes (`DemoRouteTable`) registered on a registry of its own:
/// `navdemo://` on the default router and `device://` on a second named router of callbacks.
/// Every screen route makes a typed `DemoRoute`, which `DemoRouteTargets` shows as the
/// current layout says.
@MainActor
public final class DemoRouting {
    package static let scheme = "navdemo"
    package static let deviceRouterName = DemoRouteEntry.Router.device.rawValue

    /// The registry the Go-to prompt, `--open` and `explain` route through.
    public let registry = URLRouterRegistry()
    /// Asked to switch the layout by `layout/{idiom}`.
    var onLayoutChange: ((DemoIdiom) -> Void)? {
        get { context.onLayoutChange }
        set { context.onLayoutChange = newValue }
    }
    private let context: DemoRouteContext
    private let targets: DemoRouteTargets

    init(
        factory: AssemblyFactory, rootTransitionsHandler: TabBarTransitionsHandler,
        device: ApplicationViewInput, visibleViewControllers: @escaping @MainActor () -> [ViewController]
    ) {
        context = DemoRouteContext(
            factory: factory, rootTransitionsHandler: rootTransitionsHandler, device: device,
            visibleViewControllers: visibleViewControllers)
        targets = DemoRouteTargets(context: context)
        registry.performer = RoutePerformer(
            stack: factory.services.marshroute, rootTransitionsHandler: .containing(rootTransitionsHandler))
        registry.typedRouteHandler = targets
        do {
            try register(DemoRouteTable.all)
        } catch {
            // The table is a constant of the program: a test registers it on every run.
            preconditionFailure("the demo's route table does not register: \(error)")
        }
    }

    private func register(_ entries: [DemoRouteEntry]) throws {
        try registry.bind(scheme: Self.scheme, to: URLRouterRegistry.defaultRouterName)
        let device = try registry.createRouter(named: Self.deviceRouterName)
        try registry.bind(scheme: Self.deviceRouterName, to: Self.deviceRouterName)
        let context = context
        for entry in entries {
            let router = entry.router == .app ? registry.defaultRouter : device
            let protect = entry.protect?.make(context)
            let registration: RouteRegistration
            switch entry.action {
            case .screen(let make):
                registration = try router.register(
                    entry.pattern, protect: protect, summary: entry.summary,
                    destination: .typed(name: entry.destination) { response in try make(response) })
            case .callback(let name, let perform):
                registration = try router.register(
                    entry.pattern, protect: protect, summary: entry.summary, callback: name
                ) { [weak context] response in
                    guard let context else { return }
                    perform(response, context)
                }
            }
            for completion in entry.completions {
                _ = registration.completions(for: completion.parameter) { [weak context] in
                    context.map(completion.values) ?? []
                }
            }
        }
    }

    /// A route of the table as `navigation-demo routes` prints it: the presentation is the
    /// one this layout's application router chooses.
    package struct Row: Sendable, Equatable {
        package let router: String
        package let pattern: String
        package let destination: String
        package let presentation: String
        package let guardName: String
        package let summary: String
        /// A URL the route matches; nil for a route registered beside the table.
        package let sample: String?
    }

    /// Every route, the app's first, then the device router's, as registered.
    package var table: [Row] {
        let entries = Dictionary(
            DemoRouteTable.all.map { ("\($0.router.rawValue) \($0.pattern)", $0) }, uniquingKeysWith: { $1 })
        return registry.routeDescriptions.map { route in
            // A route registered beside the table has no sample to ask the layout with: say
            // so rather than pass it off as a callback (a test fails on it).
            let entry = entries["\(route.routerName) \(route.pattern)"]
            let presentation =
                entry.map { $0.samplePresentation(context.idiom)?.summary ?? "none (a callback)" }
                ?? "unknown (not in the route table)"
            return Row(
                router: route.routerName,
                pattern: "\(route.schemes.first.map { "\($0)://" } ?? "")\(route.pattern)",
                destination: route.destination, presentation: presentation, guardName: route.guardName ?? "none",
                summary: route.summary ?? "", sample: entry?.sampleURL)
        }
    }

    /// Every route's sample URL, in the table's order: for completions where the app does not run.
    package nonisolated static var sampleURLs: [String] { DemoRouteTable.all.map(\.sampleURL) }

    /// Runs `url`; `failure` hears why it did not (at once, or when a guard's screen closes).
    package func open(_ url: String, failure: @escaping @MainActor (RouteError) -> Void = { _ in }) {
        registry.route(url).failure(failure).execute()
    }

    /// The plan for `url` from the app as it is now (nothing is built or changed).
    public func plan(_ url: String) -> RoutePlan { registry.plan(url) }
}
