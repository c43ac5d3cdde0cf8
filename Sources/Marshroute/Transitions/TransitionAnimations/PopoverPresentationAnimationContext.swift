import TerminalUI

// MARK: Bare popover

/// What a popover animator needs to present a bare popover.
@MainActor
public struct PopoverPresentationAnimationContext {
    /// Where the popover points.
    public let transitionStyle: PopoverTransitionStyle
    /// The screen shown in the popover.
    public let targetViewController: ViewController
    /// The popover controller that shows it.
    public let popoverController: PopoverController
    /// The screen the transition starts from.
    public let sourceViewController: ViewController

    /// Builds the context from a launching context, or fails when a screen it needs was released; the animation is
    /// then skipped.
    public init?(popoverPresentationAnimationLaunchingContext context: PopoverPresentationAnimationLaunchingContext) {
        guard let target = context.targetViewController, let popover = context.popoverController,
            let source = context.sourceViewController
        else { return nil }
        transitionStyle = context.transitionStyle
        targetViewController = target
        popoverController = popover
        sourceViewController = source
    }
}
