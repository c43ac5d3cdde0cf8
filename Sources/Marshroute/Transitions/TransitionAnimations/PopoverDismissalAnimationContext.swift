import TerminalUI

@MainActor
public struct PopoverDismissalAnimationContext {
    public let popoverController: PopoverController
    public let targetViewController: ViewController

    public init?(popoverDismissalAnimationLaunchingContext context: PopoverDismissalAnimationLaunchingContext) {
        guard let popover = context.popoverController, let target = context.targetViewController else { return nil }
        popoverController = popover
        targetViewController = target
    }
}
