import TerminalUI

// MARK: Modal in a navigation controller

@MainActor
public struct ModalNavigationPresentationAnimationContext {
    public let targetNavigationController: NavigationController
    public let targetViewController: ViewController
    public let sourceViewController: ViewController

    public init?(
        modalNavigationPresentationAnimationLaunchingContext context:
            ModalNavigationPresentationAnimationLaunchingContext
    ) {
        guard let navigation = context.targetNavigationController, let target = context.targetViewController,
            let source = context.sourceViewController
        else { return nil }
        targetNavigationController = navigation
        targetViewController = target
        sourceViewController = source
    }
}
