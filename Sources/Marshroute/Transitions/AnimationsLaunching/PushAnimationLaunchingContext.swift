import TerminalUI

// Launching contexts describe a transition to the handler that animates it. They hold
// controllers weakly, so that a history entry never keeps a screen alive; while a transition
// is still on its way (not yet shown), `retained` keeps what has no other owner yet (the
// navigation controller built around a modal, say). History copies drop it.
//
// Each one also answers whether its screen was already dismissed behind Marshroute's back
// (the back key popped it, Esc closed a sheet): "smart history cleaning" removes such entries.

@MainActor
public struct PushAnimationLaunchingContext {
    public private(set) weak var targetViewController: ViewController?
    public weak var sourceViewController: ViewController?
    /// Set by the navigation handler that performs the push.
    public weak var navigationController: NavigationController?
    public let animator: NavigationTransitionsAnimator

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
