import TerminalUI

/// Presenting modules in popovers, anchored to a rectangle in a view or to a bar button,
/// bare or in a navigation controller.
@MainActor
public protocol PopoverPresentationRouter: AnyObject {
    func presentPopoverFromRect(
        _ rect: Rect, inView view: View,
        withViewControllerDerivedFrom deriveViewController: (_ routerSeed: RouterSeed) -> ViewController)
    func presentPopoverFromRect(
        _ rect: Rect, inView view: View,
        withViewControllerDerivedFrom deriveViewController: (_ routerSeed: RouterSeed) -> ViewController,
        animator: PopoverTransitionsAnimator)
    func presentPopoverFromBarButtonItem(
        _ barButtonItem: BarButtonItem,
        withViewControllerDerivedFrom deriveViewController: (_ routerSeed: RouterSeed) -> ViewController)
    func presentPopoverFromBarButtonItem(
        _ barButtonItem: BarButtonItem,
        withViewControllerDerivedFrom deriveViewController: (_ routerSeed: RouterSeed) -> ViewController,
        animator: PopoverTransitionsAnimator)
    func presentPopoverWithNavigationControllerFromRect(
        _ rect: Rect, inView view: View,
        withViewControllerDerivedFrom deriveViewController: (_ routerSeed: RouterSeed) -> ViewController)
    func presentPopoverWithNavigationControllerFromRect(
        _ rect: Rect, inView view: View,
        withViewControllerDerivedFrom deriveViewController: (_ routerSeed: RouterSeed) -> ViewController,
        animator: PopoverNavigationTransitionsAnimator)
    func presentPopoverWithNavigationControllerFromRect(
        _ rect: Rect, inView view: View,
        withViewControllerDerivedFrom deriveViewController: (_ routerSeed: RouterSeed) -> ViewController,
        animator: PopoverNavigationTransitionsAnimator,
        navigationController: NavigationController)
    func presentPopoverWithNavigationControllerFromBarButtonItem(
        _ barButtonItem: BarButtonItem,
        withViewControllerDerivedFrom deriveViewController: (_ routerSeed: RouterSeed) -> ViewController)
    func presentPopoverWithNavigationControllerFromBarButtonItem(
        _ barButtonItem: BarButtonItem,
        withViewControllerDerivedFrom deriveViewController: (_ routerSeed: RouterSeed) -> ViewController,
        animator: PopoverNavigationTransitionsAnimator)
    func presentPopoverWithNavigationControllerFromBarButtonItem(
        _ barButtonItem: BarButtonItem,
        withViewControllerDerivedFrom deriveViewController: (_ routerSeed: RouterSeed) -> ViewController,
        animator: PopoverNavigationTransitionsAnimator,
        navigationController: NavigationController)
}

extension PopoverPresentationRouter where Self: RouterTransitionable & RouterIdentifiable & RouterSeedBuilding {
    public func presentPopoverFromRect(
        _ rect: Rect, inView view: View,
        withViewControllerDerivedFrom deriveViewController: (_ routerSeed: RouterSeed) -> ViewController
    ) {
        presentPopoverFromRect(
            rect, inView: view, withViewControllerDerivedFrom: deriveViewController,
            animator: PopoverTransitionsAnimator())
    }

    public func presentPopoverFromRect(
        _ rect: Rect, inView view: View,
        withViewControllerDerivedFrom deriveViewController: (_ routerSeed: RouterSeed) -> ViewController,
        animator: PopoverTransitionsAnimator
    ) {
        presentBarePopover(deriveViewController) { viewController, popover, handler, id in
            PresentationTransitionContext(
                presentingViewController: viewController, inPopoverController: popover, fromRect: rect,
                inView: view, targetTransitionsHandler: handler, animator: animator, transitionId: id)
        }
    }

    public func presentPopoverFromBarButtonItem(
        _ barButtonItem: BarButtonItem,
        withViewControllerDerivedFrom deriveViewController: (_ routerSeed: RouterSeed) -> ViewController
    ) {
        presentPopoverFromBarButtonItem(
            barButtonItem, withViewControllerDerivedFrom: deriveViewController, animator: PopoverTransitionsAnimator())
    }

    public func presentPopoverFromBarButtonItem(
        _ barButtonItem: BarButtonItem,
        withViewControllerDerivedFrom deriveViewController: (_ routerSeed: RouterSeed) -> ViewController,
        animator: PopoverTransitionsAnimator
    ) {
        presentBarePopover(deriveViewController) { viewController, popover, handler, id in
            PresentationTransitionContext(
                presentingViewController: viewController, inPopoverController: popover,
                fromBarButtonItem: barButtonItem, targetTransitionsHandler: handler, animator: animator,
                transitionId: id)
        }
    }

