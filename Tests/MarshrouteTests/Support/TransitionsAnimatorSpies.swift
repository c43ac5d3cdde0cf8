import TerminalUI

@testable import Marshroute

/// What an animator spy saw of one kind of animation: nothing yet, or the last context.
enum AnimatorSpyCall<Context> {
    case notCalled
    case called(Context)

    var context: Context? {
        if case .called(let context) = self { return context }
        return nil
    }

    var wasCalled: Bool { context != nil }
}

// Each spy subclasses a real animator, records the context it is called with, then lets the
// real animator do its work, so the containers change as they would in an app.

@MainActor
final class NavigationTransitionsAnimatorSpy: NavigationTransitionsAnimator {
    private(set) var animatePerforming: AnimatorSpyCall<PushAnimationContext> = .notCalled
    private(set) var animateUndoing: AnimatorSpyCall<PopAnimationContext> = .notCalled

    override func animatePerformingTransition(animationContext context: PushAnimationContext) {
        animatePerforming = .called(context)
        super.animatePerformingTransition(animationContext: context)
    }

    override func animateUndoingTransition(animationContext context: PopAnimationContext) {
        animateUndoing = .called(context)
        super.animateUndoingTransition(animationContext: context)
    }
}

@MainActor
final class ModalTransitionsAnimatorSpy: ModalTransitionsAnimator {
    private(set) var animatePerforming: AnimatorSpyCall<ModalPresentationAnimationContext> = .notCalled

    override func animatePerformingTransition(animationContext context: ModalPresentationAnimationContext) {
        animatePerforming = .called(context)
        super.animatePerformingTransition(animationContext: context)
    }
}

@MainActor
final class ModalNavigationTransitionsAnimatorSpy: ModalNavigationTransitionsAnimator {
    private(set) var animatePerforming: AnimatorSpyCall<ModalNavigationPresentationAnimationContext> = .notCalled
    private(set) var animateUndoing: AnimatorSpyCall<ModalNavigationDismissalAnimationContext> = .notCalled

    override func animatePerformingTransition(animationContext context: ModalNavigationPresentationAnimationContext) {
        animatePerforming = .called(context)
        super.animatePerformingTransition(animationContext: context)
    }

    override func animateUndoingTransition(animationContext context: ModalNavigationDismissalAnimationContext) {
        animateUndoing = .called(context)
        super.animateUndoingTransition(animationContext: context)
    }
}

@MainActor
final class ModalEndpointNavigationTransitionsAnimatorSpy: ModalEndpointNavigationTransitionsAnimator {
    private(set) var animatePerforming: AnimatorSpyCall<ModalEndpointNavigationPresentationAnimationContext> =
        .notCalled

    override func animatePerformingTransition(
        animationContext context: ModalEndpointNavigationPresentationAnimationContext
    ) {
        animatePerforming = .called(context)
        super.animatePerformingTransition(animationContext: context)
    }
}

@MainActor
final class ModalMasterDetailTransitionsAnimatorSpy: ModalMasterDetailTransitionsAnimator {
    private(set) var animatePerforming: AnimatorSpyCall<ModalMasterDetailPresentationAnimationContext> = .notCalled

    override func animatePerformingTransition(animationContext context: ModalMasterDetailPresentationAnimationContext) {
        animatePerforming = .called(context)
        super.animatePerformingTransition(animationContext: context)
    }
}

@MainActor
final class PopoverTransitionsAnimatorSpy: PopoverTransitionsAnimator {
    private(set) var animatePerforming: AnimatorSpyCall<PopoverPresentationAnimationContext> = .notCalled

    override func animatePerformingTransition(animationContext context: PopoverPresentationAnimationContext) {
        animatePerforming = .called(context)
        super.animatePerformingTransition(animationContext: context)
    }
}

@MainActor
final class PopoverNavigationTransitionsAnimatorSpy: PopoverNavigationTransitionsAnimator {
    private(set) var animatePerforming: AnimatorSpyCall<PopoverNavigationPresentationAnimationContext> = .notCalled

    override func animatePerformingTransition(animationContext context: PopoverNavigationPresentationAnimationContext) {
        animatePerforming = .called(context)
        super.animatePerformingTransition(animationContext: context)
    }
}

@MainActor
final class ResetNavigationTransitionsAnimatorSpy: ResetNavigationTransitionsAnimator {
    private(set) var animateResetting: AnimatorSpyCall<ResettingNavigationAnimationContext> = .notCalled

    override func animateResettingWithTransition(animationContext context: ResettingNavigationAnimationContext) {
        animateResetting = .called(context)
        super.animateResettingWithTransition(animationContext: context)
    }
}
