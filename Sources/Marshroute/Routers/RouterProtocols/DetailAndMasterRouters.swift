import TerminalUI

/// Setting and pushing on the router's (detail) navigation stack.
@MainActor
public protocol DetailRouter: AnyObject {
    /// Replaces the root of the router's navigation stack with the module the closure builds.
    /// - Parameters:
    ///   - deriveViewController: Builds the new module from the seed it is handed; it runs before the
    ///     transition.
    func setViewControllerDerivedFrom(
        _ deriveViewController: (_ routerSeed: RouterSeed) -> ViewController)
    /// Replaces the root of the router's navigation stack, with a chosen animator.
    /// - Parameters:
    ///   - deriveViewController: Builds the new module from the seed it is handed.
    ///   - animator: Performs the replacement.
    func setViewControllerDerivedFrom(
        _ deriveViewController: (_ routerSeed: RouterSeed) -> ViewController,
        animator: ResetNavigationTransitionsAnimator)
    /// Pushes the module the closure builds onto the topmost stack reachable from the router.
    /// - Parameters:
    ///   - deriveViewController: Builds the new module from the seed it is handed; it runs before the push.
    func pushViewControllerDerivedFrom(
        _ deriveViewController: (_ routerSeed: RouterSeed) -> ViewController)
    /// Pushes the module the closure builds onto the topmost stack, with a chosen animator.
    /// - Parameters:
    ///   - deriveViewController: Builds the new module from the seed it is handed.
    ///   - animator: Performs the push and, later, its pop.
    func pushViewControllerDerivedFrom(
        _ deriveViewController: (_ routerSeed: RouterSeed) -> ViewController,
        animator: NavigationTransitionsAnimator)
}

extension DetailRouter where Self: DetailRouterTransitionable & RouterIdentifiable & RouterSeedBuilding {
    /// Replaces the root of the router's own stack with the default animator.
    public func setViewControllerDerivedFrom(
        _ deriveViewController: (_ routerSeed: RouterSeed) -> ViewController
    ) {
        setViewControllerDerivedFrom(
            deriveViewController, animator: ResetNavigationTransitionsAnimator())
    }

    /// Replaces the root of the router's own stack. The new module takes the router's own
    /// transition id, so focusing or dismissing works as for the module it replaced.
    public func setViewControllerDerivedFrom(
        _ deriveViewController: (_ routerSeed: RouterSeed) -> ViewController,
        animator: ResetNavigationTransitionsAnimator
    ) {
        resetNavigationRoot(
            of: detailTransitionsHandlerBox, deriveViewController, animator: animator,
            call: .setViewControllerDerivedFrom)
    }

    /// Pushes onto the topmost stack reachable from the router's (detail) handler, with the default animator.
    public func pushViewControllerDerivedFrom(
        _ deriveViewController: (_ routerSeed: RouterSeed) -> ViewController
    ) {
        pushViewControllerDerivedFrom(deriveViewController, animator: NavigationTransitionsAnimator())
    }

    /// Pushes onto the topmost stack reachable from the router's (detail) handler.
    public func pushViewControllerDerivedFrom(
        _ deriveViewController: (_ routerSeed: RouterSeed) -> ViewController,
        animator: NavigationTransitionsAnimator
    ) {
        pushViewController(
            onto: detailTransitionsHandlerBox, deriveViewController, animator: animator,
            call: .pushViewControllerDerivedFrom)
    }
}

extension RouterIdentifiable where Self: RouterSeedBuilding {
    func makeSeed(box: TransitionsHandlerBox, transitionId: TransitionId, presenting: TransitionsHandler?) -> RouterSeed
    {
        RouterSeed(
            transitionsHandlerBox: box, transitionId: transitionId, presentingTransitionsHandler: presenting,
            transitionsHandlersProvider: transitionsHandlersProvider, transitionIdGenerator: transitionIdGenerator,
            controllersProvider: controllersProvider, routerTransitionDelegate: routerTransitionDelegate)
    }

    /// `call`: the public router method that asked (for `TransitionEvent.routerCalled`).
    func resetNavigationRoot(
        of box: TransitionsHandlerBox, _ deriveViewController: (RouterSeed) -> ViewController,
        animator: ResetNavigationTransitionsAnimator, call: RouterMethod
    ) {
        guard let navigationHandler = box.unboxAnimatingTransitionsHandler() as? NavigationTransitionsHandler else {
            marshrouteAssertionFailure("setting a root needs a navigation transitions handler")
            return
        }
        routerTransitionDelegate?.routerWillPerformTransitionWith(transitionId: transitionId)
        let routerCall = beginRouterCall(self, call, transitionId: transitionId)
        defer { routerCall.end() }
        let seed = makeSeed(box: box, transitionId: transitionId, presenting: nil)
        let viewController = deriveViewController(seed)
        navigationHandler.resetWithTransition(
            context: ResettingTransitionContext(
                resettingRootViewController: viewController, navigationTransitionsHandler: navigationHandler,
                animator: animator, transitionId: transitionId))
    }

