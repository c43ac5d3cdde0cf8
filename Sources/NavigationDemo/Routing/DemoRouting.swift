import Marshroute
import Routes
import TerminalUI

/// The demo's URL routes (the table of DESIGN §8): a registry of its own with `navdemo://` on
/// the default router and `device://` on a second named router of callbacks. Every URL route
/// makes a typed `DemoRoute`, which `DemoRouteTargets` shows as the current layout says.
@MainActor
public final class DemoRouting {
    public static let scheme = "navdemo"
    public static let deviceRouterName = "device"

    /// The registry the Go-to prompt, `--open` and `explain` route through.
    public let registry = URLRouterRegistry()
    /// Asked to switch the layout by `layout/{idiom}`.
    var onLayoutChange: ((DemoIdiom) -> Void)?
    private let targets: DemoRouteTargets
    private let services: ServiceFactory
    private let presentations: DemoRoutePresentations

    init(
        factory: AssemblyFactory, rootTransitionsHandler: ContainingTransitionsHandler,
        device: ApplicationViewInput, visibleViewControllers: @escaping @MainActor () -> [ViewController]
    ) {
        services = factory.services
        presentations = DemoRoutePresentations(idiom: factory.idiom)
        targets = DemoRouteTargets(
            factory: factory, presentations: presentations, visibleViewControllers: visibleViewControllers)
        registry.performer = RoutePerformer(
            stack: factory.services.marshroute, rootTransitionsHandler: .containing(rootTransitionsHandler))
        registry.typedRouteHandler = targets
        do {
            try registerAppRoutes(factory: factory, rootTransitionsHandler: rootTransitionsHandler)
            try registerLayoutRoute()
            try registerDeviceRoutes(device: device)
        } catch {
            // The table is a constant of the program: a test registers it on every run.
            preconditionFailure("the demo's route table does not register: \(error)")
        }
    }

    private func registerAppRoutes(factory: AssemblyFactory, rootTransitionsHandler: ContainingTransitionsHandler)
        throws
    {
        try registry.bind(scheme: Self.scheme, to: URLRouterRegistry.defaultRouterName)
        let router = registry.defaultRouter
        try router.register(
            "categories", summary: "the top categories (Advertisements tab)",
            destination: .typed(name: "Categories") { _ in DemoRoute.categories(id: nil) })
        let services = services
        try router.register(
            "categories/{categoryId}", summary: "that category's subcategories",
            destination: .typed(name: "Categories") { response in
                DemoRoute.categories(id: response["categoryId"]?.description)
            }
        ).completions(for: "categoryId") { services.categoryIds(withSubcategories: true) }
        try router.register(
            "categories/{categoryId}/results", summary: "its search results",
            destination: .typed(name: "Search results") { response in
                DemoRoute.searchResults(categoryId: response["categoryId"]?.description ?? "")
            }
        ).completions(for: "categoryId") { services.categoryIds(withSubcategories: false) }
        try router.register(
            "adverts/{advertId|number}", protect: lockedAdvertisementGuard(factory: factory),
            summary: "that advertisement; a locked one asks for Authorization first",
            destination: .typed(name: "Advertisement") { response in
                // `number` also casts `12.5` (ARoute's NSNumber); an advertisement number is whole.
                guard let number = response["advertId"]?.intValue else {
                    let value = response["advertId"]?.description ?? ""
                    throw DemoRouteError("adverts/{advertId} takes a whole number, not '\(RouteText.quoted(value))'")
                }
                return DemoRoute.advertisement(number: number)
            }
        ).completions(for: "advertId") { (1...services.advertisementNumbering.largestNumber).map(String.init) }
        try router.register(
            "recursion", summary: "a Recursion module",
            destination: .typed(name: "Recursion") { _ in DemoRoute.recursion })
        try router.register(
            "authorization", summary: "Authorization",
            destination: .typed(name: "Authorization") { _ in DemoRoute.authorization })
        try router.register(
            "shelves/{style}", summary: "a Shelves module (modal, sheet)",
            destination: .typed(name: "Shelves") { response in
                let value = response["style"]?.description ?? ""
                guard let style = DemoShelfRouteStyle(rawValue: value) else {
                    throw DemoRouteError("shelves/{style} takes modal or sheet, not '\(RouteText.quoted(value))'")
                }
                return DemoRoute.shelf(style)
            }
        ).completions(for: "style") { DemoShelfRouteStyle.allCases.map(\.rawValue) }
        try router.register(
            "tabs/{title}", summary: "selects a tab by its title",
            destination: .typed(name: "Tab") { response in DemoRoute.tab(title: response["title"]?.description ?? "") }
        ).completions(for: "title") { [weak rootTransitionsHandler] in
            (rootTransitionsHandler as? TabBarTransitionsHandlerImpl)?.tabTitles.map { $0.lowercased() } ?? []
        }
    }

