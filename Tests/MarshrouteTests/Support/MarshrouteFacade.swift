import TerminalUI

@testable import Marshroute

/// A navigation controller with its handler and a root module set through Marshroute.
@MainActor
final class NavigationModule {
    let navigationController: NavigationController
    let handler: NavigationTransitionsHandler
    let root: ModuleViewController
    let rootTransitionId: TransitionId

    init(
        navigationController: NavigationController, handler: NavigationTransitionsHandler, root: ModuleViewController,
        rootTransitionId: TransitionId
    ) {
        self.navigationController = navigationController
        self.handler = handler
        self.root = root
        self.rootTransitionId = rootTransitionId
    }

    var router: ModuleRouter { root.moduleRouter }
}

/// A split view with a navigation stack per column and a master-detail router.
@MainActor
final class SplitModule {
    let splitViewController: SplitViewController
    let handler: SplitViewTransitionsHandler
    let masterNavigationController: NavigationController
    let masterHandler: NavigationTransitionsHandler
    let master: MasterDetailModuleViewController
    let detailNavigationController: NavigationController
    let detailHandler: NavigationTransitionsHandler
    let detail: ModuleViewController
    let transitionId: TransitionId

    init(
        splitViewController: SplitViewController, handler: SplitViewTransitionsHandler,
        masterNavigationController: NavigationController, masterHandler: NavigationTransitionsHandler,
        master: MasterDetailModuleViewController, detailNavigationController: NavigationController,
        detailHandler: NavigationTransitionsHandler, detail: ModuleViewController, transitionId: TransitionId
    ) {
        self.splitViewController = splitViewController
        self.handler = handler
        self.masterNavigationController = masterNavigationController
        self.masterHandler = masterHandler
        self.master = master
        self.detailNavigationController = detailNavigationController
        self.detailHandler = detailHandler
        self.detail = detail
        self.transitionId = transitionId
    }

    var router: MasterDetailModuleRouter { master.moduleRouter }
}

/// What a tab holds.
@MainActor
enum TabContent {
    case navigation(NavigationModule)
    case split(SplitModule)

    var viewController: ViewController {
        switch self {
        case .navigation(let module): module.navigationController
        case .split(let module): module.splitViewController
        }
    }
}

/// A tab bar with its handler and its root router (which holds the tab bar's containing handler).
@MainActor
final class TabModule {
    let tabBarController: TabBarController
    let handler: TabBarTransitionsHandler
    let tabs: [TabContent]
    let router: ModuleRouter
    let transitionId: TransitionId

    init(
        tabBarController: TabBarController, handler: TabBarTransitionsHandler, tabs: [TabContent], router: ModuleRouter,
        transitionId: TransitionId
    ) {
        self.tabBarController = tabBarController
        self.handler = handler
        self.tabs = tabs
        self.router = router
        self.transitionId = transitionId
    }

    func navigationTab(_ index: Int) -> NavigationModule {
        guard case .navigation(let module) = tabs[index] else { fatalError("tab \(index) is not a navigation tab") }
        return module
    }
}

/// A real Marshroute stack (`MarshrouteSetupServiceImpl`) on a manual clock, and builders for
/// real navigation, tab bar and split modules on it, as an app's root assembly makes them.
@MainActor
final class MarshrouteFacade {
    let clock = ManualClock()
    let loop: EventLoop
    let stack: MarshrouteStack

    /// `withScheduler: false` makes a stack without the delayed retain-cycle check, as an app
    /// that passes no scheduler gets.
    init(factory: MarshrouteFactory = MarshrouteFactoryImpl(), withScheduler: Bool = true) {
        loop = EventLoop(clock: clock)
        stack = MarshrouteSetupServiceImpl(factory: factory, scheduler: withScheduler ? loop : nil).marshrouteStack()
    }

    var coordinator: TransitionsCoordinatorImpl { stack.coordinator }

    var handlersProvider: TransitionsHandlersProvider { stack.transitionsHandlersProvider }
    var peekAndPop: PeekAndPopUtilityImpl {
        guard let utility = stack.peekAndPopUtility as? PeekAndPopUtilityImpl else {
            fatalError("another peek utility")
        }
        return utility
    }

