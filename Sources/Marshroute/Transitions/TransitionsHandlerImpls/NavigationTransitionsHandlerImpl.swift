import TerminalUI

/// The handler of a navigation controller. Pushes and root resets are forwarded to the
/// topmost stack, so this handler puts *its own* navigation controller into them before
/// animating; everything else works as for a bare controller.
@MainActor
public final class NavigationTransitionsHandlerImpl: BaseAnimatingTransitionsHandler, NavigationTransitionsHandler {
    /// The navigation controller this handler drives. Held weakly.
    public private(set) weak var navigationController: NavigationController?

    /// Creates the handler of `navigationController`.
    public init(navigationController: NavigationController, transitionsCoordinator: TransitionsCoordinator) {
        self.navigationController = navigationController
        super.init(transitionsCoordinator: transitionsCoordinator)
    }

    /// Pushes onto this handler's navigation controller, or presents from its top screen.
    public override func launchPresentationAnimation(
        launchingContextBox: inout PresentationAnimationLaunchingContextBox
    ) {
        guard case .push(var launching) = launchingContextBox else {
            super.launchPresentationAnimation(launchingContextBox: &launchingContextBox)
            return
        }
        launching.navigationController = navigationController
        launchingContextBox = .push(launchingContext: launching)
        guard let context = PushAnimationContext(pushAnimationLaunchingContext: launching) else { return }
        launching.animator.animatePerformingTransition(animationContext: context)
    }

    /// Pops this handler's navigation controller, or dismisses from it.
    public override func launchDismissalAnimation(launchingContextBox: DismissalAnimationLaunchingContextBox) {
        guard case .pop(let launching) = launchingContextBox else {
            super.launchDismissalAnimation(launchingContextBox: launchingContextBox)
            return
        }
        guard let context = PopAnimationContext(popAnimationLaunchingContext: launching) else { return }
        launching.animator.animateUndoingTransition(animationContext: context)
    }

    /// Sets or replaces the root of this handler's navigation controller.
    public override func launchResettingAnimation(launchingContextBox: inout ResettingAnimationLaunchingContextBox) {
        guard case .resettingNavigationRoot(var launching) = launchingContextBox else {
            super.launchResettingAnimation(launchingContextBox: &launchingContextBox)
            return
        }
        launching.navigationController = navigationController
        launchingContextBox = .resettingNavigationRoot(launchingContext: launching)
        guard let context = ResettingNavigationAnimationContext(resettingNavigationAnimationLaunchingContext: launching)
        else { return }
        launching.animator.animateResettingWithTransition(animationContext: context)
    }
}
