import TerminalUI

/// A backward transition of any kind.
@MainActor
public enum DismissalAnimationLaunchingContextBox {
    /// Popping a pushed screen.
    case pop(launchingContext: PopAnimationLaunchingContext)
    /// Dismissing a bare modal.
    case modal(launchingContext: ModalDismissalAnimationLaunchingContext)
    /// Dismissing a modal navigation controller.
    case modalNavigation(launchingContext: ModalNavigationDismissalAnimationLaunchingContext)
    /// Dismissing a navigation controller built elsewhere.
    case modalEndpointNavigation(launchingContext: ModalEndpointNavigationDismissalAnimationLaunchingContext)
    /// Dismissing a modal master-detail split.
    case modalMasterDetail(launchingContext: ModalMasterDetailDismissalAnimationLaunchingContext)
    /// Closing a bare popover.
    case popover(launchingContext: PopoverDismissalAnimationLaunchingContext)
    /// Closing a popover with a navigation controller.
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

    /// The animator that undoes the transition, to enable or disable its animation.
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