    public func presentPopoverWithNavigationControllerFromRect(
        _ rect: Rect, inView view: View,
        withViewControllerDerivedFrom deriveViewController: (_ routerSeed: RouterSeed) -> ViewController
    ) {
        presentPopoverWithNavigationControllerFromRect(
            rect, inView: view, withViewControllerDerivedFrom: deriveViewController,
            animator: PopoverNavigationTransitionsAnimator())
    }

    public func presentPopoverWithNavigationControllerFromRect(
        _ rect: Rect, inView view: View,
        withViewControllerDerivedFrom deriveViewController: (_ routerSeed: RouterSeed) -> ViewController,
        animator: PopoverNavigationTransitionsAnimator
    ) {
        presentPopoverWithNavigationControllerFromRect(
            rect, inView: view, withViewControllerDerivedFrom: deriveViewController,
            animator: animator, navigationController: controllersProvider.navigationController())
    }

    public func presentPopoverWithNavigationControllerFromRect(
        _ rect: Rect, inView view: View,
        withViewControllerDerivedFrom deriveViewController: (_ routerSeed: RouterSeed) -> ViewController,
        animator: PopoverNavigationTransitionsAnimator,
        navigationController: NavigationController
    ) {
        presentNavigationPopover(deriveViewController, navigationController: navigationController) {
            viewController, popover, handler, id in
            PresentationTransitionContext(
                presentingViewController: viewController, inNavigationController: navigationController,
                inPopoverController: popover, fromRect: rect, inView: view,
                targetTransitionsHandler: handler, animator: animator, transitionId: id)
        }
    }

    public func presentPopoverWithNavigationControllerFromBarButtonItem(
        _ barButtonItem: BarButtonItem,
        withViewControllerDerivedFrom deriveViewController: (_ routerSeed: RouterSeed) -> ViewController
    ) {
        presentPopoverWithNavigationControllerFromBarButtonItem(
            barButtonItem, withViewControllerDerivedFrom: deriveViewController,
            animator: PopoverNavigationTransitionsAnimator())
    }

    public func presentPopoverWithNavigationControllerFromBarButtonItem(
        _ barButtonItem: BarButtonItem,
        withViewControllerDerivedFrom deriveViewController: (_ routerSeed: RouterSeed) -> ViewController,
        animator: PopoverNavigationTransitionsAnimator
    ) {
        presentPopoverWithNavigationControllerFromBarButtonItem(
            barButtonItem, withViewControllerDerivedFrom: deriveViewController,
            animator: animator, navigationController: controllersProvider.navigationController())
    }

    public func presentPopoverWithNavigationControllerFromBarButtonItem(
        _ barButtonItem: BarButtonItem,
        withViewControllerDerivedFrom deriveViewController: (_ routerSeed: RouterSeed) -> ViewController,
        animator: PopoverNavigationTransitionsAnimator,
        navigationController: NavigationController
    ) {
        presentNavigationPopover(deriveViewController, navigationController: navigationController) {
            viewController, popover, handler, id in
            PresentationTransitionContext(
                presentingViewController: viewController, inNavigationController: navigationController,
                inPopoverController: popover, fromBarButtonItem: barButtonItem,
                targetTransitionsHandler: handler, animator: animator, transitionId: id)
        }
    }

    private func presentBarePopover(
        _ deriveViewController: (RouterSeed) -> ViewController,
        makeContext: (ViewController, PopoverController, AnimatingTransitionsHandler, TransitionId) ->
            PresentationTransitionContext
    ) {
        let top = transitionsHandlersProvider.topTransitionsHandlerBox(transitionsHandlerBox: transitionsHandlerBox)
        let handler = transitionsHandlersProvider.animatingTransitionsHandler()
        let generatedId = transitionIdGenerator.generateNewTransitionId()
        routerTransitionDelegate?.routerWillPerformTransitionWith(transitionId: generatedId)
        noteRouterCall(self, #function, transitionId: generatedId)
        let seed = makeSeed(box: .animating(handler), transitionId: generatedId, presenting: top.unbox())
        let viewController = deriveViewController(seed)
        let popover = PopoverController(contentViewController: viewController)
        handler.resetWithTransition(
            context: ResettingTransitionContext(
                registeringViewController: viewController, animatingTransitionsHandler: handler,
                transitionId: generatedId))
        top.unbox().performTransition(context: makeContext(viewController, popover, handler, generatedId))
    }

    private func presentNavigationPopover(
        _ deriveViewController: (RouterSeed) -> ViewController, navigationController: NavigationController,
        makeContext: (ViewController, PopoverController, NavigationTransitionsHandler, TransitionId) ->
            PresentationTransitionContext
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
        let popover = PopoverController(contentViewController: navigationController)
        top.unbox().performTransition(context: makeContext(viewController, popover, handler, generatedId))
    }
}
