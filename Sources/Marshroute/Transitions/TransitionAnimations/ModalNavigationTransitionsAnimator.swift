import TerminalUI

/// Presents and dismisses a screen wrapped in a navigation controller, shown modally.
@MainActor
open class ModalNavigationTransitionsAnimator: BaseModalTransitionsAnimator, TransitionsAnimator {
    /// Performs the transition described by `context`, animated unless `shouldAnimate` was turned off.
    open func animatePerformingTransition(animationContext context: ModalNavigationPresentationAnimationContext) {
        present(context.targetNavigationController, from: context.sourceViewController)
    }

    /// Undoes the transition described by `context`, returning to its target screen.
    open func animateUndoingTransition(animationContext context: ModalNavigationDismissalAnimationContext) {
        dismiss(from: context.targetViewController)
    }
}
