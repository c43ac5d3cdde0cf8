import TerminalUI

/// Popping back to `targetViewController`.
@MainActor
public struct PopAnimationContext {
    public let targetViewController: ViewController
    public let navigationController: NavigationController

    public init(targetViewController: ViewController, navigationController: NavigationController) {
        self.targetViewController = targetViewController
        self.navigationController = navigationController
    }

    public init?(popAnimationLaunchingContext context: PopAnimationLaunchingContext) {
        guard let target = context.targetViewController, let navigation = context.navigationController else {
            return nil
        }
        self.init(targetViewController: target, navigationController: navigation)
    }
}
