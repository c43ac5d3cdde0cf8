import TerminalUI

@testable import Marshroute

/// Builds history entries by hand, for tests of the history stack and its client.
@MainActor
enum TransitionContextsCreator {
    /// A completed push of `target` by `handler`. With a navigation controller, the target is
    /// pushed onto it first, as the animator would have done.
    static func completedPushContext(
        target: ViewController, handler: AnimatingTransitionsHandler,
        navigationController: NavigationController? = nil,
        transitionId: TransitionId
    ) -> CompletedTransitionContext {
        var launching = PushAnimationLaunchingContext(
            targetViewController: target, animator: NavigationTransitionsAnimator())
        if let navigationController {
            launching.sourceViewController = navigationController.topViewController
            navigationController.pushViewController(target, animated: false)
            launching.navigationController = navigationController
        }
        return CompletedTransitionContext(
            transitionId: transitionId, sourceTransitionsHandler: handler, targetViewController: target,
            targetTransitionsHandlerBox: CompletedTransitionTargetTransitionsHandlerBox(
                animatingTransitionsHandler: handler),
            storableParameters: nil,
            sourceAnimationLaunchingContextBox: .presentation(.push(launchingContext: launching)))
    }

    /// A completed push whose screen was already released (a zombie).
    static func zombiePushContext(handler: AnimatingTransitionsHandler, transitionId: TransitionId)
        -> CompletedTransitionContext
    {
        completedPushContext(target: ViewController(), handler: handler, transitionId: transitionId)
    }

    /// A completed modal presentation of `target` (handled by `targetHandler`) by `handler`. With
    /// a presenter, the presenter presents the target first, as the animator would have done.
    static func completedModalContext(
        target: ViewController, handler: AnimatingTransitionsHandler,
        presenter: ViewController? = nil,
        targetHandler: AnimatingTransitionsHandler, transitionId: TransitionId
    ) -> CompletedTransitionContext {
        var launching = ModalPresentationAnimationLaunchingContext(
            targetViewController: target, animator: ModalTransitionsAnimator())
        if let presenter {
            launching.sourceViewController = presenter
            presenter.present(target, animated: false)
        }
        return CompletedTransitionContext(
            transitionId: transitionId, sourceTransitionsHandler: handler, targetViewController: target,
            targetTransitionsHandlerBox: CompletedTransitionTargetTransitionsHandlerBox(
                animatingTransitionsHandler: targetHandler),
            storableParameters: NavigationTransitionStorableParameters(presentedTransitionsHandler: targetHandler),
            sourceAnimationLaunchingContextBox: .presentation(.modal(launchingContext: launching)))
    }

    /// The first entry of a handler's history: a root set on its navigation controller.
    static func completedRootContext(
        root: ViewController, handler: AnimatingTransitionsHandler,
        navigationController: NavigationController, transitionId: TransitionId
    ) -> CompletedTransitionContext {
        navigationController.setViewControllers([root], animated: false)
        let launching = SettingNavigationAnimationLaunchingContext(
            rootViewController: root, navigationController: navigationController,
            animator: SetNavigationTransitionsAnimator())
        return CompletedTransitionContext(
            transitionId: transitionId, sourceTransitionsHandler: handler, targetViewController: root,
            targetTransitionsHandlerBox: CompletedTransitionTargetTransitionsHandlerBox(
                animatingTransitionsHandler: handler),
            storableParameters: nil,
            sourceAnimationLaunchingContextBox: .resetting(.settingNavigationRoot(launchingContext: launching)))
    }
}
