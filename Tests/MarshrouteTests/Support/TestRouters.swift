import TerminalUI

@testable import Marshroute

/// A module's router; the tests drive the inherited navigation methods.
@MainActor
final class ModuleRouter: BaseRouter {}

/// A master-detail module's router.
@MainActor
final class MasterDetailModuleRouter: BaseMasterDetailRouter {}

/// Records what a router announced before its transitions.
@MainActor
final class RouterTransitionDelegateSpy: RouterTransitionDelegate {
    private(set) var announcedTransitionIds: [TransitionId] = []

    func routerWillPerformTransitionWith(transitionId: TransitionId) {
        announcedTransitionIds.append(transitionId)
    }
}

/// Predictable transition ids: "generated-1", "generated-2", …
@MainActor
final class TransitionIdGeneratorStub: TransitionIdGenerator {
    private(set) var generatedIds: [TransitionId] = []

    func generateNewTransitionId() -> TransitionId {
        let id = "generated-\(generatedIds.count + 1)"
        generatedIds.append(id)
        return id
    }

    var lastGeneratedId: TransitionId? { generatedIds.last }
}

/// Makes the containers routers ask for, and remembers them.
@MainActor
final class RouterControllersProviderStub: RouterControllersProvider {
    private(set) var navigationControllers: [NavigationController] = []
    private(set) var splitViewControllers: [SplitViewController] = []

    func navigationController() -> NavigationController {
        let controller = NavigationController()
        navigationControllers.append(controller)
        return controller
    }

    func splitViewController() -> SplitViewControllerProtocol & ViewController {
        let controller = SplitViewController()
        splitViewControllers.append(controller)
        return controller
    }

    func tabBarController() -> TabBarControllerProtocol & ViewController {
        TabBarController()
    }
}

// Building modules through routers, the way an assembly does: the derive closure gets the seed,
// builds the screen (and with it the screen's router) and returns it.

extension DetailRouter {
    @discardableResult
    func pushModule<Screen: ModuleViewController>(
        _ screen: Screen,
        animator: NavigationTransitionsAnimator = NavigationTransitionsAnimator()
    ) -> Screen {
        pushViewControllerDerivedFrom(
            { seed in
                screen.attach(seed: seed)
                return screen
            }, animator: animator)
        return screen
    }

    @discardableResult
    func setModule<Screen: ModuleViewController>(
        _ screen: Screen,
        animator: ResetNavigationTransitionsAnimator = ResetNavigationTransitionsAnimator()
    ) -> Screen {
        setViewControllerDerivedFrom(
            { seed in
                screen.attach(seed: seed)
                return screen
            }, animator: animator)
        return screen
    }
}

extension ModalPresentationRouter {
    @discardableResult
    func presentModalModule<Screen: ModuleViewController>(
        _ screen: Screen,
        animator: ModalTransitionsAnimator = ModalTransitionsAnimator()
    ) -> Screen {
        presentModalViewControllerDerivedFrom(
            { seed in
                screen.attach(seed: seed)
                return screen
            }, animator: animator)
        return screen
    }

    @discardableResult
    func presentModalNavigationModule<Screen: ModuleViewController>(
        _ screen: Screen, animator: ModalNavigationTransitionsAnimator = ModalNavigationTransitionsAnimator(),
        navigationController: NavigationController = NavigationController()
    ) -> Screen {
        presentModalNavigationControllerWithRootViewControllerDerivedFrom(
            { seed in
                screen.attach(seed: seed)
                return screen
            }, animator: animator, navigationController: navigationController)
        return screen
    }

    func presentModalMasterDetailModule(
        master: MasterDetailModuleViewController, detail: ModuleViewController,
        animator: ModalMasterDetailTransitionsAnimator = ModalMasterDetailTransitionsAnimator(),
        masterNavigationController: NavigationController = NavigationController(),
        detailNavigationController: NavigationController = NavigationController(),
        splitViewController: SplitViewController = SplitViewController()
    ) {
        presentModalMasterDetailViewControllerDerivedFrom(
            deriveMasterViewController: { seed in
                master.attach(seed: seed)
                return master
            },
            deriveDetailViewController: { seed in
                detail.attach(seed: seed)
                return detail
            },
            animator: animator, masterNavigationController: masterNavigationController,
            detailNavigationController: detailNavigationController, splitViewController: splitViewController)
    }
}

extension PopoverPresentationRouter {
    @discardableResult
    func presentPopoverModule<Screen: ModuleViewController>(
        _ screen: Screen, fromRect rect: Rect, inView view: View,
        animator: PopoverTransitionsAnimator = PopoverTransitionsAnimator()
    ) -> Screen {
        presentPopoverFromRect(
            rect, inView: view,
            withViewControllerDerivedFrom: { seed in
                screen.attach(seed: seed)
                return screen
            }, animator: animator)
        return screen
    }
}

extension MasterRouter {
    @discardableResult
    func pushDetailModule<Screen: ModuleViewController>(_ screen: Screen) -> Screen {
        pushDetailViewControllerDerivedFrom(
            { seed in
                screen.attach(seed: seed)
                return screen
            })
        return screen
    }

    @discardableResult
    func pushMasterModule(_ screen: MasterDetailModuleViewController) -> MasterDetailModuleViewController {
        pushMasterViewControllerDerivedFrom(
            { seed in
                screen.attach(seed: seed)
                return screen
            })
        return screen
    }
}
