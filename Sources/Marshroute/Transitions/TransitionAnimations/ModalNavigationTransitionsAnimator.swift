import TerminalUI

@MainActor
open class ModalNavigationTransitionsAnimator: BaseModalTransitionsAnimator, TransitionsAnimator {
    open func animatePerformingTransition(animationContext context: ModalNavigationPresentationAnimationContext) {
        present(context.targetNavigationController, from: context.sourceViewController)
    }

    open func animateUndoingTransition(animationContext context: ModalNavigationDismissalAnimationContext) {
        dismiss(from: context.targetViewController)
    }
}
