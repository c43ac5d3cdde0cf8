import TerminalUI

/// What a popover animator needs to close a bare popover.
@MainActor
public struct PopoverDismissalAnimationContext {
    /// The popover controller to dismiss.
    public let popoverController: PopoverController
    /// The screen that presented the popover.
    public let targetViewController: ViewController

    /// Builds the context from a launching context, or fails when a screen it needs was released; the animation is
    /// then skipped.
    public init?(popoverDismissalAnimationLaunchingContext context: PopoverDismissalAnimationLaunchingContext) {
        guard let popover = context.popoverController, let target = context.targetViewController else { return nil }
        popoverController = popover
        targetViewController = target
    }
}
