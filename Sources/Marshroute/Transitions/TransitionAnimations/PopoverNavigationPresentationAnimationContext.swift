import TerminalUI

// MARK: Popover with a navigation controller

@MainActor
public struct PopoverNavigationPresentationAnimationContext {
    public let transitionStyle: PopoverTransitionStyle
    public let targetViewController: ViewController
    public let targetNavigationController: NavigationController
    public let popoverController: PopoverController
    public let sourceViewController: ViewController

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
