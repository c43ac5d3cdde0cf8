import TerminalUI

/// What an animating handler needs to close a bare popover.
@MainActor
public struct PopoverDismissalAnimationLaunchingContext {
    /// The screen to return to once the transition is undone. Held weakly.
    public fileprivate(set) weak var targetViewController: ViewController?
    /// The popover controller to dismiss.
    public fileprivate(set) weak var popoverController: PopoverController?
    /// The animator that performs this transition and later undoes it.
    public let animator: PopoverTransitionsAnimator
}
