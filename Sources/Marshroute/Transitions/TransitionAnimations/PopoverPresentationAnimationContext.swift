import TerminalUI

// MARK: Bare popover

@MainActor
public struct PopoverPresentationAnimationContext {
    public let transitionStyle: PopoverTransitionStyle
    public let targetViewController: ViewController
    public let popoverController: PopoverController
    public let sourceViewController: ViewController

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
