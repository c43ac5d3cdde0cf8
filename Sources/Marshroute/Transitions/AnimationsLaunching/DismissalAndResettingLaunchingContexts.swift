import TerminalUI

// Undoing a transition is described by the context that performed it plus the controller to
// return to (the target of the entry before it).

@MainActor
public struct PopAnimationLaunchingContext {
    public fileprivate(set) weak var targetViewController: ViewController?
    public fileprivate(set) weak var navigationController: NavigationController?
    public let animator: NavigationTransitionsAnimator
}

@MainActor
public struct ModalDismissalAnimationLaunchingContext {
    public fileprivate(set) weak var targetViewController: ViewController?
    public fileprivate(set) weak var sourceViewController: ViewController?
    public let animator: ModalTransitionsAnimator
}

@MainActor
public struct ModalNavigationDismissalAnimationLaunchingContext {
    public fileprivate(set) weak var targetViewController: ViewController?
    public fileprivate(set) weak var targetNavigationController: NavigationController?
    public let animator: ModalNavigationTransitionsAnimator
}

@MainActor
public struct ModalEndpointNavigationDismissalAnimationLaunchingContext {
    public fileprivate(set) weak var targetViewController: ViewController?
    public fileprivate(set) weak var targetNavigationController: NavigationController?
    public let animator: ModalEndpointNavigationTransitionsAnimator
}

@MainActor
public struct ModalMasterDetailDismissalAnimationLaunchingContext {
    public fileprivate(set) weak var targetViewController: ViewController?
    public let animator: ModalMasterDetailTransitionsAnimator
}

@MainActor
public struct PopoverDismissalAnimationLaunchingContext {
    public fileprivate(set) weak var targetViewController: ViewController?
    public fileprivate(set) weak var popoverController: PopoverController?
    public let animator: PopoverTransitionsAnimator
}

@MainActor
public struct PopoverNavigationDismissalAnimationLaunchingContext {
    public fileprivate(set) weak var targetViewController: ViewController?
    public fileprivate(set) weak var popoverController: PopoverController?
    public let animator: PopoverNavigationTransitionsAnimator
}

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

// MARK: Resetting

@MainActor
public struct SettingNavigationAnimationLaunchingContext {
    public fileprivate(set) weak var rootViewController: ViewController?
    public fileprivate(set) weak var navigationController: NavigationController?
    public let animator: SetNavigationTransitionsAnimator

    public init(
        rootViewController: ViewController, navigationController: NavigationController,
        animator: SetNavigationTransitionsAnimator
    ) {
        self.rootViewController = rootViewController
        self.navigationController = navigationController
        self.animator = animator
    }
}

@MainActor
public struct ResettingNavigationAnimationLaunchingContext {
    public fileprivate(set) weak var rootViewController: ViewController?
    /// Set by the navigation handler that resets.
    public weak var navigationController: NavigationController?
    public weak var sourceViewController: ViewController?
    public let animator: ResetNavigationTransitionsAnimator

    public init(rootViewController: ViewController, animator: ResetNavigationTransitionsAnimator) {
        self.rootViewController = rootViewController
        self.animator = animator
    }
}

/// Registering a bare modal or popover controller, or an endpoint navigation controller, on
/// its handler: no animation, only the first history entry.
@MainActor
public struct RegisteringAnimationLaunchingContext {
    public fileprivate(set) weak var targetViewController: ViewController?

    public init(targetViewController: ViewController) {
        self.targetViewController = targetViewController
    }
}

/// A resetting transition of any kind.
@MainActor
public enum ResettingAnimationLaunchingContextBox {
    case settingNavigationRoot(launchingContext: SettingNavigationAnimationLaunchingContext)
    case resettingNavigationRoot(launchingContext: ResettingNavigationAnimationLaunchingContext)
    case registering(launchingContext: RegisteringAnimationLaunchingContext)
    case registeringEndpointNavigation(launchingContext: RegisteringAnimationLaunchingContext)

    public var resettingTransitionsAnimatorBox: ResettingTransitionsAnimatorBox? {
        switch self {
        case .settingNavigationRoot(let c): TransitionsAnimatorBox(animator: c.animator)
        case .resettingNavigationRoot(let c): TransitionsAnimatorBox(animator: c.animator)
        case .registering, .registeringEndpointNavigation: nil
        }
    }

    public mutating func appendSourceViewController(_ sourceViewController: ViewController) {
        if case .resettingNavigationRoot(var c) = self {
            c.sourceViewController = sourceViewController
            self = .resettingNavigationRoot(launchingContext: c)
        }
    }

    public var isResettingNavigationRoot: Bool {
        if case .resettingNavigationRoot = self { return true }
        return false
    }
}

/// How a history entry was made: by going forward, or by resetting.
@MainActor
public enum SourceAnimationLaunchingContextBox {
    case presentation(PresentationAnimationLaunchingContextBox)
    case resetting(ResettingAnimationLaunchingContextBox)

    /// A reset entry is never judged dismissed: it is the handler's root.
    public var isDescribingScreenThatWasAlreadyDismissedWithoutInvokingMarshroute: Bool {
        switch self {
        case .presentation(let box): box.isDescribingScreenThatWasAlreadyDismissedWithoutInvokingMarshroute
        case .resetting: false
        }
    }
}