    func newTransitionId() -> TransitionId { stack.transitionIdGenerator.generateNewTransitionId() }

    func makeSeed(
        box: TransitionsHandlerBox, transitionId: TransitionId, presenting: TransitionsHandler? = nil,
        delegate: RouterTransitionDelegate? = nil
    ) -> RouterSeed {
        RouterSeed(
            transitionsHandlerBox: box, transitionId: transitionId, presentingTransitionsHandler: presenting,
            transitionsHandlersProvider: stack.transitionsHandlersProvider,
            transitionIdGenerator: stack.transitionIdGenerator,
            controllersProvider: stack.routerControllersProvider, routerTransitionDelegate: delegate)
    }

    func makeMasterDetailSeed(
        master: TransitionsHandlerBox, detail: TransitionsHandlerBox, transitionId: TransitionId,
        presenting: TransitionsHandler? = nil, delegate: RouterTransitionDelegate? = nil
    ) -> MasterDetailRouterSeed {
        MasterDetailRouterSeed(
            masterTransitionsHandlerBox: master, detailTransitionsHandlerBox: detail, transitionId: transitionId,
            presentingTransitionsHandler: presenting, transitionsHandlersProvider: stack.transitionsHandlersProvider,
            transitionIdGenerator: stack.transitionIdGenerator, controllersProvider: stack.routerControllersProvider,
            routerTransitionDelegate: delegate)
    }

    /// A navigation controller whose root module was set through its handler (a root module:
    /// no presenting handler).
    func makeNavigationModule(
        root: ModuleViewController = ModuleViewController(title: "Root"),
        transitionId: TransitionId? = nil,
        delegate: RouterTransitionDelegate? = nil
    ) -> NavigationModule {
        let navigationController = NavigationController()
        let handler = handlersProvider.navigationTransitionsHandler(navigationController: navigationController)
        let id = transitionId ?? newTransitionId()
        root.attach(seed: makeSeed(box: .animating(handler), transitionId: id, delegate: delegate))
        handler.resetWithTransition(
            context: ResettingTransitionContext(
                settingRootViewController: root, forNavigationController: navigationController,
                navigationTransitionsHandler: handler, animator: SetNavigationTransitionsAnimator(), transitionId: id))
        return NavigationModule(
            navigationController: navigationController, handler: handler, root: root, rootTransitionId: id)
    }

    /// A split view: a master-detail root module over two navigation stacks sharing one id.
    func makeSplitModule(
        master: MasterDetailModuleViewController = MasterDetailModuleViewController(title: "Master"),
        detail: ModuleViewController = ModuleViewController(title: "Detail"),
        delegate: RouterTransitionDelegate? = nil
    ) -> SplitModule {
        let split = SplitViewController()
        let masterNavigation = NavigationController()
        let detailNavigation = NavigationController()
        let masterHandler = handlersProvider.navigationTransitionsHandler(navigationController: masterNavigation)
        let detailHandler = handlersProvider.navigationTransitionsHandler(navigationController: detailNavigation)
        let splitHandler = handlersProvider.splitViewTransitionsHandler(splitViewController: split)
        splitHandler.masterTransitionsHandler = masterHandler
        splitHandler.detailTransitionsHandler = detailHandler
        split.setViewControllers([masterNavigation, detailNavigation])
        let id = newTransitionId()
        master.attach(
            seed: makeMasterDetailSeed(
                master: .animating(masterHandler), detail: .animating(detailHandler),
                transitionId: id, delegate: delegate))
        masterHandler.resetWithTransition(
            context: ResettingTransitionContext(
                settingRootViewController: master, forNavigationController: masterNavigation,
                navigationTransitionsHandler: masterHandler, animator: SetNavigationTransitionsAnimator(),
                transitionId: id))
        detail.attach(seed: makeSeed(box: .animating(detailHandler), transitionId: id, delegate: delegate))
        detailHandler.resetWithTransition(
            context: ResettingTransitionContext(
                settingRootViewController: detail, forNavigationController: detailNavigation,
                navigationTransitionsHandler: detailHandler, animator: SetNavigationTransitionsAnimator(),
                transitionId: id))
        return SplitModule(
            splitViewController: split, handler: splitHandler, masterNavigationController: masterNavigation,
            masterHandler: masterHandler, master: master, detailNavigationController: detailNavigation,
            detailHandler: detailHandler, detail: detail, transitionId: id)
    }

