import Marshroute
import TerminalUI

/// A module's router: everything comes from `BaseRouter`.
@MainActor
public final class BenchRouter: BaseRouter {}

/// A module's screen. As in a VIPER module (view → presenter → router) it keeps its router
/// alive; Marshroute and the navigation controller keep the screen.
@MainActor
public final class BenchModuleViewController: ViewController {
    public let router: BenchRouter

    public init(seed: RouterSeed, title: String) {
        router = BenchRouter(routerSeed: seed)
        super.init()
        self.title = title
    }
}

/// Counts Marshroute's assertions and messages instead of printing them.
@MainActor
public final class CountingMarshroutePlugins: MarshrouteAssertionPlugin, MarshroutePrintPlugin {
    public private(set) var assertionFailures: [String] = []

    /// Marshroute's plugins are global: one set, installed once, hears every fixture.
    public static let installed: CountingMarshroutePlugins = {
        let plugins = CountingMarshroutePlugins()
        MarshrouteAssertionManager.setUpAssertionPlugin(plugins)
        MarshroutePrintManager.setUpPrintPlugin(plugins)
        return plugins
    }()

    private init() {}

    public func assert(
        _ condition: @autoclosure () -> Bool, _ message: @autoclosure () -> String, file: StaticString, line: UInt
    ) {
        if !condition() { assertionFailure(message(), file: file, line: line) }
    }

    public func assertionFailure(_ message: @autoclosure () -> String, file: StaticString, line: UInt) {
        assertionFailures.append(message())
    }

    public func print(_ item: Any, separator: String, terminator: String) {}
}

/// Marshroute as an app sets it up, with nothing of the demo: the stack from
/// `MarshrouteSetupServiceImpl`, a navigation controller in a window (animations off), and a
/// root module whose screen was set with `resetWithTransition(settingRootViewController:…)`.
/// Modules are pushed through routers; `depth` counts the screens on the stack (root included).
@MainActor
public final class RouterFixture {
    public let clock = ManualClock()
    public let loop: EventLoop
    public let window: Window
    public let stack: MarshrouteStack
    public let navigationController: NavigationController
    public let handler: NavigationTransitionsHandler
    public let root: BenchModuleViewController
    public let plugins = CountingMarshroutePlugins.installed

    public init() {
        loop = EventLoop(clock: clock)
        window = Window(size: Size(width: 80, height: 24), loop: loop)
        window.animationsEnabled = false
        stack = MarshrouteSetupServiceImpl(scheduler: loop).marshrouteStack()
        navigationController = NavigationController()
        handler = stack.transitionsHandlersProvider.navigationTransitionsHandler(
            navigationController: navigationController)
        let transitionId = stack.transitionIdGenerator.generateNewTransitionId()
        let seed = RouterSeed(
            transitionsHandlerBox: .animating(handler), transitionId: transitionId,
            presentingTransitionsHandler: nil,
            transitionsHandlersProvider: stack.transitionsHandlersProvider,
            transitionIdGenerator: stack.transitionIdGenerator,
            controllersProvider: stack.routerControllersProvider)
        root = BenchModuleViewController(seed: seed, title: "Root")
        handler.resetWithTransition(
            context: ResettingTransitionContext(
                settingRootViewController: root, forNavigationController: navigationController,
                navigationTransitionsHandler: handler, animator: SetNavigationTransitionsAnimator(),
                transitionId: transitionId))
        window.rootViewController = navigationController
    }

    public var rootRouter: BenchRouter { root.router }

    /// Screens on the navigation stack, the root included.
    public var depth: Int { navigationController.viewControllers.count }

    /// Pushes a new module through `router` (the root's by default) with
    /// `pushViewControllerDerivedFrom`, and returns the new module's router.
    @discardableResult
    public func push(from router: BenchRouter? = nil) -> BenchRouter {
        var made: BenchModuleViewController?
        (router ?? rootRouter).pushViewControllerDerivedFrom { seed in
            let module = BenchModuleViewController(seed: seed, title: "Module")
            made = module
            return module
        }
        guard let made else { preconditionFailure("the push did not build a module") }
        return made.router
    }

    /// Pushes until the stack holds `depth` screens. Returns the router of the top module.
    @discardableResult
    public func grow(to depth: Int) -> BenchRouter {
        var top = (navigationController.topViewController as? BenchModuleViewController)?.router ?? rootRouter
        while self.depth < depth { top = push() }
        return top
    }
}
