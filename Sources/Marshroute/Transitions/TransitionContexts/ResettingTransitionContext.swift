import TerminalUI

/// Setting or replacing a handler's root, or registering a bare modal controller on its
/// handler: what `resetWithTransition` takes. It makes the first entry of a handler's history.
@MainActor
public struct ResettingTransitionContext {
    /// The id of the reset, which identifies the root module it shows.
    public let transitionId: TransitionId
    /// The root screen the reset shows.
    public let targetViewController: ViewController
    /// The handler whose root is set.
    public let targetTransitionsHandlerBox: ResettingTransitionTargetTransitionsHandlerBox
    /// Objects kept alive with the history entry, if any.
    public let storableParameters: TransitionStorableParameters?
    /// How the handler animates the reset.
    public private(set) var resettingAnimationLaunchingContextBox: ResettingAnimationLaunchingContextBox
    /// Keeps what only this context owns until the reset ran (the endpoint navigation controller).
    let retained: AnyObject?

    /// The first root of a navigation controller.
    public init(
        settingRootViewController rootViewController: ViewController,
        forNavigationController navigationController: NavigationController,
        navigationTransitionsHandler: NavigationTransitionsHandler, animator: SetNavigationTransitionsAnimator,
        transitionId: TransitionId
    ) {
        self.transitionId = transitionId
        targetViewController = rootViewController
        targetTransitionsHandlerBox = .animating(navigationTransitionsHandler)
        storableParameters = nil
        resettingAnimationLaunchingContextBox = .settingNavigationRoot(
            launchingContext: SettingNavigationAnimationLaunchingContext(
                rootViewController: rootViewController, navigationController: navigationController, animator: animator))
        retained = nil
    }

    /// A new root replacing the current one (the navigation controller is filled in by its handler).
    public init(
        resettingRootViewController rootViewController: ViewController,
        navigationTransitionsHandler: NavigationTransitionsHandler,
        animator: ResetNavigationTransitionsAnimator, transitionId: TransitionId
    ) {
        self.transitionId = transitionId
        targetViewController = rootViewController
        targetTransitionsHandlerBox = .animating(navigationTransitionsHandler)
        storableParameters = nil
        resettingAnimationLaunchingContextBox = .resettingNavigationRoot(
            launchingContext: ResettingNavigationAnimationLaunchingContext(
                rootViewController: rootViewController, animator: animator))
        retained = nil
    }

    /// An endpoint navigation controller's first entry; no animation.
    public init(
        registeringEndpointNavigationController navigationController: NavigationController,
        navigationTransitionsHandler: NavigationTransitionsHandler, transitionId: TransitionId
    ) {
        self.transitionId = transitionId
        targetViewController = navigationController
        targetTransitionsHandlerBox = .animating(navigationTransitionsHandler)
        storableParameters = nil
        resettingAnimationLaunchingContextBox = .registeringEndpointNavigation(
            launchingContext: RegisteringAnimationLaunchingContext(
                targetViewController: navigationController))
        retained = navigationController
    }

    /// A bare modal or popover controller's first entry on its own handler; no animation.
    public init(
        registeringViewController viewController: ViewController,
        animatingTransitionsHandler: AnimatingTransitionsHandler,
        transitionId: TransitionId
    ) {
        self.transitionId = transitionId
        targetViewController = viewController
        targetTransitionsHandlerBox = .animating(animatingTransitionsHandler)
        storableParameters = nil
        resettingAnimationLaunchingContextBox = .registering(
            launchingContext: RegisteringAnimationLaunchingContext(
                targetViewController: viewController))
        retained = nil
    }

    mutating func updateLaunchingContextBox(_ box: ResettingAnimationLaunchingContextBox) {
        resettingAnimationLaunchingContextBox = box
    }
}
