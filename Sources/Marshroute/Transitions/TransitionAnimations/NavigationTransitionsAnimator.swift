import TerminalUI

/// Pushes with `pushViewController` and pops with `popToViewController`.
@MainActor
open class NavigationTransitionsAnimator: BaseTransitionsAnimator, TransitionsAnimator {
    public override init() { super.init() }

    open func animatePerformingTransition(animationContext context: PushAnimationContext) {
        context.navigationController.pushViewController(context.targetViewController, animated: consumeShouldAnimate())
    }

    open func animateUndoingTransition(animationContext context: PopAnimationContext) {
        context.navigationController.popToViewController(context.targetViewController, animated: consumeShouldAnimate())
    }
}
