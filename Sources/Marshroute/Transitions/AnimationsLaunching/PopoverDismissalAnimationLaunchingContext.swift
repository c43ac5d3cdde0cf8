import TerminalUI

@MainActor
public struct PopoverDismissalAnimationLaunchingContext {
    public fileprivate(set) weak var targetViewController: ViewController?
    public fileprivate(set) weak var popoverController: PopoverController?
    public let animator: PopoverTransitionsAnimator
}
