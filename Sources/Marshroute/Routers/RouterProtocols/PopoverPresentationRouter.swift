import TerminalUI

/// Presenting modules in popovers, anchored to a rectangle in a view or to a bar button,
/// bare or in a navigation controller.
@MainActor
public protocol PopoverPresentationRouter: AnyObject {
    /// Presents the module the closure builds in a popover pointing at `rect` in `view`, with the default animator.
    /// - Parameters:
    ///   - rect: The rectangle the popover points at, in `view`'s coordinates.
    ///   - view: The view that holds `rect`.
    ///   - deriveViewController: Builds the popover's module from the seed it is handed.
    func presentPopoverFromRect(
        _ rect: Rect, inView view: View,
        withViewControllerDerivedFrom deriveViewController: (_ routerSeed: RouterSeed) -> ViewController
    )
    /// Presents the module in a popover pointing at `rect` in `view`, with a chosen animator.
    func presentPopoverFromRect(
        _ rect: Rect, inView view: View,
        withViewControllerDerivedFrom deriveViewController: (_ routerSeed: RouterSeed) -> ViewController,
        animator: PopoverTransitionsAnimator)
    /// Presents the module the closure builds in a popover pointing at a bar button, with the default animator.
    /// - Parameters:
    ///   - barButtonItem: The navigation bar button the popover points at.
    ///   - deriveViewController: Builds the popover's module from the seed it is handed.
    func presentPopoverFromBarButtonItem(
        _ barButtonItem: BarButtonItem,
        withViewControllerDerivedFrom deriveViewController: (_ routerSeed: RouterSeed) -> ViewController
    )
    /// Presents the module in a popover pointing at a bar button, with a chosen animator.
    func presentPopoverFromBarButtonItem(
        _ barButtonItem: BarButtonItem,
        withViewControllerDerivedFrom deriveViewController: (_ routerSeed: RouterSeed) -> ViewController,
        animator: PopoverTransitionsAnimator)
    /// Presents the module as the root of a new navigation controller in a popover pointing at `rect` in `view`.
    func presentPopoverWithNavigationControllerFromRect(
        _ rect: Rect, inView view: View,
        withViewControllerDerivedFrom deriveViewController: (_ routerSeed: RouterSeed) -> ViewController
    )
    /// Presents the module in a navigation controller inside a popover pointing at `rect`, with a chosen animator.
    func presentPopoverWithNavigationControllerFromRect(
        _ rect: Rect, inView view: View,
        withViewControllerDerivedFrom deriveViewController: (_ routerSeed: RouterSeed) -> ViewController,
        animator: PopoverNavigationTransitionsAnimator)
    /// Presents the module as the root of the given navigation controller, inside a popover pointing at `rect` in
    /// `view`.
    func presentPopoverWithNavigationControllerFromRect(
        _ rect: Rect, inView view: View,
        withViewControllerDerivedFrom deriveViewController: (_ routerSeed: RouterSeed) -> ViewController,
        animator: PopoverNavigationTransitionsAnimator,
        navigationController: NavigationController)
    /// Presents the module as the root of a new navigation controller in a popover pointing at a bar button.
    func presentPopoverWithNavigationControllerFromBarButtonItem(
        _ barButtonItem: BarButtonItem,
        withViewControllerDerivedFrom deriveViewController: (_ routerSeed: RouterSeed) -> ViewController
    )
    /// Presents the module in a navigation controller inside a popover pointing at a bar button, with a chosen
    /// animator.
    func presentPopoverWithNavigationControllerFromBarButtonItem(
        _ barButtonItem: BarButtonItem,
        withViewControllerDerivedFrom deriveViewController: (_ routerSeed: RouterSeed) -> ViewController,
        animator: PopoverNavigationTransitionsAnimator)
    /// Presents the module as the root of the given navigation controller, inside a popover pointing at a bar button.
    func presentPopoverWithNavigationControllerFromBarButtonItem(
        _ barButtonItem: BarButtonItem,
        withViewControllerDerivedFrom deriveViewController: (_ routerSeed: RouterSeed) -> ViewController,
        animator: PopoverNavigationTransitionsAnimator,
        navigationController: NavigationController)
}

