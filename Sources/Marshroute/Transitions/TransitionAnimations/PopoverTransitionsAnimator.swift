import TerminalUI

@MainActor
open class PopoverTransitionsAnimator: BaseTransitionsAnimator, TransitionsAnimator {
    public override init() { super.init() }

    open func animatePerformingTransition(animationContext context: PopoverPresentationAnimationContext) {
        context.popoverController.present(
            from: context.sourceViewController, anchor: context.transitionStyle.anchor, animated: consumeShouldAnimate()
        )
    }

    open func animateUndoingTransition(animationContext context: PopoverDismissalAnimationContext) {
        context.popoverController.dismiss(animated: consumeShouldAnimate())
    }
}
