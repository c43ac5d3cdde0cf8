import TerminalUI

/// Presents and closes a bare popover.
@MainActor
open class PopoverTransitionsAnimator: BaseTransitionsAnimator, TransitionsAnimator {
    /// Creates the animator with animation on.
    public override init() { super.init() }

    /// Performs the transition described by `context`, animated unless `shouldAnimate` was turned off.
    open func animatePerformingTransition(animationContext context: PopoverPresentationAnimationContext) {
        context.popoverController.present(
            from: context.sourceViewController, anchor: context.transitionStyle.anchor, animated: consumeShouldAnimate()
        )
    }

    /// Undoes the transition described by `context`, returning to its target screen.
    open func animateUndoingTransition(animationContext context: PopoverDismissalAnimationContext) {
        context.popoverController.dismiss(animated: consumeShouldAnimate())
    }
}
