import TerminalUI

@MainActor
open class PopoverNavigationTransitionsAnimator: BaseTransitionsAnimator, TransitionsAnimator {
    public override init() { super.init() }

    open func animatePerformingTransition(animationContext context: PopoverNavigationPresentationAnimationContext) {
        context.popoverController.present(
            from: context.sourceViewController, anchor: context.transitionStyle.anchor, animated: consumeShouldAnimate()
        )
    }

    open func animateUndoingTransition(animationContext context: PopoverNavigationDismissalAnimationContext) {
        context.popoverController.dismiss(animated: consumeShouldAnimate())
    }
}
