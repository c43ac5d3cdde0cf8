import TerminalUI

// Modal transitions in four shapes: a bare controller, one in a navigation controller, an
// "endpoint" navigation controller the app did not build (a mail composer in UIKit), and a
// master-detail split. Each presents from the current top of the presenting handler and is
// undone by dismissing from the controller that presented it.

/// What a modal of any shape is presented with.
@MainActor
public struct ModalPresentationStyleOptions {
    public var presentationStyle: PresentationStyle
    public var transitionStyle: ModalTransitionStyle
    /// A custom look (set as the presented controller's `modalTransitionAnimation`).
    public var transitionAnimation: TransitionAnimation?

    public init(
        presentationStyle: PresentationStyle = .fullScreen, transitionStyle: ModalTransitionStyle = .coverVertical,
        transitionAnimation: TransitionAnimation? = nil
    ) {
        self.presentationStyle = presentationStyle
        self.transitionStyle = transitionStyle
        self.transitionAnimation = transitionAnimation
    }
}

/// The base of the modal animators: presents `presented` from `source` with the animator's
/// styles, and dismisses from the presenting controller.
@MainActor
open class BaseModalTransitionsAnimator: BaseTransitionsAnimator {
    /// The presentation style (UIKit's `modalPresentationStyle`): full screen, form sheet…
    open var targetModalPresentationStyle: PresentationStyle
    /// The built-in animation (UIKit's `modalTransitionStyle`).
    open var targetModalTransitionStyle: ModalTransitionStyle
    /// A custom animation, overriding the transition style.
    open var targetModalTransitionAnimation: TransitionAnimation?

    public init(
        targetModalTransitionStyle: ModalTransitionStyle? = nil, targetModalPresentationStyle: PresentationStyle? = nil,
        targetModalTransitionAnimation: TransitionAnimation? = nil
    ) {
        self.targetModalTransitionStyle = targetModalTransitionStyle ?? .coverVertical
        self.targetModalPresentationStyle = targetModalPresentationStyle ?? .fullScreen
        self.targetModalTransitionAnimation = targetModalTransitionAnimation
        super.init()
    }

    func present(_ presented: ViewController, from source: ViewController) {
        presented.modalTransitionStyle = targetModalTransitionStyle
        if let animation = targetModalTransitionAnimation { presented.modalTransitionAnimation = animation }
        presented.modalPresentationStyle = targetModalPresentationStyle
        source.present(presented, style: targetModalPresentationStyle, animated: consumeShouldAnimate())
    }

    func dismiss(from presenter: ViewController) {
        presenter.dismiss(animated: consumeShouldAnimate())
    }
}

// MARK: Bare modal

@MainActor
public struct ModalPresentationAnimationContext {
    public let targetViewController: ViewController
    public let sourceViewController: ViewController

    public init?(modalPresentationAnimationLaunchingContext context: ModalPresentationAnimationLaunchingContext) {
        guard let target = context.targetViewController, let source = context.sourceViewController else { return nil }
        targetViewController = target
        sourceViewController = source
    }
}

@MainActor
public struct ModalDismissalAnimationContext {
    /// The controller that presented the modal (what is dismissed from).
    public let targetViewController: ViewController
    public let sourceViewController: ViewController?

    public init?(modalDismissalAnimationLaunchingContext context: ModalDismissalAnimationLaunchingContext) {
        guard let target = context.targetViewController else { return nil }
        targetViewController = target
        sourceViewController = context.sourceViewController
    }
}

@MainActor
open class ModalTransitionsAnimator: BaseModalTransitionsAnimator, TransitionsAnimator {
    open func animatePerformingTransition(animationContext context: ModalPresentationAnimationContext) {
        present(context.targetViewController, from: context.sourceViewController)
    }

    open func animateUndoingTransition(animationContext context: ModalDismissalAnimationContext) {
        dismiss(from: context.targetViewController)
    }
}

// MARK: Modal in a navigation controller

@MainActor
public struct ModalNavigationPresentationAnimationContext {
    public let targetNavigationController: NavigationController
    public let targetViewController: ViewController
    public let sourceViewController: ViewController