    /// A tab bar over the given tabs, with a root router holding the tab bar's handler.
    func makeTabModule(_ tabs: [TabContent], selectedIndex: Int = 0) -> TabModule {
        let tabBar = TabBarController()
        let handler = handlersProvider.tabBarTransitionsHandler(tabBarController: tabBar)
        var animating: [Int: AnimatingTransitionsHandler] = [:]
        var containing: [Int: ContainingTransitionsHandler] = [:]
        for (index, tab) in tabs.enumerated() {
            switch tab {
            case .navigation(let module): animating[index] = module.handler
            case .split(let module): containing[index] = module.handler
            }
        }
        handler.animatingTransitionsHandlers = animating
        handler.containingTransitionsHandlers = containing
        tabBar.setViewControllers(tabs.map(\.viewController))
        tabBar.selectedIndex = selectedIndex
        let id = newTransitionId()
        let router = ModuleRouter(routerSeed: makeSeed(box: .containing(handler), transitionId: id))
        return TabModule(tabBarController: tabBar, handler: handler, tabs: tabs, router: router, transitionId: id)
    }

    /// A tab bar over two navigation tabs, rooted at "Tab 0" and "Tab 1".
    func makeTwoNavigationTabs(selectedIndex: Int = 0) -> TabModule {
        let tabs = ["Tab 0", "Tab 1"].map {
            TabContent.navigation(makeNavigationModule(root: ModuleViewController(title: $0)))
        }
        return makeTabModule(tabs, selectedIndex: selectedIndex)
    }

    /// A window showing `root`, with synchronous (unanimated) container changes.
    func makeWindow(root: ViewController, animated: Bool = false) -> Window {
        let window = Window(size: Size(width: 100, height: 30), loop: loop)
        window.peekKey = .character("p")
        window.animationsEnabled = animated
        window.rootViewController = root
        return window
    }

    // MARK: History, read through the stack client

    func history(of handler: AnimatingTransitionsHandler) -> [RestoredTransitionContext] { stack.history(of: handler) }

    /// The screens of a handler's history, oldest first.
    func historyScreens(of handler: AnimatingTransitionsHandler) -> [ViewController] {
        history(of: handler).map(\.targetViewController)
    }

    /// Moves the manual clock on and fires the timers that came due (the retain-cycle check).
    func advanceClock(by duration: Duration) {
        clock.advance(by: duration)
        loop.fireDueTimers()
    }
}

extension MarshrouteStack {
    /// The coordinator `MarshrouteSetupServiceImpl` makes, for reading its internals.
    var coordinator: TransitionsCoordinatorImpl {
        guard let coordinator = transitionsCoordinator as? TransitionsCoordinatorImpl else {
            fatalError("the setup service made another coordinator")
        }
        return coordinator
    }

    /// Every entry of a handler's history, oldest first (the chained modal last), read through
    /// its stack client.
    func history(of handler: AnimatingTransitionsHandler) -> [RestoredTransitionContext] {
        guard let client = coordinator.stackClientProvider.stackClient(forTransitionsHandler: handler) else {
            return []
        }
        let all = client.allTransitionsForTransitionsHandler(handler)
        return (all.pushTransitions ?? []) + (all.chainedTransition.map { [$0] } ?? [])
    }
}

/// Identity comparison of two controller lists.
@MainActor
func sameScreens(_ lhs: [ViewController], _ rhs: [ViewController]) -> Bool {
    lhs.count == rhs.count && zip(lhs, rhs).allSatisfy { $0 === $1 }
}

/// Titles, for readable failure messages.
@MainActor
func titles(_ screens: [ViewController]) -> [String] {
    screens.map { $0.title ?? $0.debugName }
}
