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

@MainActor
public struct PopoverPresentationAnimationLaunchingContext {
    public let transitionStyle: PopoverTransitionStyle
    public private(set) weak var targetViewController: ViewController?
    public private(set) weak var popoverController: PopoverController?
    public weak var sourceViewController: ViewController?
    public let animator: PopoverTransitionsAnimator

    public init(
        transitionStyle: PopoverTransitionStyle, targetViewController: ViewController,
        popoverController: PopoverController, animator: PopoverTransitionsAnimator
    ) {
        self.transitionStyle = transitionStyle
        self.targetViewController = targetViewController
        self.popoverController = popoverController
        self.animator = animator
    }

    /// Closed without Marshroute: the popover is no longer visible.
    public var isDescribingScreenThatWasAlreadyDismissedWithoutInvokingMarshroute: Bool {
        targetViewController == nil || popoverController?.isPopoverVisible != true
    }
}

@MainActor
public struct PopoverNavigationPresentationAnimationLaunchingContext {
    public let transitionStyle: PopoverTransitionStyle
    public private(set) weak var targetViewController: ViewController?
    public private(set) weak var targetNavigationController: NavigationController?
    public private(set) weak var popoverController: PopoverController?
    public weak var sourceViewController: ViewController?
    public let animator: PopoverNavigationTransitionsAnimator
    var retained: [AnyObject]

    public init(
        transitionStyle: PopoverTransitionStyle, targetViewController: ViewController,
        targetNavigationController: NavigationController, popoverController: PopoverController,
        animator: PopoverNavigationTransitionsAnimator
    ) {
        self.transitionStyle = transitionStyle
        self.targetViewController = targetViewController
        self.targetNavigationController = targetNavigationController
        self.popoverController = popoverController
        self.animator = animator
        retained = [targetNavigationController]
    }

    public var isDescribingScreenThatWasAlreadyDismissedWithoutInvokingMarshroute: Bool {
        targetViewController == nil || popoverController?.isPopoverVisible != true
    }
}

/// A forward transition of any kind, as handed to an animating handler.
@MainActor
public enum PresentationAnimationLaunchingContextBox {
    case modal(launchingContext: ModalPresentationAnimationLaunchingContext)
    case modalNavigation(launchingContext: ModalNavigationPresentationAnimationLaunchingContext)
    case modalEndpointNavigation(launchingContext: ModalEndpointNavigationPresentationAnimationLaunchingContext)
    case modalMasterDetail(launchingContext: ModalMasterDetailPresentationAnimationLaunchingContext)
    case push(launchingContext: PushAnimationLaunchingContext)
    case popover(launchingContext: PopoverPresentationAnimationLaunchingContext)
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
