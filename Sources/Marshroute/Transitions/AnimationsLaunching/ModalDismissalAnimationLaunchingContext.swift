import TerminalUI

/// What an animating handler needs to dismiss a bare modal.
@MainActor
public struct ModalDismissalAnimationLaunchingContext {
    /// The screen to return to once the transition is undone. Held weakly.
    public fileprivate(set) weak var targetViewController: ViewController?
    /// The modal screen being dismissed.
    public fileprivate(set) weak var sourceViewController: ViewController?
    /// The animator that performs this transition and later undoes it.
    public let animator: ModalTransitionsAnimator
}