extension PopoverPresentationRouter where Self: RouterTransitionable & RouterIdentifiable & RouterSeedBuilding {
    /// Presents a bare popover from a rectangle with the default animator.
    public func presentPopoverFromRect(
        _ rect: Rect, inView view: View,
        withViewControllerDerivedFrom deriveViewController: (_ routerSeed: RouterSeed) -> ViewController
    ) {
        presentPopoverFromRect(
            rect, inView: view, withViewControllerDerivedFrom: deriveViewController,
            animator: PopoverTransitionsAnimator())
    }

    /// Presents a bare popover from a rectangle. The popover's module gets its own handler, chained to the router's
    /// topmost one.
    public func presentPopoverFromRect(
        _ rect: Rect, inView view: View,
        withViewControllerDerivedFrom deriveViewController: (_ routerSeed: RouterSeed) -> ViewController,
        animator: PopoverTransitionsAnimator
    ) {
        presentBarePopover(deriveViewController, call: .presentPopoverFromRect) {
            viewController, popover, handler, id in
            PresentationTransitionContext(
                presentingViewController: viewController, inPopoverController: popover, fromRect: rect,
                inView: view, targetTransitionsHandler: handler, animator: animator, transitionId: id)
        }
    }

    /// Presents a bare popover from a bar button with the default animator.
    public func presentPopoverFromBarButtonItem(
        _ barButtonItem: BarButtonItem,
        withViewControllerDerivedFrom deriveViewController: (_ routerSeed: RouterSeed) -> ViewController
    ) {
        presentPopoverFromBarButtonItem(
            barButtonItem, withViewControllerDerivedFrom: deriveViewController, animator: PopoverTransitionsAnimator())
    }

    /// Presents a bare popover from a bar button. The popover's module gets its own handler, chained to the router's
    /// topmost one.
    public func presentPopoverFromBarButtonItem(
        _ barButtonItem: BarButtonItem,
        withViewControllerDerivedFrom deriveViewController: (_ routerSeed: RouterSeed) -> ViewController,
        animator: PopoverTransitionsAnimator
    ) {
        presentBarePopover(deriveViewController, call: .presentPopoverFromBarButtonItem) {
            viewController, popover, handler, id in
            PresentationTransitionContext(
                presentingViewController: viewController, inPopoverController: popover,
                fromBarButtonItem: barButtonItem, targetTransitionsHandler: handler, animator: animator,
                transitionId: id)
        }
    }

    /// Presents a popover with a new navigation controller from a rectangle, with the default animator.
    public func presentPopoverWithNavigationControllerFromRect(
        _ rect: Rect, inView view: View,
        withViewControllerDerivedFrom deriveViewController: (_ routerSeed: RouterSeed) -> ViewController
    ) {
        presentPopoverWithNavigationControllerFromRect(
            rect, inView: view, withViewControllerDerivedFrom: deriveViewController,
            animator: PopoverNavigationTransitionsAnimator())
    }

    /// Presents a popover with a new navigation controller (from the controllers provider) from a rectangle.
    public func presentPopoverWithNavigationControllerFromRect(
        _ rect: Rect, inView view: View,
        withViewControllerDerivedFrom deriveViewController: (_ routerSeed: RouterSeed) -> ViewController,
        animator: PopoverNavigationTransitionsAnimator
    ) {
        presentPopoverWithNavigationControllerFromRect(
            rect, inView: view, withViewControllerDerivedFrom: deriveViewController,
            animator: animator, navigationController: controllersProvider.navigationController())
    }

    /// Presents a popover around the given navigation controller, pointing at a rectangle.
    public func presentPopoverWithNavigationControllerFromRect(
        _ rect: Rect, inView view: View,
        withViewControllerDerivedFrom deriveViewController: (_ routerSeed: RouterSeed) -> ViewController,
        animator: PopoverNavigationTransitionsAnimator,
        navigationController: NavigationController
    ) {
        presentNavigationPopover(
            deriveViewController, navigationController: navigationController,
            call: .presentPopoverWithNavigationControllerFromRect
        ) {
            viewController, popover, handler, id in
            PresentationTransitionContext(
                presentingViewController: viewController, inNavigationController: navigationController,
                inPopoverController: popover, fromRect: rect, inView: view,
                targetTransitionsHandler: handler, animator: animator, transitionId: id)
        }
    }

