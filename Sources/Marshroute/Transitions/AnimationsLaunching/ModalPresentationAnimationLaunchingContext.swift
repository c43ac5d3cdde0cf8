import TerminalUI

@MainActor
public struct ModalPresentationAnimationLaunchingContext {
    public private(set) weak var targetViewController: ViewController?
    public weak var sourceViewController: ViewController?
    public let animator: ModalTransitionsAnimator

    public init(targetViewController: ViewController, animator: ModalTransitionsAnimator) {
        self.targetViewController = targetViewController
        self.animator = animator
    }

    /// Dismissed without Marshroute: the presenter no longer presents anything.
    public var isDescribingScreenThatWasAlreadyDismissedWithoutInvokingMarshroute: Bool {
        targetViewController == nil || sourceViewController?.presentedViewController == nil
    }
}
