import Marshroute
import TerminalUI

/// Builds the root: the tab bar, its tabs for the layout, and the application module.
///
/// Every tab's root module is set with the application's own transition id, as the
/// original's `RootModulesProvider` does, so the roots belong to the app's first transition.
@MainActor
struct ApplicationAssembly {
    let factory: AssemblyFactory

    func module(transitionId: TransitionId, log: @escaping (String) -> Void) -> (
        ApplicationViewController, ApplicationModuleInput
    ) {
        let services = factory.services
        let marshroute = services.marshroute
        let tabBar = ApplicationViewController()
        let tabHandler = marshroute.transitionsHandlersProvider.tabBarTransitionsHandler(tabBarController: tabBar)
        services.rootTransitionsHandler = tabHandler

        let routerSeed = marshroute.rootRouterSeed(
            transitionsHandlerBox: .containing(tabHandler), transitionId: transitionId)
        let router = ApplicationRouterImpl(assemblyFactory: factory, routerSeed: routerSeed)
        let interactor = ApplicationInteractorImpl(
            authorizationTracking: services.moduleRegistering,
            topViewControllerFinding: services.topViewControllerFinding)
        let banner = factory.bannerAssembly().module()
        let presenter = ApplicationPresenter(
            interactor: interactor, router: router, banner: banner.input,
            strings: services.strings, log: log)
        tabBar.presenter = presenter
        presenter.view = tabBar
        router.registerModule(view: tabBar, presenter: presenter, interactor: interactor)
        tabBar.bannerView = banner.view

        let strings = services.strings
        var tabs: [ViewController] = []
        var animating: [Int: AnimatingTransitionsHandler] = [:]
        var containing: [Int: ContainingTransitionsHandler] = [:]
        switch factory.idiom {
        case .compact:
            let categories = detailModule(transitionId: transitionId) {
                factory.categoriesAssembly().module(categoryId: nil, routerSeed: $0)
            }
            let recursion = detailModule(transitionId: transitionId) {
                factory.recursionAssembly().module(routerSeed: $0)
            }
            let shelves = detailModule(transitionId: transitionId) {
                factory.shelfAssembly().module(style: .root, routerSeed: $0)
            }
            categories.navigation.tabBarItem = TabBarItem(title: strings.advertisementsTab)
            recursion.navigation.tabBarItem = TabBarItem(title: strings.recursionTab)
            shelves.navigation.tabBarItem = TabBarItem(title: strings.shelvesTab)
            tabs = [categories.navigation, recursion.navigation, shelves.navigation]
            animating = [0: categories.handler, 1: recursion.handler, 2: shelves.handler]
        case .split:
            let split = masterDetailModule(transitionId: transitionId)
            split.controller.tabBarItem = TabBarItem(title: strings.advertisementsTab)
            let recursion = detailModule(transitionId: transitionId) {
                factory.recursionAssembly().module(routerSeed: $0)
            }
            recursion.navigation.tabBarItem = TabBarItem(title: strings.recursionTab)
            tabs = [split.controller, recursion.navigation]
            containing = [0: split.handler]
            animating = [1: recursion.handler]
        }
        tabHandler.animatingTransitionsHandlers = animating
        tabHandler.containingTransitionsHandlers = containing
        tabBar.setViewControllers(tabs)
        return (tabBar, presenter)
    }

    /// A navigation stack whose root module is built by `derive`. A tab's root is reached by
    /// its tab, not by a route of its own.
    private func detailModule(transitionId: TransitionId, derive: (RouterSeed) -> ViewController)
        -> (navigation: NavigationController, handler: NavigationTransitionsHandler)
    {
        let stack = factory.services.marshroute.makeNavigationStack(transitionId: transitionId) { seed in
            let root = derive(seed)
            (root as? DemoViewController)?.routeURL = nil
            return root
        }
        return (stack.navigationController, stack.transitionsHandler)
    }

    /// The split layout's first tab: categories in the master column, the root shelf in the detail.
    private func masterDetailModule(transitionId: TransitionId) -> (
        controller: ViewController, handler: SplitViewTransitionsHandler
    ) {
        let marshroute = factory.services.marshroute
        let provider = marshroute.transitionsHandlersProvider
        let masterNavigation = marshroute.routerControllersProvider.navigationController()
        let detailNavigation = marshroute.routerControllersProvider.navigationController()
        let split = SplitViewController()
        let masterHandler = provider.navigationTransitionsHandler(navigationController: masterNavigation)
        let detailHandler = provider.navigationTransitionsHandler(navigationController: detailNavigation)
        let splitHandler = provider.splitViewTransitionsHandler(splitViewController: split)
        splitHandler.masterTransitionsHandler = masterHandler
        splitHandler.detailTransitionsHandler = detailHandler

        let masterSeed = MasterDetailRouterSeed(
            masterTransitionsHandlerBox: .animating(masterHandler),
            detailTransitionsHandlerBox: .animating(detailHandler),
            transitionId: transitionId, presentingTransitionsHandler: nil, transitionsHandlersProvider: provider,
            transitionIdGenerator: marshroute.transitionIdGenerator,
            controllersProvider: marshroute.routerControllersProvider)
        let master = factory.categoriesAssembly().masterModule(categoryId: nil, routerSeed: masterSeed)
        (master as? DemoViewController)?.routeURL = nil
        setRoot(master, of: masterNavigation, handler: masterHandler, transitionId: transitionId)

        let detail = factory.shelfAssembly().module(
            style: .root,
            routerSeed: marshroute.rootRouterSeed(
                transitionsHandlerBox: .animating(detailHandler), transitionId: transitionId))
        setRoot(detail, of: detailNavigation, handler: detailHandler, transitionId: transitionId)
        split.setViewControllers([masterNavigation, detailNavigation])
        return (split, splitHandler)
    }

    private func setRoot(
        _ root: ViewController, of navigation: NavigationController, handler: NavigationTransitionsHandler,
        transitionId: TransitionId
    ) {
        handler.resetWithTransition(
            context: ResettingTransitionContext(
                settingRootViewController: root, forNavigationController: navigation,
                navigationTransitionsHandler: handler,
                animator: SetNavigationTransitionsAnimator(), transitionId: transitionId))
    }
}