    public init?(
        modalNavigationPresentationAnimationLaunchingContext context:
            ModalNavigationPresentationAnimationLaunchingContext
    ) {
        guard let navigation = context.targetNavigationController, let target = context.targetViewController,
            let source = context.sourceViewController
        else { return nil }
        targetNavigationController = navigation
        targetViewController = target
        sourceViewController = source
    }
}

@MainActor
public struct ModalNavigationDismissalAnimationContext {
    public let targetViewController: ViewController
    public let targetNavigationController: NavigationController?

    public init?(
        modalNavigationDismissalAnimationLaunchingContext context: ModalNavigationDismissalAnimationLaunchingContext
    ) {
        guard let target = context.targetViewController else { return nil }
        targetViewController = target
        targetNavigationController = context.targetNavigationController
    }
}

@MainActor
open class ModalNavigationTransitionsAnimator: BaseModalTransitionsAnimator, TransitionsAnimator {
    open func animatePerformingTransition(animationContext context: ModalNavigationPresentationAnimationContext) {
        present(context.targetNavigationController, from: context.sourceViewController)
    }

    open func animateUndoingTransition(animationContext context: ModalNavigationDismissalAnimationContext) {
        dismiss(from: context.targetViewController)
    }
}

// MARK: Endpoint navigation controller

@MainActor
public struct ModalEndpointNavigationPresentationAnimationContext {
    public let targetNavigationController: NavigationController
    public let sourceViewController: ViewController

    public init?(
        modalEndpointNavigationPresentationAnimationLaunchingContext context:
            ModalEndpointNavigationPresentationAnimationLaunchingContext
    ) {
        guard let navigation = context.targetNavigationController, let source = context.sourceViewController else {
            return nil
        }
        targetNavigationController = navigation
        sourceViewController = source
    }
}

@MainActor
public struct ModalEndpointNavigationDismissalAnimationContext {
    public let targetViewController: ViewController
    public let targetNavigationController: NavigationController?

    public init?(
        modalEndpointNavigationDismissalAnimationLaunchingContext context:
            ModalEndpointNavigationDismissalAnimationLaunchingContext
    ) {
        guard let target = context.targetViewController else { return nil }
        targetViewController = target
        targetNavigationController = context.targetNavigationController
    }
}

@MainActor
open class ModalEndpointNavigationTransitionsAnimator: BaseModalTransitionsAnimator, TransitionsAnimator {
    open func animatePerformingTransition(animationContext context: ModalEndpointNavigationPresentationAnimationContext)
    {
        present(context.targetNavigationController, from: context.sourceViewController)
    }

    open func animateUndoingTransition(animationContext context: ModalEndpointNavigationDismissalAnimationContext) {
        dismiss(from: context.targetViewController)
    }
}

// MARK: Master-detail

@MainActor
public struct ModalMasterDetailPresentationAnimationContext {
    public let targetViewController: SplitViewController
    public let sourceViewController: ViewController

    public init?(
        modalMasterDetailPresentationAnimationLaunchingContext context:
            ModalMasterDetailPresentationAnimationLaunchingContext
    ) {
        guard let target = context.targetViewController, let source = context.sourceViewController else { return nil }
        targetViewController = target
        sourceViewController = source
    }
}

@MainActor
public struct ModalMasterDetailDismissalAnimationContext {
    public let targetViewController: ViewController

    public init?(
        modalMasterDetailDismissalAnimationLaunchingContext context: ModalMasterDetailDismissalAnimationLaunchingContext
    ) {
        guard let target = context.targetViewController else { return nil }
        targetViewController = target
    }
}

@MainActor
open class ModalMasterDetailTransitionsAnimator: BaseModalTransitionsAnimator, TransitionsAnimator {
    open func animatePerformingTransition(animationContext context: ModalMasterDetailPresentationAnimationContext) {
        present(context.targetViewController, from: context.sourceViewController)
    }

    open func animateUndoingTransition(animationContext context: ModalMasterDetailDismissalAnimationContext) {
        dismiss(from: context.targetViewController)
    }
}
