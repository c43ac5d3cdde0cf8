import TerminalUI

/// Presents and dismisses a bare modal screen with the animator's presentation and transition styles.
@MainActor
open class ModalTransitionsAnimator: BaseModalTransitionsAnimator, TransitionsAnimator {
    /// Performs the transition described by `context`, animated unless `shouldAnimate` was turned off.
    open func animatePerformingTransition(animationContext context: ModalPresentationAnimationContext) {
        present(context.targetViewController, from: context.sourceViewController)
    }

    /// Undoes the transition described by `context`, returning to its target screen.
    open func animateUndoingTransition(animationContext context: ModalDismissalAnimationContext) {
        dismiss(from: context.targetViewController)
    }
}
