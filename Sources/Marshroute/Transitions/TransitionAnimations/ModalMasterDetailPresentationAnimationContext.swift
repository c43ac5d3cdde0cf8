import TerminalUI

// MARK: Master-detail

@MainActor
public struct ModalMasterDetailPresentationAnimationContext {
    public let targetViewController: SplitViewController
    public let sourceViewController: ViewController

    public init?(
        modalMasterDetailPresentationAnimationLaunchingContext context:
            ModalMasterDetailPresentationAnimationLaunchingContext
    ) {
        guard let target = context.targetViewController, let source = context.sourceViewController else { return nil }
        targetViewController = target
        sourceViewController = source
    }
}
