import TerminalUI

/// Presenting modules modally: bare, in a navigation controller, or as a master-detail split.
/// The modal is presented from the topmost screen reachable from the router's handler.
@MainActor
public protocol ModalPresentationRouter: AnyObject {
    func presentModalViewControllerDerivedFrom(_ deriveViewController: (_ routerSeed: RouterSeed) -> ViewController)
    func presentModalViewControllerDerivedFrom(
        _ deriveViewController: (_ routerSeed: RouterSeed) -> ViewController,
        animator: ModalTransitionsAnimator)
    func presentModalMasterDetailViewControllerDerivedFrom(
        deriveMasterViewController: (_ routerSeed: MasterDetailRouterSeed) -> ViewController,
        deriveDetailViewController: (_ routerSeed: RouterSeed) -> ViewController)
    func presentModalMasterDetailViewControllerDerivedFrom(
        deriveMasterViewController: (_ routerSeed: MasterDetailRouterSeed) -> ViewController,
        deriveDetailViewController: (_ routerSeed: RouterSeed) -> ViewController,
        animator: ModalMasterDetailTransitionsAnimator)
    func presentModalMasterDetailViewControllerDerivedFrom(
        deriveMasterViewController: (_ routerSeed: MasterDetailRouterSeed) -> ViewController,
        deriveDetailViewController: (_ routerSeed: RouterSeed) -> ViewController,
        animator: ModalMasterDetailTransitionsAnimator,
        masterNavigationController: NavigationController, detailNavigationController: NavigationController,
        splitViewController: SplitViewControllerProtocol & ViewController)
    func presentModalNavigationControllerWithRootViewControllerDerivedFrom(
        _ deriveViewController: (_ routerSeed: RouterSeed) -> ViewController)
    func presentModalNavigationControllerWithRootViewControllerDerivedFrom(
        _ deriveViewController: (_ routerSeed: RouterSeed) -> ViewController,
        animator: ModalNavigationTransitionsAnimator)
    func presentModalNavigationControllerWithRootViewControllerDerivedFrom(
        _ deriveViewController: (_ routerSeed: RouterSeed) -> ViewController,
        animator: ModalNavigationTransitionsAnimator,
        navigationController: NavigationController)
}

extension ModalPresentationRouter where Self: RouterTransitionable & RouterIdentifiable & RouterSeedBuilding {
    public func presentModalViewControllerDerivedFrom(
        _ deriveViewController: (_ routerSeed: RouterSeed) -> ViewController
    ) {
        presentModalViewControllerDerivedFrom(deriveViewController, animator: ModalTransitionsAnimator())
    }

