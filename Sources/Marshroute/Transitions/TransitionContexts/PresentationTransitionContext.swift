import TerminalUI

/// A forward transition on its way: what a router hands to `performTransition`. Unlike a
/// history entry it holds its controllers strongly, since nothing else owns them yet.
@MainActor
public struct PresentationTransitionContext {
    /// The id of the transition.
    public let transitionId: TransitionId
    /// The screen the transition shows.
    public let targetViewController: ViewController
    /// The handler the shown screen will live in, or pending for a push until a navigation handler performs it.
    public private(set) var targetTransitionsHandlerBox: PresentationTransitionTargetTransitionsHandlerBox
    /// Objects kept alive with the history entry, such as the presented module's handler.
    public let storableParameters: TransitionStorableParameters?
    /// How the handler animates the transition.
    public private(set) var presentationAnimationLaunchingContextBox: PresentationAnimationLaunchingContextBox

    private init(
        transitionId: TransitionId, targetViewController: ViewController,
        targetTransitionsHandlerBox: PresentationTransitionTargetTransitionsHandlerBox,
        storableParameters: TransitionStorableParameters?,
        presentationAnimationLaunchingContextBox: PresentationAnimationLaunchingContextBox
    ) {
        self.transitionId = transitionId
        self.targetViewController = targetViewController
        self.targetTransitionsHandlerBox = targetTransitionsHandlerBox
        self.storableParameters = storableParameters
        self.presentationAnimationLaunchingContextBox = presentationAnimationLaunchingContextBox
    }

    /// A push. Its target handler is whichever navigation handler ends up performing it.
    public init(
        pushingViewController targetViewController: ViewController, animator: NavigationTransitionsAnimator,
        transitionId: TransitionId
    ) {
        self.init(
            transitionId: transitionId, targetViewController: targetViewController,
            targetTransitionsHandlerBox: .pendingAnimating, storableParameters: nil,
            presentationAnimationLaunchingContextBox: .push(
                launchingContext: PushAnimationLaunchingContext(
                    targetViewController: targetViewController, animator: animator)))
    }

    /// A bare modal controller with its own (non-navigation) handler.
    public init(
        presentingModalViewController targetViewController: ViewController,
        targetTransitionsHandler: AnimatingTransitionsHandler, animator: ModalTransitionsAnimator,
        transitionId: TransitionId
    ) {
        marshrouteAssert(
            !(targetViewController is SplitViewController) && !(targetViewController is TabBarController)
                && !(targetViewController is NavigationController),
            "use the master-detail or navigation variants to present a container")
        self.init(
            transitionId: transitionId, targetViewController: targetViewController,
            targetTransitionsHandlerBox: .animating(targetTransitionsHandler),
            storableParameters: NavigationTransitionStorableParameters(
                presentedTransitionsHandler: targetTransitionsHandler),
            presentationAnimationLaunchingContextBox: .modal(
                launchingContext: ModalPresentationAnimationLaunchingContext(
                    targetViewController: targetViewController, animator: animator)))
    }

    /// A modal split view (master and detail), handled by a split handler.
    public init(
        presentingModalMasterDetailViewController targetViewController: SplitViewController,
        targetTransitionsHandler: SplitViewTransitionsHandler, animator: ModalMasterDetailTransitionsAnimator,
        transitionId: TransitionId
    ) {
        self.init(
            transitionId: transitionId, targetViewController: targetViewController,
            targetTransitionsHandlerBox: .containing(targetTransitionsHandler),
            storableParameters: NavigationTransitionStorableParameters(
                presentedTransitionsHandler: targetTransitionsHandler),
            presentationAnimationLaunchingContextBox: .modalMasterDetail(
                launchingContext: ModalMasterDetailPresentationAnimationLaunchingContext(
                    targetViewController: targetViewController, animator: animator)))
    }

    /// A modal tab bar, handled by a tab bar handler whose tabs' handlers are set (Routes uses
    /// it for ARoute's embedding in a tab bar). It animates as a bare modal does.
    public init(
        presentingModalTabBarController targetViewController: TabBarController,
        targetTransitionsHandler: TabBarTransitionsHandler, animator: ModalTransitionsAnimator,
        transitionId: TransitionId
    ) {
        self.init(
            transitionId: transitionId, targetViewController: targetViewController,
            targetTransitionsHandlerBox: .containing(targetTransitionsHandler),
            storableParameters: NavigationTransitionStorableParameters(
                presentedTransitionsHandler: targetTransitionsHandler),
            presentationAnimationLaunchingContextBox: .modal(
                launchingContext: ModalPresentationAnimationLaunchingContext(
                    targetViewController: targetViewController, animator: animator)))
    }

    /// A modal controller inside a navigation controller.
    public init(
        presentingModalViewController targetViewController: ViewController,
        inNavigationController navigationController: NavigationController,
        targetTransitionsHandler: NavigationTransitionsHandler, animator: ModalNavigationTransitionsAnimator,
        transitionId: TransitionId
    ) {
        self.init(
            transitionId: transitionId, targetViewController: targetViewController,
            targetTransitionsHandlerBox: .animating(targetTransitionsHandler),
            storableParameters: NavigationTransitionStorableParameters(
                presentedTransitionsHandler: targetTransitionsHandler),
            presentationAnimationLaunchingContextBox: .modalNavigation(
                launchingContext: ModalNavigationPresentationAnimationLaunchingContext(
                    targetNavigationController: navigationController, targetViewController: targetViewController,
                    animator: animator)))
    }

