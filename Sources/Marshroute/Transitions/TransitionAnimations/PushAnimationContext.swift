import TerminalUI

/// A push and its pop.
@MainActor
public struct PushAnimationContext {
    /// The screen to push.
    public let targetViewController: ViewController
    /// The screen the transition starts from.
    public let sourceViewController: ViewController
    /// The navigation controller to push onto.
    public let navigationController: NavigationController

    /// Creates the context from its parts.
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
