import TerminalUI

// MARK: Endpoint navigation controller

@MainActor
public struct ModalEndpointNavigationPresentationAnimationContext {
    public let targetNavigationController: NavigationController
    public let sourceViewController: ViewController

    public init?(
        modalEndpointNavigationPresentationAnimationLaunchingContext context:
            ModalEndpointNavigationPresentationAnimationLaunchingContext
    ) {
        guard let navigation = context.targetNavigationController, let source = context.sourceViewController else {
            return nil
        }
        targetNavigationController = navigation
        sourceViewController = source
    }
}