    /// `layout/{idiom}`: a callback, since the switch rebuilds the app rather than showing a
    /// screen in it; its guard refuses a layout that does not exist, in words.
    private func registerLayoutRoute() throws {
        let known = RouteGuard("known layouts") { response in
            let value = response["idiom"]?.description ?? ""
            return DemoIdiom(rawValue: value) != nil
                ? .allow
                : .deny(DemoRouteError("layout/{idiom} takes compact or split, not '\(RouteText.quoted(value))'"))
        }
        try registry.defaultRouter.register(
            "layout/{idiom}", protect: known, summary: "switches the layout live, keeping where the user is",
            callback: "switch layout"
        ) { [weak self] response in
            guard let idiom = DemoIdiom(rawValue: response["idiom"]?.description ?? "") else { return }
            self?.onLayoutChange?(idiom)
        }.completions(for: "idiom") { DemoIdiom.allCases.map(\.rawValue) }
    }

    private func registerDeviceRoutes(device: ApplicationViewInput) throws {
        let router = try registry.createRouter(named: Self.deviceRouterName)
        try registry.bind(scheme: Self.deviceRouterName, to: Self.deviceRouterName)
        try router.register("shake", summary: "a device shake: the banner", callback: "shake") {
            [weak device] _ in device?.onDeviceShake?()
        }
        try router.register(
            "memory-warning", summary: "a memory warning: Authorization, once", callback: "memory warning"
        ) { [weak device] _ in device?.onMemoryWarning?() }
    }

    /// A locked advertisement shows only after Log in, whatever the URL's spelling: the guard
    /// sees the cast number, so `016`, `%31%36` or a trailing slash reach it too.
    private func lockedAdvertisementGuard(factory: AssemblyFactory) -> RouteGuard {
        let services = services
        let presentation = presentations.authorizationChallenge
        return RouteGuard("locked adverts") { response in
            guard let number = response["advertId"]?.intValue,
                let id = services.advertisementNumbering.advertisementId(number: number),
                let result = services.searchResultsProvider.searchResult(id: id),
                result.requiresAuthorization, !services.authorizationStatus.isAuthorized
            else { return .allow }
            let challenge = RouteChallenge(name: services.strings.authorizationTitle, presentation: presentation) {
                _, seed, resolution in
                factory.authorizationAssembly().module(routerSeed: seed) { module in
                    module.onComplete = { isAuthorized in
                        if isAuthorized {
                            resolution.allow()
                        } else {
                            resolution.deny(
                                RouteDenial("Authorization was cancelled: advertisement #\(number) stays locked"))
                        }
                    }
                }
            }
            return .challenge(challenge)
        }
    }

    /// A route of the table as `navigation-demo routes` prints it: the presentation is the
    /// one this layout's application router chooses.
    public struct Row: Sendable, Equatable {
        public let router: String
        public let pattern: String
        public let destination: String
        public let presentation: String
        public let guardName: String
        public let summary: String
    }

    /// Every route, the app's first, then the device router's.
    public var table: [Row] {
        registry.routeDescriptions.map { route in
            let sample = Self.sampleRoutes[route.pattern]
            return Row(
                router: route.routerName, pattern: "\(route.schemes.first.map { "\($0)://" } ?? "")\(route.pattern)",
                destination: route.destination,
                presentation: sample.map { presentations.presentation(for: $0).summary } ?? "none (a callback)",
                guardName: route.guardName ?? "none", summary: route.summary ?? "")
        }
    }

    /// A route value of each typed pattern, to ask the layout how it shows that kind of route.
    private static let sampleRoutes: [String: DemoRoute] = [
        "categories": .categories(id: nil), "categories/{categoryId}": .categories(id: "1"),
        "categories/{categoryId}/results": .searchResults(categoryId: "1.1"),
        "adverts/{advertId|number}": .advertisement(number: 1), "recursion": .recursion,
        "authorization": .authorization, "shelves/{style}": .shelf(.modal), "tabs/{title}": .tab(title: "{title}"),
    ]

    /// Runs `url`; `failure` hears why it did not (at once, or when a guard's screen closes).
    public func open(_ url: String, failure: @escaping @MainActor (RouteError) -> Void = { _ in }) {
        registry.route(url).failure(failure).execute()
    }

    /// The plan for `url` from the app as it is now (nothing is built or changed).
    public func plan(_ url: String) -> RoutePlan { registry.plan(url) }
}
