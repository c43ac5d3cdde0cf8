import TerminalUI

/// What a master-detail animator needs to dismiss a modal split.
@MainActor
public struct ModalMasterDetailDismissalAnimationContext {
    /// The controller that presented the split (what is dismissed from).
    public let targetViewController: ViewController

    /// Builds the context from a launching context, or fails when a screen it needs was released; the animation is
    /// then skipped.
    public init?(
        modalMasterDetailDismissalAnimationLaunchingContext context: ModalMasterDetailDismissalAnimationLaunchingContext
    ) {
        guard let target = context.targetViewController else { return nil }
        targetViewController = target
    }
}
