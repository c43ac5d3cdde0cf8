import TerminalUI

@MainActor
public struct ModalEndpointNavigationPresentationAnimationLaunchingContext {
    public private(set) weak var targetNavigationController: NavigationController?
    public weak var sourceViewController: ViewController?
    public let animator: ModalEndpointNavigationTransitionsAnimator
    var retained: [AnyObject]

    public init(targetNavigationController: NavigationController, animator: ModalEndpointNavigationTransitionsAnimator)
    {
        self.targetNavigationController = targetNavigationController
        self.animator = animator
        retained = [targetNavigationController]
    }

    public var isDescribingScreenThatWasAlreadyDismissedWithoutInvokingMarshroute: Bool {
        targetNavigationController == nil || sourceViewController?.presentedViewController == nil
    }
}
