import TerminalUI

/// Replaces the root with `setViewControllers([root])`.
@MainActor
open class ResetNavigationTransitionsAnimator: BaseTransitionsAnimator, ResetTransitionsAnimator {
    public override init() { super.init() }

    open func animateResettingWithTransition(animationContext context: ResettingNavigationAnimationContext) {
        context.navigationController.setViewControllers([context.rootViewController], animated: consumeShouldAnimate())
    }
}
