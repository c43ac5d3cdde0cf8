import TerminalUI

/// What a modal animator needs to dismiss a bare modal.
@MainActor
public struct ModalDismissalAnimationContext {
    /// The controller that presented the modal (what is dismissed from).
    public let targetViewController: ViewController
    /// The modal screen being dismissed, if it is still alive.
    public let sourceViewController: ViewController?

    /// Builds the context from a launching context, or fails when a screen it needs was released; the animation is
    /// then skipped.
    public init?(modalDismissalAnimationLaunchingContext context: ModalDismissalAnimationLaunchingContext) {
        guard let target = context.targetViewController else { return nil }
        targetViewController = target
        sourceViewController = context.sourceViewController
    }
}
