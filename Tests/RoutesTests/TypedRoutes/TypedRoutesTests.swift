import Marshroute
import Routes
import TerminalUI
import Testing

// A small app in Routing's style: two root tabs, an advert pushed on the selected tab, a
// login presented modally, and a route nobody handles.

@MainActor struct HomeRoute: Route {
    static var transition: RouteTransition {
        .root(route: HomeRoute(), rootItem: RootItem(title: "Home", image: "⌂", selectedImage: "⌂"))
    }
}

@MainActor struct SettingsRoute: Route {
    static var transition: RouteTransition { .root(route: SettingsRoute(), rootItem: RootItem(title: "Settings")) }
}

@MainActor struct AdvertRoute: Route {
    static var transition: RouteTransition { .stack }
    let id: Int
}

@MainActor struct LoginRoute: Route {
    static var transition: RouteTransition { .modal }
}

@MainActor struct UnhandledRoute: Route {
    static var transition: RouteTransition { .stack }
}

/// A routed screen with its own Marshroute router.
@MainActor
final class TypedScreen: ViewController {
    let router: TypedScreenRouter
    init(title: String, seed: RouterSeed) {
        router = TypedScreenRouter(routerSeed: seed)
        super.init()
        self.title = title
    }
}

@MainActor final class TypedScreenRouter: BaseRouter {}

@MainActor struct ScreenHandler<R: Route>: RouteHandler {
    let title: (R) -> String
    func view(for route: R, routerSeed: RouterSeed) -> ViewController {
        TypedScreen(title: title(route), seed: routerSeed)
    }
}

@MainActor
final class DemoRegistering: RouteHandlerRegistering {
    private(set) var calls = 0
    func registerRouteHandlers(in router: AppRouter) {
        calls += 1
        router.register(ScreenHandler<HomeRoute> { _ in "Home screen" })
        router.register(ScreenHandler<SettingsRoute> { _ in "Settings screen" })
        router.register(ScreenHandler<AdvertRoute> { "Advert \($0.id)" })
        router.register(ScreenHandler<LoginRoute> { _ in "Log in" })
    }
}

/// Collects Marshroute's messages for one test (scoped to its task).
@MainActor
final class MessageCollector: MarshroutePrintPlugin {
    var lines: [String] = []
    func print(_ item: Any, separator: String, terminator: String) { lines.append("\(item)") }
}

@MainActor
@Suite("Typed routes (Routing) on Marshroute")
struct TypedRoutesTests {
    let loop = EventLoop(clock: ManualClock())
    let stack: MarshrouteStack
    let window: Window
    let navigator: MarshrouteNavigator
    let registering = DemoRegistering()
    let router: AppRouter

    init() {
        stack = MarshrouteSetupServiceImpl(scheduler: loop).marshrouteStack()
        window = Window(size: Size(width: 80, height: 20), loop: loop)
        window.animationsEnabled = false
        navigator = MarshrouteNavigator(stack: stack)
        router = AppRouter(navigator: navigator, registering: registering)
    }

    var text: String { window.render().textLines().joined(separator: "\n") }

    func titles(ofTab index: Int) -> [String] {
        (navigator.tabBarController.viewControllers[index] as? NavigationController)?.viewControllers.map {
            $0.title ?? ""
        } ?? []
    }

    @Test("handlers register the first time root is read, once; root routes become tabs in order, with glyphs")
    func lazyRegistrationAndTabs() {
        #expect(registering.calls == 0)
        window.rootViewController = router.root
        _ = router.root
        #expect(registering.calls == 1)
        #expect(navigator.tabBarHandler.tabTitles == ["Home", "Settings"])
        #expect(text.contains("⌂ Home") && text.contains("Settings"))
        #expect(text.contains("Home screen"))
    }

    @Test(".stack pushes on the selected tab through Marshroute; the module's router can dismiss it")
    func stackPush() {
        window.rootViewController = router.root
        #expect(router.route(to: AdvertRoute(id: 42)))
        #expect(titles(ofTab: 0) == ["Home screen", "Advert 42"])
        let advert = (navigator.tabBarController.viewControllers[0] as? NavigationController)?.topViewController
        (advert as? TypedScreen)?.router.dismissCurrentModule()
        #expect(titles(ofTab: 0) == ["Home screen"])
    }

    @Test(".modal presents over the topmost screen; a .stack route closes it first, then pushes")
    func modalThenStack() {
        window.rootViewController = router.root
        #expect(router.route(to: LoginRoute()))
        let presented =
            navigator.tabBarController.viewControllers[0].presentedViewController ?? window.focusedViewController
        #expect(text.contains("Log in"), "\(String(describing: presented))")
        #expect(router.route(to: AdvertRoute(id: 7)))
        #expect(!text.contains("Log in"))
        #expect(titles(ofTab: 0) == ["Home screen", "Advert 7"])
    }

    @Test("a .root route later selects its tab by title, and .stack then pushes on that tab")
    func rootSelectsTab() {
        window.rootViewController = router.root
        #expect(router.route(to: SettingsRoute()))
        #expect(navigator.tabBarController.selectedIndex == 1)
        #expect(router.route(to: AdvertRoute(id: 3)))
        #expect(titles(ofTab: 1) == ["Settings screen", "Advert 3"])
        #expect(titles(ofTab: 0) == ["Home screen"])
    }

    @Test("an unregistered route is reported through Marshroute's print plugin and does nothing")
    func unregisteredRoute() {
        window.rootViewController = router.root
        let collector = MessageCollector()
        let shown = MarshroutePrintManager.withPrintPlugin(collector) { router.route(to: UnhandledRoute()) }
        #expect(!shown)
        #expect(collector.lines.count == 1 && collector.lines[0].contains("UnhandledRoute"))
        #expect(titles(ofTab: 0) == ["Home screen"])
    }

    @Test("a URL route makes a typed route that this router shows: adverts/{advertId|number}")
    func urlToTypedRoute() async throws {
        window.rootViewController = router.root
        let registry = URLRouterRegistry()
        registry.typedRouteHandler = router
        try registry.defaultRouter.register(
            "adverts/{advertId|number}",
            destination: .typed(name: "advert") { response in
                guard case .int(let id) = response["advertId"] else { throw TypedRouteError.unhandled("advertId") }
                return AdvertRoute(id: id)
            })
        let response = try await registry.route("adverts/42").response()
        #expect(response.steps.map(\.description).joined().contains("AdvertRoute"))
        #expect(titles(ofTab: 0) == ["Home screen", "Advert 42"])
    }

    @Test("the recording navigator writes down what it was asked, in Routing's semantics")
    func recordingNavigator() {
        let recording = RecordingNavigator()
        let router = AppRouter(navigator: recording, registering: DemoRegistering())
        _ = router.root
        router.route(to: AdvertRoute(id: 1))
        router.route(to: LoginRoute())
        router.route(to: SettingsRoute())
        #expect(recording.rootItems.map(\.title) == ["Home", "Settings"])
        #expect(recording.shown == ["stack: Advert 1", "modal: Log in", "root: Settings"])
    }
}
