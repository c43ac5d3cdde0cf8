import TerminalUI

@MainActor
public struct ModalNavigationPresentationAnimationLaunchingContext {
    public private(set) weak var targetNavigationController: NavigationController?
    public private(set) weak var targetViewController: ViewController?
    public weak var sourceViewController: ViewController?
    public let animator: ModalNavigationTransitionsAnimator
    var retained: [AnyObject]

    public init(
        targetNavigationController: NavigationController, targetViewController: ViewController,
        animator: ModalNavigationTransitionsAnimator
    ) {
        self.targetNavigationController = targetNavigationController
        self.targetViewController = targetViewController
        self.animator = animator
        retained = [targetNavigationController]
    }

    public var isDescribingScreenThatWasAlreadyDismissedWithoutInvokingMarshroute: Bool {
        targetViewController == nil || sourceViewController?.presentedViewController == nil
    }
}
