import TerminalUI

/// What an animating handler needs to present a bare modal.
@MainActor
public struct ModalPresentationAnimationLaunchingContext {
    /// The screen to present. Held weakly.
    public private(set) weak var targetViewController: ViewController?
    /// The screen the transition starts from: the top of the handler that performs it. Filled in by that handler.
    public weak var sourceViewController: ViewController?
    /// The animator that performs this transition and later undoes it.
    public let animator: ModalTransitionsAnimator

    /// Creates the context for presenting `targetViewController` with `animator`.
    public init(targetViewController: ViewController, animator: ModalTransitionsAnimator) {
        self.targetViewController = targetViewController
        self.animator = animator
    }

    /// Dismissed without Marshroute: the presenter no longer presents anything.
    public var isDescribingScreenThatWasAlreadyDismissedWithoutInvokingMarshroute: Bool {
        targetViewController == nil || sourceViewController?.presentedViewController == nil
    }
}
