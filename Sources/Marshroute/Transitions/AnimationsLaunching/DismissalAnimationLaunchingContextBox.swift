import TerminalUI

/// A backward transition of any kind.
@MainActor
public enum DismissalAnimationLaunchingContextBox {
    case pop(launchingContext: PopAnimationLaunchingContext)
    case modal(launchingContext: ModalDismissalAnimationLaunchingContext)
    case modalNavigation(launchingContext: ModalNavigationDismissalAnimationLaunchingContext)
    case modalEndpointNavigation(launchingContext: ModalEndpointNavigationDismissalAnimationLaunchingContext)
    case modalMasterDetail(launchingContext: ModalMasterDetailDismissalAnimationLaunchingContext)
    case popover(launchingContext: PopoverDismissalAnimationLaunchingContext)
    case popoverNavigation(launchingContext: PopoverNavigationDismissalAnimationLaunchingContext)

    /// Undoes the transition `box` describes, returning to `targetViewController`.
    public init(
        presentationAnimationLaunchingContextBox box: PresentationAnimationLaunchingContextBox,
        targetViewController: ViewController
    ) {
        switch box {
        case .push(let c):
            self = .pop(
                launchingContext: PopAnimationLaunchingContext(
                    targetViewController: targetViewController, navigationController: c.navigationController,
                    animator: c.animator))
        case .modal(let c):
            self = .modal(
                launchingContext: ModalDismissalAnimationLaunchingContext(
                    targetViewController: targetViewController, sourceViewController: c.targetViewController,
                    animator: c.animator))
        case .modalNavigation(let c):
            self = .modalNavigation(
                launchingContext: ModalNavigationDismissalAnimationLaunchingContext(
                    targetViewController: targetViewController,
                    targetNavigationController: c.targetNavigationController, animator: c.animator))
        case .modalEndpointNavigation(let c):
            self = .modalEndpointNavigation(
                launchingContext: ModalEndpointNavigationDismissalAnimationLaunchingContext(
                    targetViewController: targetViewController,
                    targetNavigationController: c.targetNavigationController, animator: c.animator))
        case .modalMasterDetail(let c):
            self = .modalMasterDetail(
                launchingContext: ModalMasterDetailDismissalAnimationLaunchingContext(
                    targetViewController: targetViewController, animator: c.animator))
        case .popover(let c):
            self = .popover(
                launchingContext: PopoverDismissalAnimationLaunchingContext(
                    targetViewController: targetViewController, popoverController: c.popoverController,
                    animator: c.animator))
        case .popoverNavigation(let c):
            self = .popoverNavigation(
                launchingContext: PopoverNavigationDismissalAnimationLaunchingContext(
                    targetViewController: targetViewController, popoverController: c.popoverController,
                    animator: c.animator))
        }
    }

    public var transitionsAnimatorBox: TransitionsAnimatorBox {
        switch self {
        case .pop(let c): TransitionsAnimatorBox(animator: c.animator)
        case .modal(let c): TransitionsAnimatorBox(animator: c.animator)
        case .modalNavigation(let c): TransitionsAnimatorBox(animator: c.animator)
        case .modalEndpointNavigation(let c): TransitionsAnimatorBox(animator: c.animator)
        case .modalMasterDetail(let c): TransitionsAnimatorBox(animator: c.animator)
        case .popover(let c): TransitionsAnimatorBox(animator: c.animator)
        case .popoverNavigation(let c): TransitionsAnimatorBox(animator: c.animator)
        }
    }
}
