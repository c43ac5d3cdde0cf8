import TerminalUI

/// Presenting modules modally: bare, in a navigation controller, or as a master-detail split.
/// The modal is presented from the topmost screen reachable from the router's handler.
@MainActor
public protocol ModalPresentationRouter: AnyObject {
    /// Presents the module the closure builds as a bare modal (no navigation controller), with the default animator.
    /// - Parameters:
    ///   - deriveViewController: Builds the modal module from the seed it is handed.
    func presentModalViewControllerDerivedFrom(
        _ deriveViewController: (_ routerSeed: RouterSeed) -> ViewController)
    /// Presents the module the closure builds as a bare modal.
    /// - Parameters:
    ///   - deriveViewController: Builds the modal module from the seed it is handed.
    ///   - animator: Chooses the presentation style and animation; it also dismisses the modal later.
    func presentModalViewControllerDerivedFrom(
        _ deriveViewController: (_ routerSeed: RouterSeed) -> ViewController,
        animator: ModalTransitionsAnimator)
    /// Presents a master-detail split modally, with a new navigation controller in each column and the default
    /// animator.
    /// - Parameters:
    ///   - deriveMasterViewController: Builds the master module from its master-detail seed.
    ///   - deriveDetailViewController: Builds the detail module from its seed.
    func presentModalMasterDetailViewControllerDerivedFrom(
        deriveMasterViewController: (_ routerSeed: MasterDetailRouterSeed) -> ViewController,
        deriveDetailViewController: (_ routerSeed: RouterSeed) -> ViewController)
    /// Presents a master-detail split modally, with a chosen animator.
    func presentModalMasterDetailViewControllerDerivedFrom(
        deriveMasterViewController: (_ routerSeed: MasterDetailRouterSeed) -> ViewController,
        deriveDetailViewController: (_ routerSeed: RouterSeed) -> ViewController,
        animator: ModalMasterDetailTransitionsAnimator)
    /// Presents a master-detail split modally, in containers you supply.
    /// - Parameters:
    ///   - deriveMasterViewController: Builds the master module from its master-detail seed.
    ///   - deriveDetailViewController: Builds the detail module from its seed.
    ///   - animator: Chooses the presentation style and animation.
    ///   - masterNavigationController: The stack of the master column.
    ///   - detailNavigationController: The stack of the detail column.
    ///   - splitViewController: The split view that is presented.
    func presentModalMasterDetailViewControllerDerivedFrom(
        deriveMasterViewController: (_ routerSeed: MasterDetailRouterSeed) -> ViewController,
        deriveDetailViewController: (_ routerSeed: RouterSeed) -> ViewController,
        animator: ModalMasterDetailTransitionsAnimator,
        masterNavigationController: NavigationController, detailNavigationController: NavigationController,
        splitViewController: SplitViewControllerProtocol & ViewController)
    /// Presents the module the closure builds as the root of a new navigation controller, shown modally. The module
    /// can push inside it.
    func presentModalNavigationControllerWithRootViewControllerDerivedFrom(
        _ deriveViewController: (_ routerSeed: RouterSeed) -> ViewController)
    /// Presents the module in a new modal navigation controller, with a chosen animator.
    func presentModalNavigationControllerWithRootViewControllerDerivedFrom(
        _ deriveViewController: (_ routerSeed: RouterSeed) -> ViewController,
        animator: ModalNavigationTransitionsAnimator)
    /// Presents the module as the root of a navigation controller you supply, shown modally.
    /// - Parameters:
    ///   - deriveViewController: Builds the root module from the seed it is handed.
    ///   - animator: Chooses the presentation style and animation.
    ///   - navigationController: The container to present; use it to show your own subclass.
    func presentModalNavigationControllerWithRootViewControllerDerivedFrom(
        _ deriveViewController: (_ routerSeed: RouterSeed) -> ViewController,
        animator: ModalNavigationTransitionsAnimator,
        navigationController: NavigationController)
}

extension ModalPresentationRouter where Self: RouterTransitionable & RouterIdentifiable & RouterSeedBuilding {
    /// Presents a bare modal with the default animator.
    public func presentModalViewControllerDerivedFrom(
        _ deriveViewController: (_ routerSeed: RouterSeed) -> ViewController
    ) {
        presentModalViewControllerDerivedFrom(
            deriveViewController, animator: ModalTransitionsAnimator())
    }

