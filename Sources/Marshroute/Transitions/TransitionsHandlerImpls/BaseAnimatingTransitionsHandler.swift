import TerminalUI

/// The handler of a bare modal or popover controller (one not in a navigation controller).
/// It passes the six verbs to the coordinator and launches animations for it.
@MainActor
open class BaseAnimatingTransitionsHandler: AnimatingTransitionsHandler, TransitionsCoordinatorHolder {
    /// The coordinator the handler passes every verb to.
    public let transitionsCoordinator: TransitionsCoordinator

    /// Creates a handler wired to `transitionsCoordinator`. Stacks make handlers through a
    /// ``TransitionsHandlersProvider``.
    public init(transitionsCoordinator: TransitionsCoordinator) {
        self.transitionsCoordinator = transitionsCoordinator
    }

    /// The handler's history, made by its first reset. The handler keeps it, so it goes with
    /// the handler (see `TransitionContextsStackClientProviderImpl`).
    package var keptStackClient: TransitionContextsStackClient?

    // MARK: TransitionsHandler

    /// Goes forward: the coordinator performs the transition on the deepest visible handler.
    open func performTransition(context: PresentationTransitionContext) {
        transitionsCoordinator.coordinatePerformingTransition(context: context, forAnimatingTransitionsHandler: self)
    }

    /// Goes back to the module of `transitionId`, undoing everything shown after it.
    open func undoTransitionsAfter(transitionId: TransitionId) {
        transitionsCoordinator.coordinateUndoingTransitionsAfter(
            transitionId: transitionId, forAnimatingTransitionsHandler: self)
    }

    /// Removes the module of `transitionId` with everything shown after it.
    open func undoTransitionWith(transitionId: TransitionId) {
        transitionsCoordinator.coordinateUndoingTransitionWith(
            transitionId: transitionId, forAnimatingTransitionsHandler: self)
    }

    /// Closes the modals and popovers chained from this handler; pushes stay.
    open func undoAllChainedTransitions() {
        transitionsCoordinator.coordinateUndoingAllChainedTransitions(forAnimatingTransitionsHandler: self)
    }

    /// Returns to the root: pops every push and closes the chained modal or popover.
    open func undoAllTransitions() {
        transitionsCoordinator.coordinateUndoingAllTransitions(forAnimatingTransitionsHandler: self)
    }

    /// Sets or replaces this handler's root; the first reset creates its history.
    open func resetWithTransition(context: ResettingTransitionContext) {
        transitionsCoordinator.coordinateResettingWithTransition(context: context, forAnimatingTransitionsHandler: self)
    }

    // MARK: TransitionAnimationsLauncher

    /// Presents the screen the context describes (modally or in a popover) from the current top screen.
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

    /// Dismisses what the context describes, back to its target screen.
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

    /// Registers the screen the context describes as this handler's root; no animation.
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

extension BaseAnimatingTransitionsHandler: TransitionContextsStackClientKeeper {}
