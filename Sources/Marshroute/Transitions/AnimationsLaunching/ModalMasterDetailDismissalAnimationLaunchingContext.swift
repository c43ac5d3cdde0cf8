import TerminalUI

@MainActor
public struct ModalMasterDetailDismissalAnimationLaunchingContext {
    public fileprivate(set) weak var targetViewController: ViewController?
    public let animator: ModalMasterDetailTransitionsAnimator
}
