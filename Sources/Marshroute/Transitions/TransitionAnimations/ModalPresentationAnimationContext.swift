import TerminalUI

// MARK: Bare modal

/// What a modal animator needs to present a bare screen.
@MainActor
public struct ModalPresentationAnimationContext {
    /// The screen to present.
    public let targetViewController: ViewController
    /// The screen the transition starts from.
    public let sourceViewController: ViewController

    /// Builds the context from a launching context, or fails when a screen it needs was released; the animation is
    /// then skipped.
    public init?(modalPresentationAnimationLaunchingContext context: ModalPresentationAnimationLaunchingContext) {
        guard let target = context.targetViewController, let source = context.sourceViewController else { return nil }
        targetViewController = target
        sourceViewController = source
    }
}
