import TerminalUI

// MARK: Bare modal

@MainActor
public struct ModalPresentationAnimationContext {
    public let targetViewController: ViewController
    public let sourceViewController: ViewController

    public init?(modalPresentationAnimationLaunchingContext context: ModalPresentationAnimationLaunchingContext) {
        guard let target = context.targetViewController, let source = context.sourceViewController else { return nil }
        targetViewController = target
        sourceViewController = source
    }
}
