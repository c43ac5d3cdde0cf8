import Marshroute
import Routes
import TerminalUI

/// An app for route tests: a window on a manual clock with a tab bar of three navigation tabs
/// ("Home", "Recursion", "Shelves") or, with `split: true`, a split view as the first tab, all
/// set up through Marshroute as an app's root assembly does, and a registry whose performer
/// starts at the tab bar's handler.
@MainActor
final class RouteStack {
    let clock = ManualClock()
    let loop: EventLoop
    let stack: MarshrouteStack
    let window: Window
    let tabBar = TabBarController()
    let tabBarHandler: TabBarTransitionsHandler
    let registry = URLRouterRegistry()
    private(set) var navigationHandlers: [Int: NavigationTransitionsHandler] = [:]
    private(set) var navigationControllers: [Int: NavigationController] = [:]
    private(set) var roots: [Int: RoutedScreen] = [:]
    private(set) var splitHandler: SplitViewTransitionsHandler?
    /// Every event the registry told.
    private(set) var events: [RouteEvent] = []
    /// Marshroute's assertions while this stack lives (the plugin is global: each stack
    /// installs its own, and tests are synchronous on the main actor, so they never mix).
    let assertions = RecordingAssertionPlugin()

    init(split: Bool = false, size: Size = Size(width: 120, height: 30)) {
        MarshrouteAssertionManager.setUpAssertionPlugin(assertions)
        loop = EventLoop(clock: clock)
        stack = MarshrouteSetupServiceImpl(scheduler: loop).marshrouteStack()
        window = Window(size: size, loop: loop)
        window.animationsEnabled = false
        window.peekKey = .character("p")
        tabBarHandler = stack.transitionsHandlersProvider.tabBarTransitionsHandler(tabBarController: tabBar)
        let appId = stack.transitionIdGenerator.generateNewTransitionId()
        var tabs: [ViewController] = []
        var animating: [Int: AnimatingTransitionsHandler] = [:]
        var containing: [Int: ContainingTransitionsHandler] = [:]
        for (index, title) in ["Home", "Recursion", "Shelves"].enumerated() {
            if index == 0 && split {
                let splitController = SplitViewController()
                let master = makeNavigation(index: 100, title: "Master", transitionId: appId)
                let detail = makeNavigation(index: 101, title: "Detail", transitionId: appId)
                let handler = stack.transitionsHandlersProvider.splitViewTransitionsHandler(
                    splitViewController: splitController)
                handler.masterTransitionsHandler = master.handler
                handler.detailTransitionsHandler = detail.handler
                splitController.setViewControllers([master.navigation, detail.navigation])
                splitController.tabBarItem = TabBarItem(title: title)
                splitHandler = handler
                containing[index] = handler
                tabs.append(splitController)
            } else {
                let module = makeNavigation(index: index, title: title, transitionId: appId)
                module.navigation.tabBarItem = TabBarItem(title: title)
                animating[index] = module.handler
                tabs.append(module.navigation)
            }
        }
        tabBarHandler.animatingTransitionsHandlers = animating
        tabBarHandler.containingTransitionsHandlers = containing
        tabBar.setViewControllers(tabs)
        window.rootViewController = tabBar
        registry.performer = RoutePerformer(stack: stack, rootTransitionsHandler: .containing(tabBarHandler))
        registry.addObserver(self) { [weak self] event in self?.events.append(event) }
    }

    private func makeNavigation(index: Int, title: String, transitionId: TransitionId)
        -> (navigation: NavigationController, handler: NavigationTransitionsHandler)
    {
        let navigation = stack.routerControllersProvider.navigationController()
        let handler = stack.transitionsHandlersProvider.navigationTransitionsHandler(navigationController: navigation)
        let root = RoutedScreen(title: title, seed: seed(.animating(handler), transitionId: transitionId))
        handler.resetWithTransition(
            context: ResettingTransitionContext(
                settingRootViewController: root, forNavigationController: navigation,
                navigationTransitionsHandler: handler, animator: SetNavigationTransitionsAnimator(),
                transitionId: transitionId))
        navigationHandlers[index] = handler
        navigationControllers[index] = navigation
        roots[index] = root
        return (navigation, handler)
    }

    func seed(_ box: TransitionsHandlerBox, transitionId: TransitionId) -> RouterSeed {
        RouterSeed(
            transitionsHandlerBox: box, transitionId: transitionId, presentingTransitionsHandler: nil,
            transitionsHandlersProvider: stack.transitionsHandlersProvider,
            transitionIdGenerator: stack.transitionIdGenerator, controllersProvider: stack.routerControllersProvider)
    }

    var router: URLRouter { registry.defaultRouter }

    /// Registers a module route whose screen is titled `title`.
    @discardableResult
    func registerScreen(
        _ pattern: String, title: String, presentation: RoutePresentation = .push, protect: RouteGuard? = nil,
        embedding: (@MainActor () -> RouteEmbeddable)? = nil
    ) throws -> RouteRegistration {
        try router.register(
            pattern, presentation: presentation, embedding: embedding, protect: protect, module: title
        ) { response, seed in
            RoutedScreen(title: title, seed: seed, response: response)
        }
    }

    /// The screen on top, as Marshroute finds it.
    var topScreen: ViewController? {
        stack.topViewControllerFinder.findTopViewController(containingTransitionsHandler: tabBarHandler)
    }

    var topTitle: String? { topScreen?.title }

    /// Titles of tab `index`'s navigation stack, bottom first (100: the split's master, 101: its detail).
    func stackTitles(_ index: Int) -> [String] {
        navigationControllers[index]?.viewControllers.map { $0.title ?? "?" } ?? []
    }

    /// Runs the route; returns the response or the error if it ended synchronously.
    func run(_ request: RouteRequest) -> Result<RouteResponse, RouteError>? {
        var result: Result<RouteResponse, RouteError>?
        request.completion { result = .success($0) }.failure { result = .failure($0) }.execute()
        return result
    }

    /// Lets manual time pass (the retain-cycle check, timers).
    func advance(seconds: Int = 2) {
        clock.advance(by: .seconds(seconds))
        _ = loop.fireDueTimers()
    }
}

extension Result {
    var failureValue: Failure? {
        if case .failure(let error) = self { return error }
        return nil
    }

    var successValue: Success? {
        if case .success(let value) = self { return value }
        return nil
    }
}

/// Records Marshroute's failed assertions instead of printing them.
@MainActor
final class RecordingAssertionPlugin: MarshrouteAssertionPlugin {
    private(set) var failures: [String] = []

    func assert(
        _ condition: @autoclosure () -> Bool, _ message: @autoclosure () -> String, file: StaticString, line: UInt
    ) {
        if !condition() { failures.append(message()) }
    }

    func assertionFailure(_ message: @autoclosure () -> String, file: StaticString, line: UInt) {
        failures.append(message())
    }
}
