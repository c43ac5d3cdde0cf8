import TerminalUI

@MainActor
public struct ModalEndpointNavigationDismissalAnimationContext {
    public let targetViewController: ViewController
    public let targetNavigationController: NavigationController?

    public init?(
        modalEndpointNavigationDismissalAnimationLaunchingContext context:
            ModalEndpointNavigationDismissalAnimationLaunchingContext
    ) {
        guard let target = context.targetViewController else { return nil }
        targetViewController = target
        targetNavigationController = context.targetNavigationController
    }
}
