import TerminalUI

// MARK: Popover with a navigation controller

/// What a popover navigation animator needs to present a navigation controller in a popover.
@MainActor
public struct PopoverNavigationPresentationAnimationContext {
    /// Where the popover points.
    public let transitionStyle: PopoverTransitionStyle
    /// The root screen of the navigation controller.
    public let targetViewController: ViewController
    /// The navigation controller shown in the popover.
    public let targetNavigationController: NavigationController
    /// The popover controller that shows it.
    public let popoverController: PopoverController
    /// The screen the transition starts from.
    public let sourceViewController: ViewController

    /// Builds the context from a launching context, or fails when a screen it needs was released; the animation is
    /// then skipped.
    public init?(
        popoverNavigationPresentationAnimationLaunchingContext context:
            PopoverNavigationPresentationAnimationLaunchingContext
    ) {
        guard let target = context.targetViewController, let navigation = context.targetNavigationController,
            let popover = context.popoverController, let source = context.sourceViewController
        else { return nil }
        transitionStyle = context.transitionStyle
        targetViewController = target
        targetNavigationController = navigation
        popoverController = popover
        sourceViewController = source
    }
}
