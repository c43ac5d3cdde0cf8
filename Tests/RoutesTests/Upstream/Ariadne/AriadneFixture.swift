import Marshroute
import Routes
import TerminalUI

// The screens and the window of Ariadne's test suite (`Source/Tests/TestsUIKit.swift`),
// re-expressed on Marshroute: every screen a test starts with is put in place through
// Marshroute (a navigation stack's root reset, then pushes), as an app's assembly would.

@MainActor class AriadneScreen: ViewController {
    required override init() { super.init() }
}

/// Ariadne's `FooViewController`.
@MainActor final class FooScreen: AriadneScreen {}
/// Ariadne's `BarViewController`.
@MainActor final class BarScreen: AriadneScreen {}

/// Ariadne's `IntViewController`: created with a value, or updated in place.
@MainActor final class IntScreen: ViewController, ContextUpdatable {
    private(set) var value: Int
    private(set) var wasUpdated = false
    private(set) var wasCreated = true

    init(value: Int) {
        self.value = value
        super.init()
    }

    func update(with context: Int) {
        value = context
        wasCreated = false
        wasUpdated = true
    }
}

/// Ariadne's `XibBuildingFactory<T>`: builds a `T` from no context.
@MainActor struct ScreenFactory<T: AriadneScreen>: ViewBuilder {
    func build(with context: Void, routerSeed: RouterSeed) throws -> T { T() }
}

/// Ariadne's `IntFactory`.
@MainActor struct IntFactory: ViewBuilder {
    func build(with context: Int, routerSeed: RouterSeed) throws -> IntScreen { IntScreen(value: context) }
}

/// Ariadne's test window: its root is a `BarScreen` (the tests' `setUp`), with a bare
/// Marshroute handler, and a router on it.
@MainActor
final class AriadneFixture {
    let loop = EventLoop(clock: ManualClock())
    let stack: MarshrouteStack
    let window: Window
    private(set) var router: BuilderRouter
    private(set) var rootHandler: AnimatingTransitionsHandler
    /// The tab bar's handler once `setTabBarWithSplit` made one.
    private(set) var tabBarHandler: TabBarTransitionsHandler?

    init() {
        stack = MarshrouteSetupServiceImpl(scheduler: loop).marshrouteStack()
        window = Window(size: Size(width: 100, height: 24), loop: loop)
        window.animationsEnabled = false
        let bar = BarScreen()
        let handler = stack.transitionsHandlersProvider.animatingTransitionsHandler()
        handler.resetWithTransition(
            context: ResettingTransitionContext(
                registeringViewController: bar, animatingTransitionsHandler: handler,
                transitionId: stack.transitionIdGenerator.generateNewTransitionId()))
        window.rootViewController = bar
        rootHandler = handler
        router = BuilderRouter(stack: stack, rootTransitionsHandler: .animating(handler))
    }

    /// The window's root.
    var root: ViewController? { window.rootViewController }
    /// The window's root as a navigation stack.
    var rootNavigation: NavigationController? { root as? NavigationController }

    /// Makes the window's root a navigation stack of `screens` (the first at its root), shown
    /// through Marshroute, and the router's root its handler.
    func setNavigation(_ screens: [ViewController], viewFinder: ViewFinder? = nil) {
        let (navigation, handler) = navigationStack(screens)
        window.rootViewController = navigation
        rootHandler = handler
        router = BuilderRouter(stack: stack, rootTransitionsHandler: .animating(handler), viewFinder: viewFinder)
    }

    /// A navigation controller with `screens` and its Marshroute handler.
    func navigationStack(_ screens: [ViewController]) -> (NavigationController, NavigationTransitionsHandler) {
        let navigation = stack.routerControllersProvider.navigationController()
        let handler = stack.transitionsHandlersProvider.navigationTransitionsHandler(navigationController: navigation)
        let transitionId = stack.transitionIdGenerator.generateNewTransitionId()
        handler.resetWithTransition(
            context: ResettingTransitionContext(
                settingRootViewController: screens[0], forNavigationController: navigation,
                navigationTransitionsHandler: handler, animator: SetNavigationTransitionsAnimator(),
                transitionId: transitionId))
        let router = BaseRouter(routerSeed: seed(.animating(handler), transitionId: transitionId))
        for screen in screens.dropFirst() {
            let animator = NavigationTransitionsAnimator()
            animator.shouldAnimate = false
            router.pushViewControllerDerivedFrom({ _ in screen }, animator: animator)
        }
        return (navigation, handler)
    }

    /// Makes the window's root a tab bar whose one tab is a split view of a master and a detail
    /// stack (Ariadne's split view tests), and the router's root the tab bar's handler.
    func setTabBarWithSplit(master: [ViewController], detail: [ViewController], viewFinder: ViewFinder?) -> (
        master: NavigationController, detail: NavigationController
    ) {
        let provider = stack.transitionsHandlersProvider
        let (masterNavigation, masterHandler) = navigationStack(master)
        let (detailNavigation, detailHandler) = navigationStack(detail)
        let split = SplitViewController()
        let splitHandler = provider.splitViewTransitionsHandler(splitViewController: split)
        splitHandler.masterTransitionsHandler = masterHandler
        splitHandler.detailTransitionsHandler = detailHandler
        split.setViewControllers([masterNavigation, detailNavigation])
        let tabBar = TabBarController()
        let tabBarHandler = provider.tabBarTransitionsHandler(tabBarController: tabBar)
        tabBarHandler.containingTransitionsHandlers = [0: splitHandler]
        tabBar.setViewControllers([split])
        window.rootViewController = tabBar
        self.tabBarHandler = tabBarHandler
        router = BuilderRouter(stack: stack, rootTransitionsHandler: .containing(tabBarHandler), viewFinder: viewFinder)
        return (masterNavigation, detailNavigation)
    }

    private func seed(_ box: TransitionsHandlerBox, transitionId: TransitionId) -> RouterSeed {
        RouterSeed(
            transitionsHandlerBox: box, transitionId: transitionId, presentingTransitionsHandler: nil,
            transitionsHandlersProvider: stack.transitionsHandlersProvider,
            transitionIdGenerator: stack.transitionIdGenerator, controllersProvider: stack.routerControllersProvider)
    }
}