    /// `call`: the public router method that asked (for `TransitionEvent.routerCalled`).
    func pushViewController(
        onto box: TransitionsHandlerBox, _ deriveViewController: (RouterSeed) -> ViewController,
        animator: NavigationTransitionsAnimator, call: RouterMethod
    ) {
        let top = transitionsHandlersProvider.topTransitionsHandlerBox(transitionsHandlerBox: box)
        let generatedId = transitionIdGenerator.generateNewTransitionId()
        routerTransitionDelegate?.routerWillPerformTransitionWith(transitionId: generatedId)
        let routerCall = beginRouterCall(self, call, requestedOn: box.unbox(), transitionId: generatedId)
        defer { routerCall.end() }
        let seed = makeSeed(box: top, transitionId: generatedId, presenting: top.unbox())
        let viewController = deriveViewController(seed)
        top.unbox().performTransition(
            context: PresentationTransitionContext(
                pushingViewController: viewController, animator: animator, transitionId: generatedId))
    }
}

/// Setting and pushing on a master-detail module's two stacks.
@MainActor
public protocol MasterRouter: AnyObject {
    /// Replaces the root of the master column's stack with the module the closure builds.
    /// - Parameters:
    ///   - deriveViewController: Builds the new master module from its master-detail seed.
    func setMasterViewControllerDerivedFrom(
        _ deriveViewController: (_ routerSeed: MasterDetailRouterSeed) -> ViewController)
    /// Replaces the root of the master column's stack, with a chosen animator.
    func setMasterViewControllerDerivedFrom(
        _ deriveViewController: (_ routerSeed: MasterDetailRouterSeed) -> ViewController,
        animator: ResetNavigationTransitionsAnimator)
    /// Pushes the module the closure builds onto the master column's stack.
    /// - Parameters:
    ///   - deriveViewController: Builds the new master module from its master-detail seed.
    func pushMasterViewControllerDerivedFrom(
        _ deriveViewController: (_ routerSeed: MasterDetailRouterSeed) -> ViewController)
    /// Pushes onto the master column's stack, with a chosen animator.
    func pushMasterViewControllerDerivedFrom(
        _ deriveViewController: (_ routerSeed: MasterDetailRouterSeed) -> ViewController,
        animator: NavigationTransitionsAnimator)
    /// Replaces the root of the detail column's stack with the module the closure builds.
    func setDetailViewControllerDerivedFrom(
        _ deriveViewController: (_ routerSeed: RouterSeed) -> ViewController)
    /// Replaces the root of the detail column's stack, with a chosen animator.
    func setDetailViewControllerDerivedFrom(
        _ deriveViewController: (_ routerSeed: RouterSeed) -> ViewController,
        animator: ResetNavigationTransitionsAnimator)
    /// Pushes the module the closure builds onto the detail column's stack.
    func pushDetailViewControllerDerivedFrom(
        _ deriveViewController: (_ routerSeed: RouterSeed) -> ViewController)
    /// Pushes onto the detail column's stack, with a chosen animator.
    func pushDetailViewControllerDerivedFrom(
        _ deriveViewController: (_ routerSeed: RouterSeed) -> ViewController,
        animator: NavigationTransitionsAnimator)
}

