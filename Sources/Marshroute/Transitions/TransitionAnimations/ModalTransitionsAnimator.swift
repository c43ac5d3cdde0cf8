import TerminalUI

@MainActor
open class ModalTransitionsAnimator: BaseModalTransitionsAnimator, TransitionsAnimator {
    open func animatePerformingTransition(animationContext context: ModalPresentationAnimationContext) {
        present(context.targetViewController, from: context.sourceViewController)
    }

    open func animateUndoingTransition(animationContext context: ModalDismissalAnimationContext) {
        dismiss(from: context.targetViewController)
    }
}
