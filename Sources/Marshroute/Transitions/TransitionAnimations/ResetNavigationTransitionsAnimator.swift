import TerminalUI

/// Replaces the root with `setViewControllers([root])`.
@MainActor
open class ResetNavigationTransitionsAnimator: BaseTransitionsAnimator, ResetTransitionsAnimator {
    /// Creates the animator with animation on.
    public override init() { super.init() }

    /// Replaces the navigation controller's stack with the new root.
    open func animateResettingWithTransition(animationContext context: ResettingNavigationAnimationContext) {
        context.navigationController.setViewControllers([context.rootViewController], animated: consumeShouldAnimate())
    }
}
