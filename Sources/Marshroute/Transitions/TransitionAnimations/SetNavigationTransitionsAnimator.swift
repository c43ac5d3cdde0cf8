import TerminalUI

/// Sets the first root with `setViewControllers([root])`.
@MainActor
open class SetNavigationTransitionsAnimator: BaseTransitionsAnimator, ResetTransitionsAnimator {
    public override init() { super.init() }

    open func animateResettingWithTransition(animationContext context: SettingNavigationAnimationContext) {
        context.navigationController.setViewControllers([context.rootViewController], animated: consumeShouldAnimate())
    }
}
