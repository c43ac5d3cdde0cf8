import TerminalUI

// MARK: Master-detail

/// What a master-detail animator needs to present a split view modally.
@MainActor
public struct ModalMasterDetailPresentationAnimationContext {
    /// The split view to present.
    public let targetViewController: SplitViewController
    /// The screen the transition starts from.
    public let sourceViewController: ViewController

    /// Builds the context from a launching context, or fails when a screen it needs was released; the animation is
    /// then skipped.
    public init?(
        modalMasterDetailPresentationAnimationLaunchingContext context:
            ModalMasterDetailPresentationAnimationLaunchingContext
    ) {
        guard let target = context.targetViewController, let source = context.sourceViewController else { return nil }
        targetViewController = target
        sourceViewController = source
    }
}
