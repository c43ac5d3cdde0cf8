import TerminalUI

@MainActor
public struct PopoverNavigationDismissalAnimationContext {
    public let popoverController: PopoverController
    public let targetViewController: ViewController

    public init?(
        popoverNavigationDismissalAnimationLaunchingContext context: PopoverNavigationDismissalAnimationLaunchingContext
    ) {
        guard let popover = context.popoverController, let target = context.targetViewController else { return nil }
        popoverController = popover
        targetViewController = target
    }
}
