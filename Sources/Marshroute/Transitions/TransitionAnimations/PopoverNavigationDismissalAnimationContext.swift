import TerminalUI

/// What a popover navigation animator needs to close its popover.
@MainActor
public struct PopoverNavigationDismissalAnimationContext {
    /// The popover controller to dismiss.
    public let popoverController: PopoverController
    /// The screen that presented the popover.
    public let targetViewController: ViewController

    /// Builds the context from a launching context, or fails when a screen it needs was released; the animation is
    /// then skipped.
    public init?(
        popoverNavigationDismissalAnimationLaunchingContext context: PopoverNavigationDismissalAnimationLaunchingContext
    ) {
        guard let popover = context.popoverController, let target = context.targetViewController else { return nil }
        popoverController = popover
        targetViewController = target
    }
}
