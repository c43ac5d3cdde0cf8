import TerminalUI

/// A push and its pop.
@MainActor
public struct PushAnimationContext {
    public let targetViewController: ViewController
    public let sourceViewController: ViewController
    public let navigationController: NavigationController

    public init(
        targetViewController: ViewController, sourceViewController: ViewController,
        navigationController: NavigationController
    ) {
        self.targetViewController = targetViewController
        self.sourceViewController = sourceViewController
        self.navigationController = navigationController
    }

    /// Fails when something the animation needs is gone; the animation is then skipped.
    public init?(pushAnimationLaunchingContext context: PushAnimationLaunchingContext) {
        guard let target = context.targetViewController, let source = context.sourceViewController,
            let navigation = context.navigationController
        else { return nil }
        self.init(targetViewController: target, sourceViewController: source, navigationController: navigation)
    }
}
