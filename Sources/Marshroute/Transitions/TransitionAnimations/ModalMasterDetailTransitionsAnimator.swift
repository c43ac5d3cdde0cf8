import TerminalUI

/// Presents and dismisses a modal master-detail split view.
@MainActor
open class ModalMasterDetailTransitionsAnimator: BaseModalTransitionsAnimator, TransitionsAnimator {
    /// Performs the transition described by `context`, animated unless `shouldAnimate` was turned off.
    open func animatePerformingTransition(animationContext context: ModalMasterDetailPresentationAnimationContext) {
        present(context.targetViewController, from: context.sourceViewController)
    }

    /// Undoes the transition described by `context`, returning to its target screen.
    open func animateUndoingTransition(animationContext context: ModalMasterDetailDismissalAnimationContext) {
        dismiss(from: context.targetViewController)
    }
}
