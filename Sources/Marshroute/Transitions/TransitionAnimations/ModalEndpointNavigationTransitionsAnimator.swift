import TerminalUI

/// Presents and dismisses a navigation controller built elsewhere. Subclass it or configure its styles to change the
/// look.
@MainActor
open class ModalEndpointNavigationTransitionsAnimator: BaseModalTransitionsAnimator, TransitionsAnimator {
    /// Performs the transition described by `context`, animated unless `shouldAnimate` was turned off.
    open func animatePerformingTransition(animationContext context: ModalEndpointNavigationPresentationAnimationContext)
    {
        present(context.targetNavigationController, from: context.sourceViewController)
    }

    /// Undoes the transition described by `context`, returning to its target screen.
    open func animateUndoingTransition(animationContext context: ModalEndpointNavigationDismissalAnimationContext) {
        dismiss(from: context.targetViewController)
    }
}
