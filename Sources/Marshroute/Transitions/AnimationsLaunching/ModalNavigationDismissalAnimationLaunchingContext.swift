import TerminalUI

@MainActor
public struct ModalNavigationDismissalAnimationLaunchingContext {
    public fileprivate(set) weak var targetViewController: ViewController?
    public fileprivate(set) weak var targetNavigationController: NavigationController?
    public let animator: ModalNavigationTransitionsAnimator
}
