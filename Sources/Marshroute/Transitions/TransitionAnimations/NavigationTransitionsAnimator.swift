import TerminalUI

/// Pushes with `pushViewController` and pops with `popToViewController`.
@MainActor
open class NavigationTransitionsAnimator: BaseTransitionsAnimator, TransitionsAnimator {
    /// Creates the animator with animation on.
    public override init() { super.init() }

    /// Pushes the target screen onto the navigation controller.
    open func animatePerformingTransition(animationContext context: PushAnimationContext) {
        context.navigationController.pushViewController(context.targetViewController, animated: consumeShouldAnimate())
    }

    /// Pops back to the target screen.
    open func animateUndoingTransition(animationContext context: PopAnimationContext) {
        context.navigationController.popToViewController(context.targetViewController, animated: consumeShouldAnimate())
    }
}
