import TerminalUI

@MainActor
public struct ModalDismissalAnimationLaunchingContext {
    public fileprivate(set) weak var targetViewController: ViewController?
    public fileprivate(set) weak var sourceViewController: ViewController?
    public let animator: ModalTransitionsAnimator
}