    /// Presents a popover with a new navigation controller from a bar button, with the default animator.
    public func presentPopoverWithNavigationControllerFromBarButtonItem(
        _ barButtonItem: BarButtonItem,
        withViewControllerDerivedFrom deriveViewController: (_ routerSeed: RouterSeed) -> ViewController
    ) {
        presentPopoverWithNavigationControllerFromBarButtonItem(
            barButtonItem, withViewControllerDerivedFrom: deriveViewController,
            animator: PopoverNavigationTransitionsAnimator())
    }

    /// Presents a popover with a new navigation controller (from the controllers provider) from a bar button.
    public func presentPopoverWithNavigationControllerFromBarButtonItem(
        _ barButtonItem: BarButtonItem,
        withViewControllerDerivedFrom deriveViewController: (_ routerSeed: RouterSeed) -> ViewController,
        animator: PopoverNavigationTransitionsAnimator
    ) {
        presentPopoverWithNavigationControllerFromBarButtonItem(
            barButtonItem, withViewControllerDerivedFrom: deriveViewController,
            animator: animator, navigationController: controllersProvider.navigationController())
    }

    /// Presents a popover around the given navigation controller, pointing at a bar button.
    public func presentPopoverWithNavigationControllerFromBarButtonItem(
        _ barButtonItem: BarButtonItem,
        withViewControllerDerivedFrom deriveViewController: (_ routerSeed: RouterSeed) -> ViewController,
        animator: PopoverNavigationTransitionsAnimator,
        navigationController: NavigationController
    ) {
        presentNavigationPopover(
            deriveViewController, navigationController: navigationController,
            call: .presentPopoverWithNavigationControllerFromBarButtonItem
        ) {
            viewController, popover, handler, id in
            PresentationTransitionContext(
                presentingViewController: viewController, inNavigationController: navigationController,
                inPopoverController: popover, fromBarButtonItem: barButtonItem,
                targetTransitionsHandler: handler, animator: animator, transitionId: id)
        }
    }

    /// `call`: the public method that asked (for `TransitionEvent.Kind.routerCalled`).
    private func presentBarePopover(
        _ deriveViewController: (RouterSeed) -> ViewController, call: RouterMethod,
        makeContext: (ViewController, PopoverController, AnimatingTransitionsHandler, TransitionId) ->
            PresentationTransitionContext
    ) {
        let top = transitionsHandlersProvider.topTransitionsHandlerBox(transitionsHandlerBox: transitionsHandlerBox)
        let generatedId = transitionIdGenerator.generateNewTransitionId()
        routerTransitionDelegate?.routerWillPerformTransitionWith(transitionId: generatedId)
        let routerCall = beginRouterCall(
            self, call, requestedOn: transitionsHandlerBox.unbox(), transitionId: generatedId)
        defer { routerCall.end() }
        let handler = transitionsHandlersProvider.animatingTransitionsHandler()
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
        call: RouterMethod,
        makeContext: (ViewController, PopoverController, NavigationTransitionsHandler, TransitionId) ->
            PresentationTransitionContext
    ) {
        let top = transitionsHandlersProvider.topTransitionsHandlerBox(transitionsHandlerBox: transitionsHandlerBox)
        let generatedId = transitionIdGenerator.generateNewTransitionId()
        routerTransitionDelegate?.routerWillPerformTransitionWith(transitionId: generatedId)
        let routerCall = beginRouterCall(
            self, call, requestedOn: transitionsHandlerBox.unbox(), transitionId: generatedId)
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
        let popover = PopoverController(contentViewController: navigationController)
        top.unbox().performTransition(context: makeContext(viewController, popover, handler, generatedId))
    }
}
