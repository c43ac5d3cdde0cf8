import TerminalUI

@MainActor
public struct ModalNavigationDismissalAnimationContext {
    public let targetViewController: ViewController
    public let targetNavigationController: NavigationController?

    public init?(
        modalNavigationDismissalAnimationLaunchingContext context: ModalNavigationDismissalAnimationLaunchingContext
    ) {
        guard let target = context.targetViewController else { return nil }
        targetViewController = target
        targetNavigationController = context.targetNavigationController
    }
}
