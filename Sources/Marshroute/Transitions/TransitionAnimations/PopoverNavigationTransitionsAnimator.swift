import TerminalUI

/// Presents and closes a popover that holds a navigation controller.
@MainActor
open class PopoverNavigationTransitionsAnimator: BaseTransitionsAnimator, TransitionsAnimator {
    /// Creates the animator with animation on.
    public override init() { super.init() }

    /// Performs the transition described by `context`, animated unless `shouldAnimate` was turned off.
    open func animatePerformingTransition(animationContext context: PopoverNavigationPresentationAnimationContext) {
        context.popoverController.present(
            from: context.sourceViewController, anchor: context.transitionStyle.anchor, animated: consumeShouldAnimate()
        )
    }

    /// Undoes the transition described by `context`, returning to its target screen.
    open func animateUndoingTransition(animationContext context: PopoverNavigationDismissalAnimationContext) {
        context.popoverController.dismiss(animated: consumeShouldAnimate())
    }
}