    /// Presents a bare modal from the topmost screen reachable from the router's handler. The modal gets its own
    /// handler, chained to the presenting one.
    public func presentModalViewControllerDerivedFrom(
        _ deriveViewController: (_ routerSeed: RouterSeed) -> ViewController,
        animator: ModalTransitionsAnimator
    ) {
        let top = transitionsHandlersProvider.topTransitionsHandlerBox(transitionsHandlerBox: transitionsHandlerBox)
        let generatedId = transitionIdGenerator.generateNewTransitionId()
        routerTransitionDelegate?.routerWillPerformTransitionWith(transitionId: generatedId)
        let routerCall = beginRouterCall(
            self, .presentModalViewControllerDerivedFrom, requestedOn: transitionsHandlerBox.unbox(),
            transitionId: generatedId)
        defer { routerCall.end() }
        let handler = transitionsHandlersProvider.animatingTransitionsHandler()
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

    /// Presents a master-detail split modally with the default animator.
    public func presentModalMasterDetailViewControllerDerivedFrom(
        deriveMasterViewController: (_ routerSeed: MasterDetailRouterSeed) -> ViewController,
        deriveDetailViewController: (_ routerSeed: RouterSeed) -> ViewController
    ) {
        presentModalMasterDetailViewControllerDerivedFrom(
            deriveMasterViewController: deriveMasterViewController,
            deriveDetailViewController: deriveDetailViewController,
            animator: ModalMasterDetailTransitionsAnimator())
    }

    /// Presents a master-detail split modally in new navigation controllers and a new split view.
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

    /// Presents a master-detail split modally in the given containers; both columns share one transition id.
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
        let routerCall = beginRouterCall(
            self, .presentModalMasterDetailViewControllerDerivedFrom, requestedOn: transitionsHandlerBox.unbox(),
            transitionId: generatedId)
        defer { routerCall.end() }
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
        // the topmost one (docs/ROUTING.md, section 1.2); both reach the same modal, the topmost is exact.
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

    /// Presents the module in a new modal navigation controller with the default animator.
    public func presentModalNavigationControllerWithRootViewControllerDerivedFrom(
        _ deriveViewController: (_ routerSeed: RouterSeed) -> ViewController
    ) {
        presentModalNavigationControllerWithRootViewControllerDerivedFrom(
            deriveViewController, animator: ModalNavigationTransitionsAnimator())
    }

    /// Presents the module in a new modal navigation controller made by the controllers provider.
    public func presentModalNavigationControllerWithRootViewControllerDerivedFrom(
        _ deriveViewController: (_ routerSeed: RouterSeed) -> ViewController,
        animator: ModalNavigationTransitionsAnimator
    ) {
        presentModalNavigationControllerWithRootViewControllerDerivedFrom(
            deriveViewController, animator: animator,
            navigationController: controllersProvider.navigationController())
    }

    /// Presents the module as the root of the given navigation controller, shown modally from the topmost screen.
    public func presentModalNavigationControllerWithRootViewControllerDerivedFrom(
        _ deriveViewController: (_ routerSeed: RouterSeed) -> ViewController,
        animator: ModalNavigationTransitionsAnimator,
        navigationController: NavigationController
    ) {
        let top = transitionsHandlersProvider.topTransitionsHandlerBox(transitionsHandlerBox: transitionsHandlerBox)
        let generatedId = transitionIdGenerator.generateNewTransitionId()
        routerTransitionDelegate?.routerWillPerformTransitionWith(transitionId: generatedId)
        let routerCall = beginRouterCall(
            self, .presentModalNavigationControllerWithRootViewControllerDerivedFrom,
            requestedOn: transitionsHandlerBox.unbox(), transitionId: generatedId)
        defer { routerCall.end() }
        let handler = transitionsHandlersProvider.navigationTransitionsHandler(
            navigationController: navigationController)
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
    /// Presents a navigation controller built elsewhere, with the default animator.
    /// - Parameters:
    ///   - navigationController: The ready-made navigation controller to present.
    ///   - prepareForTransition: Receives the seed of the presented module, before the transition.
    func presentModalEndpointNavigationController(
        _ navigationController: NavigationController,
        prepareForTransition: (_ routerSeed: RouterSeed) -> Void)
    /// Presents a navigation controller built elsewhere, with a chosen animator.
    /// - Parameters:
    ///   - navigationController: The ready-made navigation controller to present.
    ///   - animator: Chooses the presentation style and animation.
    ///   - prepareForTransition: Receives the seed of the presented module, before the transition.
    func presentModalEndpointNavigationController(
        _ navigationController: NavigationController,
        animator: ModalEndpointNavigationTransitionsAnimator,
        prepareForTransition: (_ routerSeed: RouterSeed) -> Void)
}

extension EndpointRouter where Self: RouterTransitionable & RouterIdentifiable & RouterSeedBuilding {
    /// Presents a ready-made navigation controller with the default animator.
    public func presentModalEndpointNavigationController(
        _ navigationController: NavigationController,
        prepareForTransition: (_ routerSeed: RouterSeed) -> Void
    ) {
        presentModalEndpointNavigationController(
            navigationController, animator: ModalEndpointNavigationTransitionsAnimator(),
            prepareForTransition: prepareForTransition)
    }

    /// Presents a ready-made navigation controller from the topmost screen. Its first history entry uses the new
    /// transition id, so undoing the chain wipes it.
    public func presentModalEndpointNavigationController(
        _ navigationController: NavigationController,
        animator: ModalEndpointNavigationTransitionsAnimator,
        prepareForTransition: (_ routerSeed: RouterSeed) -> Void
    ) {
        let top = transitionsHandlersProvider.topTransitionsHandlerBox(transitionsHandlerBox: transitionsHandlerBox)
        let generatedId = transitionIdGenerator.generateNewTransitionId()
        routerTransitionDelegate?.routerWillPerformTransitionWith(transitionId: generatedId)
        let routerCall = beginRouterCall(
            self, .presentModalEndpointNavigationController, requestedOn: transitionsHandlerBox.unbox(),
            transitionId: generatedId)
        defer { routerCall.end() }
        let handler = transitionsHandlersProvider.navigationTransitionsHandler(
            navigationController: navigationController)
        let seed = makeSeed(box: .animating(handler), transitionId: generatedId, presenting: top.unbox())
        prepareForTransition(seed)
        // The original registered the endpoint with the router's own id instead of the new one
        // (docs/ROUTING.md, section 1.2), so undoing the chain could not wipe this history.
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