    /// A navigation controller built elsewhere (UIKit's mail composer or image picker).
    public init(
        presentingModalEndpointNavigationController navigationController: NavigationController,
        targetTransitionsHandler: NavigationTransitionsHandler, animator: ModalEndpointNavigationTransitionsAnimator,
        transitionId: TransitionId
    ) {
        self.init(
            transitionId: transitionId, targetViewController: navigationController,
            targetTransitionsHandlerBox: .animating(targetTransitionsHandler),
            storableParameters: NavigationTransitionStorableParameters(
                presentedTransitionsHandler: targetTransitionsHandler),
            presentationAnimationLaunchingContextBox: .modalEndpointNavigation(
                launchingContext: ModalEndpointNavigationPresentationAnimationLaunchingContext(
                    targetNavigationController: navigationController, animator: animator)))
    }

    /// A popover pointing at a rectangle in a view.
    public init(
        presentingViewController targetViewController: ViewController,
        inPopoverController popoverController: PopoverController,
        fromRect rect: Rect, inView view: View, targetTransitionsHandler: AnimatingTransitionsHandler,
        animator: PopoverTransitionsAnimator, transitionId: TransitionId
    ) {
        self.init(
            popover: targetViewController, popoverController: popoverController,
            style: .popoverFromView(sourceView: view, sourceRect: rect),
            handler: targetTransitionsHandler, animator: animator, transitionId: transitionId)
    }

    /// A popover pointing at a bar button.
    public init(
        presentingViewController targetViewController: ViewController,
        inPopoverController popoverController: PopoverController,
        fromBarButtonItem barButtonItem: BarButtonItem, targetTransitionsHandler: AnimatingTransitionsHandler,
        animator: PopoverTransitionsAnimator, transitionId: TransitionId
    ) {
        self.init(
            popover: targetViewController, popoverController: popoverController,
            style: .popoverFromBarButtonItem(buttonItem: barButtonItem),
            handler: targetTransitionsHandler, animator: animator, transitionId: transitionId)
    }

    /// A popover with a navigation controller, pointing at a rectangle in a view.
    public init(
        presentingViewController targetViewController: ViewController,
        inNavigationController navigationController: NavigationController,
        inPopoverController popoverController: PopoverController, fromRect rect: Rect, inView view: View,
        targetTransitionsHandler: NavigationTransitionsHandler, animator: PopoverNavigationTransitionsAnimator,
        transitionId: TransitionId
    ) {
        self.init(
            popover: targetViewController, navigationController: navigationController,
            popoverController: popoverController,
            style: .popoverFromView(sourceView: view, sourceRect: rect),
            handler: targetTransitionsHandler, animator: animator, transitionId: transitionId)
    }

    /// A popover with a navigation controller, pointing at a bar button.
    public init(
        presentingViewController targetViewController: ViewController,
        inNavigationController navigationController: NavigationController,
        inPopoverController popoverController: PopoverController, fromBarButtonItem barButtonItem: BarButtonItem,
        targetTransitionsHandler: NavigationTransitionsHandler, animator: PopoverNavigationTransitionsAnimator,
        transitionId: TransitionId
    ) {
        self.init(
            popover: targetViewController, navigationController: navigationController,
            popoverController: popoverController,
            style: .popoverFromBarButtonItem(buttonItem: barButtonItem),
            handler: targetTransitionsHandler, animator: animator, transitionId: transitionId)
    }

    private init(
        popover target: ViewController, popoverController: PopoverController, style: PopoverTransitionStyle,
        handler: AnimatingTransitionsHandler, animator: PopoverTransitionsAnimator, transitionId: TransitionId
    ) {
        self.init(
            transitionId: transitionId, targetViewController: target,
            targetTransitionsHandlerBox: .animating(handler),
            storableParameters: PopoverTransitionStorableParameters(
                popoverController: popoverController, presentedTransitionsHandler: handler),
            presentationAnimationLaunchingContextBox: .popover(
                launchingContext: PopoverPresentationAnimationLaunchingContext(
                    transitionStyle: style, targetViewController: target, popoverController: popoverController,
                    animator: animator)))
    }

    private init(
        popover target: ViewController, navigationController: NavigationController,
        popoverController: PopoverController,
        style: PopoverTransitionStyle, handler: NavigationTransitionsHandler,
        animator: PopoverNavigationTransitionsAnimator,
        transitionId: TransitionId
    ) {
        self.init(
            transitionId: transitionId, targetViewController: target,
            targetTransitionsHandlerBox: .animating(handler),
            storableParameters: PopoverTransitionStorableParameters(
                popoverController: popoverController, presentedTransitionsHandler: handler),
            presentationAnimationLaunchingContextBox: .popoverNavigation(
                launchingContext: PopoverNavigationPresentationAnimationLaunchingContext(
                    transitionStyle: style, targetViewController: target,
                    targetNavigationController: navigationController,
                    popoverController: popoverController, animator: animator)))
    }

    /// The same transition with its source (the performing handler's top) filled in.
    public mutating func appendSourceViewController(_ sourceViewController: ViewController) {
        presentationAnimationLaunchingContextBox.appendSourceViewController(sourceViewController)
    }

    mutating func updateLaunchingContextBox(_ box: PresentationAnimationLaunchingContextBox) {
        presentationAnimationLaunchingContextBox = box
    }

    /// Resolves a push's pending target handler to the handler that performed it.
    mutating func resolvePendingTargetTransitionsHandler(_ handler: AnimatingTransitionsHandler) {
        if case .pendingAnimating = targetTransitionsHandlerBox {
            targetTransitionsHandlerBox = .animating(handler)
        }
    }
}
