import TerminalUI

/// The handler of a bare modal or popover controller (one not in a navigation controller).
/// It passes the six verbs to the coordinator and launches animations for it.
@MainActor
open class BaseAnimatingTransitionsHandler: AnimatingTransitionsHandler, TransitionsCoordinatorHolder {
    public let transitionsCoordinator: TransitionsCoordinator

    public init(transitionsCoordinator: TransitionsCoordinator) {
        self.transitionsCoordinator = transitionsCoordinator
    }

    /// The history goes with the handler (see `TransitionContextsStackClientProviderImpl`).
    isolated deinit {
        transitionsCoordinator.transitionsHandlerWasReleased(ObjectIdentifier(self))
    }

    // MARK: TransitionsHandler

    open func performTransition(context: PresentationTransitionContext) {
        transitionsCoordinator.coordinatePerformingTransition(context: context, forAnimatingTransitionsHandler: self)
    }

    open func undoTransitionsAfter(transitionId: TransitionId) {
        transitionsCoordinator.coordinateUndoingTransitionsAfter(
            transitionId: transitionId, forAnimatingTransitionsHandler: self)
    }

    open func undoTransitionWith(transitionId: TransitionId) {
        transitionsCoordinator.coordinateUndoingTransitionWith(
            transitionId: transitionId, forAnimatingTransitionsHandler: self)
    }

    open func undoAllChainedTransitions() {
        transitionsCoordinator.coordinateUndoingAllChainedTransitions(forAnimatingTransitionsHandler: self)
    }

    open func undoAllTransitions() {
        transitionsCoordinator.coordinateUndoingAllTransitions(forAnimatingTransitionsHandler: self)
    }

    open func resetWithTransition(context: ResettingTransitionContext) {
        transitionsCoordinator.coordinateResettingWithTransition(context: context, forAnimatingTransitionsHandler: self)
    }

    // MARK: TransitionAnimationsLauncher

    open func launchPresentationAnimation(launchingContextBox: inout PresentationAnimationLaunchingContextBox) {
        switch launchingContextBox {
        case .push:
            marshrouteAssertionFailure("you were supposed to create NavigationTransitionsHandlerImpl to push")
        case .modal(let launching):
            guard let context = ModalPresentationAnimationContext(modalPresentationAnimationLaunchingContext: launching)
            else { return }
            launching.animator.animatePerformingTransition(animationContext: context)
        case .modalNavigation(let launching):
            guard
                let context = ModalNavigationPresentationAnimationContext(
                    modalNavigationPresentationAnimationLaunchingContext: launching)
            else { return }
            launching.animator.animatePerformingTransition(animationContext: context)
        case .modalEndpointNavigation(let launching):
            guard
                let context = ModalEndpointNavigationPresentationAnimationContext(
                    modalEndpointNavigationPresentationAnimationLaunchingContext: launching)
            else { return }
            launching.animator.animatePerformingTransition(animationContext: context)
        case .modalMasterDetail(let launching):
            guard
                let context = ModalMasterDetailPresentationAnimationContext(
                    modalMasterDetailPresentationAnimationLaunchingContext: launching)
            else { return }
            launching.animator.animatePerformingTransition(animationContext: context)
        case .popover(let launching):
            guard
                let context = PopoverPresentationAnimationContext(
                    popoverPresentationAnimationLaunchingContext: launching)
            else { return }
            launching.animator.animatePerformingTransition(animationContext: context)
        case .popoverNavigation(let launching):
            guard
                let context = PopoverNavigationPresentationAnimationContext(
                    popoverNavigationPresentationAnimationLaunchingContext: launching)
            else { return }
            launching.animator.animatePerformingTransition(animationContext: context)
        }
    }

    open func launchDismissalAnimation(launchingContextBox: DismissalAnimationLaunchingContextBox) {
        switch launchingContextBox {
        case .pop:
            marshrouteAssertionFailure("you were supposed to create NavigationTransitionsHandlerImpl to pop")
        case .modal(let launching):
            guard let context = ModalDismissalAnimationContext(modalDismissalAnimationLaunchingContext: launching)
            else { return }
            launching.animator.animateUndoingTransition(animationContext: context)
        case .modalNavigation(let launching):
            guard
                let context = ModalNavigationDismissalAnimationContext(
                    modalNavigationDismissalAnimationLaunchingContext: launching)
            else { return }
            launching.animator.animateUndoingTransition(animationContext: context)
        case .modalEndpointNavigation(let launching):
            guard
                let context = ModalEndpointNavigationDismissalAnimationContext(
                    modalEndpointNavigationDismissalAnimationLaunchingContext: launching)
            else { return }
            launching.animator.animateUndoingTransition(animationContext: context)
        case .modalMasterDetail(let launching):
            guard
                let context = ModalMasterDetailDismissalAnimationContext(
                    modalMasterDetailDismissalAnimationLaunchingContext: launching)
            else { return }
            launching.animator.animateUndoingTransition(animationContext: context)
        case .popover(let launching):
            guard let context = PopoverDismissalAnimationContext(popoverDismissalAnimationLaunchingContext: launching)
            else { return }
            launching.animator.animateUndoingTransition(animationContext: context)
        case .popoverNavigation(let launching):
            guard
                let context = PopoverNavigationDismissalAnimationContext(
                    popoverNavigationDismissalAnimationLaunchingContext: launching)
            else { return }
            launching.animator.animateUndoingTransition(animationContext: context)
        }
    }

    open func launchResettingAnimation(launchingContextBox: inout ResettingAnimationLaunchingContextBox) {
        switch launchingContextBox {
        case .settingNavigationRoot(let launching):
            guard let context = SettingNavigationAnimationContext(settingNavigationAnimationLaunchingContext: launching)
            else { return }
            launching.animator.animateResettingWithTransition(animationContext: context)
        case .resettingNavigationRoot:
            marshrouteAssertionFailure(
                "you were supposed to create NavigationTransitionsHandlerImpl to reset a navigation root")
        case .registering, .registeringEndpointNavigation:
            break
        }
    }
}
