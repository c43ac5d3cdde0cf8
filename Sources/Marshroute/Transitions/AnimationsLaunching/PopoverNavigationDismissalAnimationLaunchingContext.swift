import TerminalUI

@MainActor
public struct PopoverNavigationDismissalAnimationLaunchingContext {
    public fileprivate(set) weak var targetViewController: ViewController?
    public fileprivate(set) weak var popoverController: PopoverController?
    public let animator: PopoverNavigationTransitionsAnimator
}
