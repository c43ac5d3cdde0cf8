import Marshroute
import TerminalUI

extension RoutePerformer {
    /// Presents a new tab bar whose only tab is the module `derive` builds (ARoute's
    /// `embedInTabBarController`), from the topmost handler chained from `handler`. The tab
    /// bar gets a Marshroute tab bar handler and its tab a handler of its own, so the module's
    /// router can present from it and `dismissCurrentModule()` closes the tab bar; the
    /// presentation is one transition in the presenting handler's history.
    func presentModalTabBar(
        from handler: AnimatingTransitionsHandler, derive: (RouterSeed) -> ViewController,
        animator: ModalTransitionsAnimator
    ) -> TabBarController {
        let provider = stack.transitionsHandlersProvider
        let top = provider.topTransitionsHandlerBox(transitionsHandlerBox: .animating(handler)).unbox()
        let tabBar = TabBarController()
        let tabBarHandler = provider.tabBarTransitionsHandler(tabBarController: tabBar)
        let tabHandler = provider.animatingTransitionsHandler()
        let transitionId = stack.transitionIdGenerator.generateNewTransitionId()
        let seed = RouterSeed(
            transitionsHandlerBox: .animating(tabHandler), transitionId: transitionId,
            presentingTransitionsHandler: top, transitionsHandlersProvider: provider,
            transitionIdGenerator: stack.transitionIdGenerator, controllersProvider: stack.routerControllersProvider)
        let screen = derive(seed)
        tabHandler.resetWithTransition(
            context: ResettingTransitionContext(
                registeringViewController: screen, animatingTransitionsHandler: tabHandler,
                transitionId: transitionId))
        tabBarHandler.animatingTransitionsHandlers = [0: tabHandler]
        tabBar.setViewControllers([screen])
        top.performTransition(
            context: PresentationTransitionContext(
                presentingModalTabBarController: tabBar, targetTransitionsHandler: tabBarHandler, animator: animator,
                transitionId: transitionId))
        return tabBar
    }
}
