import TerminalUI

/// A forward transition of any kind, as handed to an animating handler.
@MainActor
public enum PresentationAnimationLaunchingContextBox {
    /// Presenting a bare modal.
    case modal(launchingContext: ModalPresentationAnimationLaunchingContext)
    /// Presenting a screen in a modal navigation controller.
    case modalNavigation(launchingContext: ModalNavigationPresentationAnimationLaunchingContext)
    /// Presenting a navigation controller built elsewhere.
    case modalEndpointNavigation(launchingContext: ModalEndpointNavigationPresentationAnimationLaunchingContext)
    /// Presenting a master-detail split modally.
    case modalMasterDetail(launchingContext: ModalMasterDetailPresentationAnimationLaunchingContext)
    /// Pushing onto a navigation stack.
    case push(launchingContext: PushAnimationLaunchingContext)
    /// Presenting a bare popover.
    case popover(launchingContext: PopoverPresentationAnimationLaunchingContext)
    /// Presenting a popover with a navigation controller.
    case popoverNavigation(launchingContext: PopoverNavigationPresentationAnimationLaunchingContext)

    /// The animator, to enable or disable its next animation.
    public var transitionsAnimatorBox: TransitionsAnimatorBox {
        switch self {
        case .modal(let c): TransitionsAnimatorBox(animator: c.animator)
        case .modalNavigation(let c): TransitionsAnimatorBox(animator: c.animator)
        case .modalEndpointNavigation(let c): TransitionsAnimatorBox(animator: c.animator)
        case .modalMasterDetail(let c): TransitionsAnimatorBox(animator: c.animator)
        case .push(let c): TransitionsAnimatorBox(animator: c.animator)
        case .popover(let c): TransitionsAnimatorBox(animator: c.animator)
        case .popoverNavigation(let c): TransitionsAnimatorBox(animator: c.animator)
        }
    }

    /// The controller the transition starts from (the presenting handler's current top).
    public var sourceViewController: ViewController? {
        switch self {
        case .modal(let c): c.sourceViewController
        case .modalNavigation(let c): c.sourceViewController
        case .modalEndpointNavigation(let c): c.sourceViewController
        case .modalMasterDetail(let c): c.sourceViewController
        case .push(let c): c.sourceViewController
        case .popover(let c): c.sourceViewController
        case .popoverNavigation(let c): c.sourceViewController
        }
    }

    /// Records the screen the transition starts from; the performing handler calls it.
    public mutating func appendSourceViewController(_ sourceViewController: ViewController) {
        switch self {
        case .modal(var c):
            c.sourceViewController = sourceViewController
            self = .modal(launchingContext: c)
        case .modalNavigation(var c):
            c.sourceViewController = sourceViewController
            self = .modalNavigation(launchingContext: c)
        case .modalEndpointNavigation(var c):
            c.sourceViewController = sourceViewController
            self = .modalEndpointNavigation(launchingContext: c)
        case .modalMasterDetail(var c):
            c.sourceViewController = sourceViewController
            self = .modalMasterDetail(launchingContext: c)
        case .push(var c):
            c.sourceViewController = sourceViewController
            self = .push(launchingContext: c)
        case .popover(var c):
            c.sourceViewController = sourceViewController
            self = .popover(launchingContext: c)
        case .popoverNavigation(var c):
            c.sourceViewController = sourceViewController
            self = .popoverNavigation(launchingContext: c)
        }
    }

    /// True for a push (the only kind a navigation stack keeps without chaining a handler).
    public var isPush: Bool {
        if case .push = self { return true }
        return false
    }

    /// True when the screen of this transition was already closed without Marshroute.
    public var isDescribingScreenThatWasAlreadyDismissedWithoutInvokingMarshroute: Bool {
        switch self {
        case .modal(let c): c.isDescribingScreenThatWasAlreadyDismissedWithoutInvokingMarshroute
        case .modalNavigation(let c): c.isDescribingScreenThatWasAlreadyDismissedWithoutInvokingMarshroute
        case .modalEndpointNavigation(let c): c.isDescribingScreenThatWasAlreadyDismissedWithoutInvokingMarshroute
        case .modalMasterDetail(let c): c.isDescribingScreenThatWasAlreadyDismissedWithoutInvokingMarshroute
        case .push(let c): c.isDescribingScreenThatWasAlreadyDismissedWithoutInvokingMarshroute
        case .popover(let c): c.isDescribingScreenThatWasAlreadyDismissedWithoutInvokingMarshroute
        case .popoverNavigation(let c): c.isDescribingScreenThatWasAlreadyDismissedWithoutInvokingMarshroute
        }
    }

    /// The same context without strong references, for history.
    func weakened() -> PresentationAnimationLaunchingContextBox {
        switch self {
        case .modalNavigation(var c):
            c.retained = []
            return .modalNavigation(launchingContext: c)
        case .modalEndpointNavigation(var c):
            c.retained = []
            return .modalEndpointNavigation(launchingContext: c)
        case .popoverNavigation(var c):
            c.retained = []
            return .popoverNavigation(launchingContext: c)
        default: return self
        }
    }
}
