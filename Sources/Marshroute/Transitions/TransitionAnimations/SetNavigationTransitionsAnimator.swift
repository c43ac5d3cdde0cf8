import TerminalUI

/// Sets the first root with `setViewControllers([root])`.
@MainActor
open class SetNavigationTransitionsAnimator: BaseTransitionsAnimator, ResetTransitionsAnimator {
    /// Creates the animator with animation on.
    public override init() { super.init() }

    /// Sets the root as the navigation controller's only screen.
    open func animateResettingWithTransition(animationContext context: SettingNavigationAnimationContext) {
        context.navigationController.setViewControllers([context.rootViewController], animated: consumeShouldAnimate())
    }
}
