import TerminalUI

// Undoing a transition is described by the context that performed it plus the controller to
// return to (the target of the entry before it).

@MainActor
public struct PopAnimationLaunchingContext {
    public fileprivate(set) weak var targetViewController: ViewController?
    public fileprivate(set) weak var navigationController: NavigationController?
    public let animator: NavigationTransitionsAnimator
}
