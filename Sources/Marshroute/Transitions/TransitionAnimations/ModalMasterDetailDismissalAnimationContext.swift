import TerminalUI

@MainActor
public struct ModalMasterDetailDismissalAnimationContext {
    public let targetViewController: ViewController

    public init?(
        modalMasterDetailDismissalAnimationLaunchingContext context: ModalMasterDetailDismissalAnimationLaunchingContext
    ) {
        guard let target = context.targetViewController else { return nil }
        targetViewController = target
    }
}
