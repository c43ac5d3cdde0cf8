import TerminalUI

/// What an animating handler needs to dismiss a modal master-detail split.
@MainActor
public struct ModalMasterDetailDismissalAnimationLaunchingContext {
    /// The screen to return to once the transition is undone. Held weakly.
    public fileprivate(set) weak var targetViewController: ViewController?
    /// The animator that performs this transition and later undoes it.
    public let animator: ModalMasterDetailTransitionsAnimator
}
