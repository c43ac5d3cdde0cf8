import TerminalUI

@MainActor
public struct ModalEndpointNavigationDismissalAnimationLaunchingContext {
    public fileprivate(set) weak var targetViewController: ViewController?
    public fileprivate(set) weak var targetNavigationController: NavigationController?
    public let animator: ModalEndpointNavigationTransitionsAnimator
}
