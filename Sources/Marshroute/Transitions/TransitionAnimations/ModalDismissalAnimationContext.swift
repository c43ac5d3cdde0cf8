import TerminalUI

@MainActor
public struct ModalDismissalAnimationContext {
    /// The controller that presented the modal (what is dismissed from).
    public let targetViewController: ViewController
    public let sourceViewController: ViewController?

    public init?(modalDismissalAnimationLaunchingContext context: ModalDismissalAnimationLaunchingContext) {
        guard let target = context.targetViewController else { return nil }
        targetViewController = target
        sourceViewController = context.sourceViewController
    }
}
