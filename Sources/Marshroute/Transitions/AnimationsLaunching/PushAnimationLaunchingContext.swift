import TerminalUI

// Launching contexts describe a transition to the handler that animates it. They hold
// controllers weakly, so that a history entry never keeps a screen alive; while a transition
// is still on its way (not yet shown), `retained` keeps what has no other owner yet (the
// navigation controller built around a modal, say). History copies drop it.
//
// Each one also answers whether its screen was already dismissed behind Marshroute's back
// (the back key popped it, Esc closed a sheet): "smart history cleaning" removes such entries.

/// What a navigation handler needs to push a screen.
@MainActor
public struct PushAnimationLaunchingContext {
    /// The screen to push. Held weakly.
    public private(set) weak var targetViewController: ViewController?
    /// The screen the transition starts from: the top of the handler that performs it. Filled in by that handler.
    public weak var sourceViewController: ViewController?
    /// Set by the navigation handler that performs the push.
    public weak var navigationController: NavigationController?
    /// The animator that performs this transition and later undoes it.
    public let animator: NavigationTransitionsAnimator

    /// Creates the context for pushing `targetViewController` with `animator`.
    public init(targetViewController: ViewController, animator: NavigationTransitionsAnimator) {
        self.targetViewController = targetViewController
        self.animator = animator
    }

    /// Popped without Marshroute: the screen is gone or no longer in its stack. (Checked
    /// through the parent link, which is O(1), rather than searching the stack.)
    public var isDescribingScreenThatWasAlreadyDismissedWithoutInvokingMarshroute: Bool {
        guard let target = targetViewController, let navigation = navigationController else { return true }
        return target.parent !== navigation
    }
}
