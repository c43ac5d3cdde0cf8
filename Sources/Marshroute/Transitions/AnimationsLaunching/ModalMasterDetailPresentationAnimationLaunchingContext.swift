import TerminalUI

/// What an animating handler needs to present a master-detail split modally.
@MainActor
public struct ModalMasterDetailPresentationAnimationLaunchingContext {
    /// The split view to present. Held weakly.
    public private(set) weak var targetViewController: SplitViewController?
    /// The screen the transition starts from: the top of the handler that performs it. Filled in by that handler.
    public weak var sourceViewController: ViewController?
    /// The animator that performs this transition and later undoes it.
    public let animator: ModalMasterDetailTransitionsAnimator

    /// Creates the context for presenting `targetViewController` with `animator`.
    public init(targetViewController: SplitViewController, animator: ModalMasterDetailTransitionsAnimator) {
        self.targetViewController = targetViewController
        self.animator = animator
    }

    /// True when the screen was already closed without Marshroute (the back key, Esc); history drops such entries.
    public var isDescribingScreenThatWasAlreadyDismissedWithoutInvokingMarshroute: Bool {
        targetViewController == nil || sourceViewController?.presentedViewController == nil
    }
}
