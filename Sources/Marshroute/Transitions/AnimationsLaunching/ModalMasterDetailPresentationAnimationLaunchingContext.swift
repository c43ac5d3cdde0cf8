import TerminalUI

@MainActor
public struct ModalMasterDetailPresentationAnimationLaunchingContext {
    public private(set) weak var targetViewController: SplitViewController?
    public weak var sourceViewController: ViewController?
    public let animator: ModalMasterDetailTransitionsAnimator

    public init(targetViewController: SplitViewController, animator: ModalMasterDetailTransitionsAnimator) {
        self.targetViewController = targetViewController
        self.animator = animator
    }

    public var isDescribingScreenThatWasAlreadyDismissedWithoutInvokingMarshroute: Bool {
        targetViewController == nil || sourceViewController?.presentedViewController == nil
    }
}
