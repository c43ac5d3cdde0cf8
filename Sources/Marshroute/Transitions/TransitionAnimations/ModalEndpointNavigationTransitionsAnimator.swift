import TerminalUI

@MainActor
open class ModalEndpointNavigationTransitionsAnimator: BaseModalTransitionsAnimator, TransitionsAnimator {
    open func animatePerformingTransition(animationContext context: ModalEndpointNavigationPresentationAnimationContext)
    {
        present(context.targetNavigationController, from: context.sourceViewController)
    }

    open func animateUndoingTransition(animationContext context: ModalEndpointNavigationDismissalAnimationContext) {
        dismiss(from: context.targetViewController)
    }
}