    public func presentModalViewControllerDerivedFrom(
        _ deriveViewController: (_ routerSeed: RouterSeed) -> ViewController,
        animator: ModalTransitionsAnimator
    ) {
        let top = transitionsHandlersProvider.topTransitionsHandlerBox(transitionsHandlerBox: transitionsHandlerBox)
        let handler = transitionsHandlersProvider.animatingTransitionsHandler()
        let generatedId = transitionIdGenerator.generateNewTransitionId()
        routerTransitionDelegate?.routerWillPerformTransitionWith(transitionId: generatedId)
        noteRouterCall(self, #function, transitionId: generatedId)
        let seed = makeSeed(box: .animating(handler), transitionId: generatedId, presenting: top.unbox())
        let viewController = deriveViewController(seed)
        handler.resetWithTransition(
            context: ResettingTransitionContext(
                registeringViewController: viewController, animatingTransitionsHandler: handler,
                transitionId: generatedId))
        top.unbox().performTransition(
            context: PresentationTransitionContext(
                presentingModalViewController: viewController, targetTransitionsHandler: handler, animator: animator,
                transitionId: generatedId))
    }

    public func presentModalMasterDetailViewControllerDerivedFrom(
        deriveMasterViewController: (_ routerSeed: MasterDetailRouterSeed) -> ViewController,
        deriveDetailViewController: (_ routerSeed: RouterSeed) -> ViewController
    ) {
        presentModalMasterDetailViewControllerDerivedFrom(
            deriveMasterViewController: deriveMasterViewController,
            deriveDetailViewController: deriveDetailViewController,
            animator: ModalMasterDetailTransitionsAnimator())
    }

    public func presentModalMasterDetailViewControllerDerivedFrom(
        deriveMasterViewController: (_ routerSeed: MasterDetailRouterSeed) -> ViewController,
        deriveDetailViewController: (_ routerSeed: RouterSeed) -> ViewController,
        animator: ModalMasterDetailTransitionsAnimator
    ) {
        presentModalMasterDetailViewControllerDerivedFrom(
            deriveMasterViewController: deriveMasterViewController,
            deriveDetailViewController: deriveDetailViewController,
            animator: animator, masterNavigationController: controllersProvider.navigationController(),
            detailNavigationController: controllersProvider.navigationController(),
            splitViewController: controllersProvider.splitViewController())
    }

    public func presentModalMasterDetailViewControllerDerivedFrom(
        deriveMasterViewController: (_ routerSeed: MasterDetailRouterSeed) -> ViewController,
        deriveDetailViewController: (_ routerSeed: RouterSeed) -> ViewController,
        animator: ModalMasterDetailTransitionsAnimator,
        masterNavigationController: NavigationController, detailNavigationController: NavigationController,
        splitViewController: SplitViewControllerProtocol & ViewController
    ) {
        guard let split = splitViewController as? SplitViewController else {
            marshrouteAssertionFailure("a modal master-detail module needs TerminalUI's SplitViewController")
            return
        }
        let top = transitionsHandlersProvider.topTransitionsHandlerBox(transitionsHandlerBox: transitionsHandlerBox)
        let masterHandler = transitionsHandlersProvider.navigationTransitionsHandler(
            navigationController: masterNavigationController)
        let detailHandler = transitionsHandlersProvider.navigationTransitionsHandler(
            navigationController: detailNavigationController)
        let splitHandler = transitionsHandlersProvider.splitViewTransitionsHandler(
            splitViewController: splitViewController)
        splitHandler.masterTransitionsHandler = masterHandler
        splitHandler.detailTransitionsHandler = detailHandler
        splitViewController.setViewControllers([masterNavigationController, detailNavigationController])

        // Master and detail share one transition id: either can focus on or dismiss the whole.
        let generatedId = transitionIdGenerator.generateNewTransitionId()
        routerTransitionDelegate?.routerWillPerformTransitionWith(transitionId: generatedId)
        noteRouterCall(self, #function, transitionId: generatedId)
        let masterSeed = MasterDetailRouterSeed(
            masterTransitionsHandlerBox: .animating(masterHandler),
            detailTransitionsHandlerBox: .animating(detailHandler),
            transitionId: generatedId, presentingTransitionsHandler: top.unbox(),
            transitionsHandlersProvider: transitionsHandlersProvider, transitionIdGenerator: transitionIdGenerator,
            controllersProvider: controllersProvider, routerTransitionDelegate: routerTransitionDelegate)
        let masterViewController = deriveMasterViewController(masterSeed)
        masterHandler.resetWithTransition(
            context: ResettingTransitionContext(
                settingRootViewController: masterViewController, forNavigationController: masterNavigationController,
                navigationTransitionsHandler: masterHandler, animator: SetNavigationTransitionsAnimator(),
                transitionId: generatedId))
        // The original gave the detail the router's own handler as its presenter rather than
        // the topmost one (docs/ROUTING.md §1.2); both reach the same modal, the topmost is exact.
        let detailSeed = makeSeed(box: .animating(detailHandler), transitionId: generatedId, presenting: top.unbox())
        let detailViewController = deriveDetailViewController(detailSeed)
        detailHandler.resetWithTransition(
            context: ResettingTransitionContext(
                settingRootViewController: detailViewController, forNavigationController: detailNavigationController,
                navigationTransitionsHandler: detailHandler, animator: SetNavigationTransitionsAnimator(),
                transitionId: generatedId))
        top.unbox().performTransition(
            context: PresentationTransitionContext(
                presentingModalMasterDetailViewController: split, targetTransitionsHandler: splitHandler,
                animator: animator, transitionId: generatedId))
    }

    public func presentModalNavigationControllerWithRootViewControllerDerivedFrom(
        _ deriveViewController: (_ routerSeed: RouterSeed) -> ViewController
    ) {
        presentModalNavigationControllerWithRootViewControllerDerivedFrom(
            deriveViewController, animator: ModalNavigationTransitionsAnimator())
    }

    public func presentModalNavigationControllerWithRootViewControllerDerivedFrom(
        _ deriveViewController: (_ routerSeed: RouterSeed) -> ViewController,
        animator: ModalNavigationTransitionsAnimator
    ) {
        presentModalNavigationControllerWithRootViewControllerDerivedFrom(
            deriveViewController, animator: animator,
            navigationController: controllersProvider.navigationController())
    }

    public func presentModalNavigationControllerWithRootViewControllerDerivedFrom(
        _ deriveViewController: (_ routerSeed: RouterSeed) -> ViewController,
        animator: ModalNavigationTransitionsAnimator,
        navigationController: NavigationController
    ) {
        let top = transitionsHandlersProvider.topTransitionsHandlerBox(transitionsHandlerBox: transitionsHandlerBox)
        let handler = transitionsHandlersProvider.navigationTransitionsHandler(
            navigationController: navigationController)
        let generatedId = transitionIdGenerator.generateNewTransitionId()
        routerTransitionDelegate?.routerWillPerformTransitionWith(transitionId: generatedId)
        noteRouterCall(self, #function, transitionId: generatedId)
        let seed = makeSeed(box: .animating(handler), transitionId: generatedId, presenting: top.unbox())
        let viewController = deriveViewController(seed)
        handler.resetWithTransition(
            context: ResettingTransitionContext(
                settingRootViewController: viewController, forNavigationController: navigationController,
                navigationTransitionsHandler: handler, animator: SetNavigationTransitionsAnimator(),
                transitionId: generatedId))
        top.unbox().performTransition(
            context: PresentationTransitionContext(
                presentingModalViewController: viewController, inNavigationController: navigationController,
                targetTransitionsHandler: handler, animator: animator, transitionId: generatedId))
    }
}

/// Presenting a navigation controller built elsewhere (as UIKit's mail composer is).
@MainActor
public protocol EndpointRouter: AnyObject {
    func presentModalEndpointNavigationController(
        _ navigationController: NavigationController,
        prepareForTransition: (_ routerSeed: RouterSeed) -> Void)
    func presentModalEndpointNavigationController(
        _ navigationController: NavigationController,
        animator: ModalEndpointNavigationTransitionsAnimator,
        prepareForTransition: (_ routerSeed: RouterSeed) -> Void)
}

extension EndpointRouter where Self: RouterTransitionable & RouterIdentifiable & RouterSeedBuilding {
    public func presentModalEndpointNavigationController(
        _ navigationController: NavigationController,
        prepareForTransition: (_ routerSeed: RouterSeed) -> Void
    ) {
        presentModalEndpointNavigationController(
            navigationController, animator: ModalEndpointNavigationTransitionsAnimator(),
            prepareForTransition: prepareForTransition)
    }

    public func presentModalEndpointNavigationController(
        _ navigationController: NavigationController,
        animator: ModalEndpointNavigationTransitionsAnimator,
        prepareForTransition: (_ routerSeed: RouterSeed) -> Void
    ) {
        let top = transitionsHandlersProvider.topTransitionsHandlerBox(transitionsHandlerBox: transitionsHandlerBox)
        let handler = transitionsHandlersProvider.navigationTransitionsHandler(
            navigationController: navigationController)
        let generatedId = transitionIdGenerator.generateNewTransitionId()
        routerTransitionDelegate?.routerWillPerformTransitionWith(transitionId: generatedId)
        noteRouterCall(self, #function, transitionId: generatedId)
        let seed = makeSeed(box: .animating(handler), transitionId: generatedId, presenting: top.unbox())
        prepareForTransition(seed)
        // The original registered the endpoint with the router's own id instead of the new one
        // (docs/ROUTING.md §1.2), so undoing the chain could not wipe this history.
        handler.resetWithTransition(
            context: ResettingTransitionContext(
                registeringEndpointNavigationController: navigationController, navigationTransitionsHandler: handler,
                transitionId: generatedId))
        top.unbox().performTransition(
            context: PresentationTransitionContext(
                presentingModalEndpointNavigationController: navigationController, targetTransitionsHandler: handler,
                animator: animator, transitionId: generatedId))
    }
}