extension MasterRouter
where Self: MasterRouterTransitionable & DetailRouterTransitionable & RouterIdentifiable & RouterSeedBuilding {
    /// Replaces the master column's root with the default animator.
    public func setMasterViewControllerDerivedFrom(
        _ deriveViewController: (_ routerSeed: MasterDetailRouterSeed) -> ViewController
    ) {
        setMasterViewControllerDerivedFrom(
            deriveViewController, animator: ResetNavigationTransitionsAnimator())
    }

    /// Replaces the master column's root. The new module keeps the router's transition id and gets a seed that knows
    /// both columns.
    public func setMasterViewControllerDerivedFrom(
        _ deriveViewController: (_ routerSeed: MasterDetailRouterSeed) -> ViewController,
        animator: ResetNavigationTransitionsAnimator
    ) {
        guard
            let navigationHandler = masterTransitionsHandlerBox.unboxAnimatingTransitionsHandler()
                as? NavigationTransitionsHandler
        else {
            marshrouteAssertionFailure("setting the master needs a navigation transitions handler")
            return
        }
        routerTransitionDelegate?.routerWillPerformTransitionWith(transitionId: transitionId)
        let routerCall = beginRouterCall(self, .setMasterViewControllerDerivedFrom, transitionId: transitionId)
        defer { routerCall.end() }
        let seed = makeMasterDetailSeed(
            master: masterTransitionsHandlerBox, transitionId: transitionId, presenting: nil)
        let viewController = deriveViewController(seed)
        navigationHandler.resetWithTransition(
            context: ResettingTransitionContext(
                resettingRootViewController: viewController, navigationTransitionsHandler: navigationHandler,
                animator: animator, transitionId: transitionId))
    }

    /// Pushes onto the master column's stack with the default animator.
    public func pushMasterViewControllerDerivedFrom(
        _ deriveViewController: (_ routerSeed: MasterDetailRouterSeed) -> ViewController
    ) {
        pushMasterViewControllerDerivedFrom(
            deriveViewController, animator: NavigationTransitionsAnimator())
    }

    /// Pushes onto the master column's stack. The pushed module gets a master-detail seed, so it can drive the detail
    /// column too.
    public func pushMasterViewControllerDerivedFrom(
        _ deriveViewController: (_ routerSeed: MasterDetailRouterSeed) -> ViewController,
        animator: NavigationTransitionsAnimator
    ) {
        let top = transitionsHandlersProvider.topTransitionsHandlerBox(
            transitionsHandlerBox: masterTransitionsHandlerBox)
        let generatedId = transitionIdGenerator.generateNewTransitionId()
        routerTransitionDelegate?.routerWillPerformTransitionWith(transitionId: generatedId)
        let routerCall = beginRouterCall(
            self, .pushMasterViewControllerDerivedFrom, requestedOn: masterTransitionsHandlerBox.unbox(),
            transitionId: generatedId)
        defer { routerCall.end() }
        let seed = makeMasterDetailSeed(master: top, transitionId: generatedId, presenting: top.unbox())
        let viewController = deriveViewController(seed)
        top.unbox().performTransition(
            context: PresentationTransitionContext(
                pushingViewController: viewController, animator: animator, transitionId: generatedId))
    }

    /// Replaces the detail column's root with the default animator.
    public func setDetailViewControllerDerivedFrom(
        _ deriveViewController: (_ routerSeed: RouterSeed) -> ViewController
    ) {
        setDetailViewControllerDerivedFrom(
            deriveViewController, animator: ResetNavigationTransitionsAnimator())
    }

    /// Replaces the detail column's root. The new module gets a plain seed for the detail handler.
    public func setDetailViewControllerDerivedFrom(
        _ deriveViewController: (_ routerSeed: RouterSeed) -> ViewController,
        animator: ResetNavigationTransitionsAnimator
    ) {
        resetNavigationRoot(
            of: detailTransitionsHandlerBox, deriveViewController, animator: animator,
            call: .setDetailViewControllerDerivedFrom)
    }

    /// Pushes onto the detail column's stack with the default animator.
    public func pushDetailViewControllerDerivedFrom(
        _ deriveViewController: (_ routerSeed: RouterSeed) -> ViewController
    ) {
        pushDetailViewControllerDerivedFrom(
            deriveViewController, animator: NavigationTransitionsAnimator())
    }

    /// Pushes onto the topmost stack reachable from the detail column's handler.
    public func pushDetailViewControllerDerivedFrom(
        _ deriveViewController: (_ routerSeed: RouterSeed) -> ViewController,
        animator: NavigationTransitionsAnimator
    ) {
        pushViewController(
            onto: detailTransitionsHandlerBox, deriveViewController, animator: animator,
            call: .pushDetailViewControllerDerivedFrom)
    }

    private func makeMasterDetailSeed(
        master: TransitionsHandlerBox, transitionId: TransitionId,
        presenting: TransitionsHandler?
    ) -> MasterDetailRouterSeed {
        MasterDetailRouterSeed(
            masterTransitionsHandlerBox: master, detailTransitionsHandlerBox: detailTransitionsHandlerBox,
            transitionId: transitionId, presentingTransitionsHandler: presenting,
            transitionsHandlersProvider: transitionsHandlersProvider, transitionIdGenerator: transitionIdGenerator,
            controllersProvider: controllersProvider, routerTransitionDelegate: routerTransitionDelegate)
    }
}
