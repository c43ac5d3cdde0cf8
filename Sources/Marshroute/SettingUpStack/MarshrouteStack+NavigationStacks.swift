import TerminalUI

/// A navigation stack whose root module Marshroute set through the stack's own handler: what
/// an app's tabs, a modal's content or a window's root are made of.
@MainActor
public struct RootNavigationStack {
    /// The navigation controller to show (in a tab, a window, a modal).
    public let navigationController: NavigationController
    /// Its handler: the root module's router pushes through it.
    public let transitionsHandler: NavigationTransitionsHandler
    /// The root module's screen.
    public let rootViewController: ViewController
    /// The transition that set the root; the root module's router has it.
    public let transitionId: TransitionId
}

extension MarshrouteStack {
    /// The seed of a root module: it lives in `transitionsHandlerBox`, has the transition
    /// `transitionId` (a new one unless given), and nothing presents it.
    /// - Parameters:
    ///   - transitionsHandlerBox: The handler (or container handler) the module lives in.
    ///   - transitionId: The module's transition; a new one when nil.
    ///   - routerTransitionDelegate: Told before each transition the module's router starts.
    public func rootRouterSeed(
        transitionsHandlerBox: RouterTransitionsHandlerBox, transitionId: TransitionId? = nil,
        routerTransitionDelegate: RouterTransitionDelegate? = nil
    ) -> RouterSeed {
        RouterSeed(
            transitionsHandlerBox: transitionsHandlerBox,
            transitionId: transitionId ?? transitionIdGenerator.generateNewTransitionId(),
            presentingTransitionsHandler: nil, transitionsHandlersProvider: transitionsHandlersProvider,
            transitionIdGenerator: transitionIdGenerator, controllersProvider: routerControllersProvider,
            routerTransitionDelegate: routerTransitionDelegate)
    }

    /// Builds a navigation stack in one call: a navigation controller from the controllers
    /// provider, its handler, and a root module made from a root seed on that handler and set
    /// as the stack's root through it, so that history starts there.
    ///
    /// ```swift
    /// let notes = stack.makeNavigationStack { seed in
    ///     NotesViewController(router: NotesRouter(routerSeed: seed))
    /// }
    /// window.rootViewController = notes.navigationController
    /// ```
    /// - Parameters:
    ///   - transitionId: The root module's transition; a new one when nil (a tab bar's tabs
    ///     may share the application's).
    ///   - routerTransitionDelegate: Told before each transition the root's router starts.
    ///   - deriveViewController: Builds the root module from its seed; an error it throws is
    ///     thrown on, and nothing is set.
    /// - Returns: The stack, its handler and its root.
    public func makeNavigationStack(
        transitionId: TransitionId? = nil, routerTransitionDelegate: RouterTransitionDelegate? = nil,
        rootViewControllerDerivedFrom deriveViewController: (_ routerSeed: RouterSeed) throws -> ViewController
    ) rethrows -> RootNavigationStack {
        let navigationController = routerControllersProvider.navigationController()
        let handler = transitionsHandlersProvider.navigationTransitionsHandler(
            navigationController: navigationController)
        let seed = rootRouterSeed(
            transitionsHandlerBox: .animating(handler), transitionId: transitionId,
            routerTransitionDelegate: routerTransitionDelegate)
        let root = try deriveViewController(seed)
        handler.resetWithTransition(
            context: ResettingTransitionContext(
                settingRootViewController: root, forNavigationController: navigationController,
                navigationTransitionsHandler: handler, animator: SetNavigationTransitionsAnimator(),
                transitionId: seed.transitionId))
        return RootNavigationStack(
            navigationController: navigationController, transitionsHandler: handler, rootViewController: root,
            transitionId: seed.transitionId)
    }
}
