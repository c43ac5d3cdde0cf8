import TerminalUI

@MainActor
open class ModalMasterDetailTransitionsAnimator: BaseModalTransitionsAnimator, TransitionsAnimator {
    open func animatePerformingTransition(animationContext context: ModalMasterDetailPresentationAnimationContext) {
        present(context.targetViewController, from: context.sourceViewController)
    }

    open func animateUndoingTransition(animationContext context: ModalMasterDetailDismissalAnimationContext) {
        dismiss(from: context.targetViewController)
    }
}
