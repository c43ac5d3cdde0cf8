import Marshroute
import TerminalUI

/// Presents the built screen over the topmost one, bare or in a navigation stack of its own
/// (Ariadne's `PresentationTransition`, and `embeddedInNavigation()`).
public struct PresentTransition: ViewTransition {
    /// True to wrap the built screen in a navigation stack of its own, so it can push.
    public let embeddedInNavigation: Bool
    /// Creates the transition; `embeddedInNavigation` wraps the screen in a navigation stack.
    public init(embeddedInNavigation: Bool = false) { self.embeddedInNavigation = embeddedInNavigation }
    /// Whether this transition shows or hides a screen, which decides the route hooks that run.
    public var kind: ViewTransitionKind { .show }

    /// Presents the built screen over the topmost one through Marshroute.
    /// - Returns: Whether the screen reached Marshroute's history.
    public func perform(
        building build: ((RouterSeed) throws -> ViewController)?, in environment: ViewTransitionEnvironment,
        animated: Bool
    ) throws -> Bool {
        guard let build, let handler = environment.topmostHandler else { return false }
        let router = environment.router(on: handler)
        return try environment.showing(build) { derive in
            if embeddedInNavigation {
                let animator = ModalNavigationTransitionsAnimator()
                animator.shouldAnimate = animated
                router.presentModalNavigationControllerWithRootViewControllerDerivedFrom(derive, animator: animator)
            } else {
                let animator = ModalTransitionsAnimator()
                animator.shouldAnimate = animated
                router.presentModalViewControllerDerivedFrom(derive, animator: animator)
            }
        }
    }
}

/// Closes the topmost presented screen (Ariadne's `DismissTransition`): the handler below it
/// undoes the chained transition, as `dismissCurrentModule()` would.
public struct DismissTransition: ViewTransition {
    /// Creates the transition.
    public init() {}
    /// Whether this transition shows or hides a screen, which decides the route hooks that run.
    public var kind: ViewTransitionKind { .hide }

    /// Undoes the topmost chained transition through Marshroute.
    /// - Returns: Whether something was closed.
    public func perform(
        building build: ((RouterSeed) throws -> ViewController)?, in environment: ViewTransitionEnvironment,
        animated: Bool
    ) throws -> Bool {
        guard let top = environment.topmostHandler,
            let presenter = environment.stack.transitionsHistoryReader.presentingHandler(of: top)
        else { return false }
        presenter.undoAllChainedTransitions()
        return true
    }
}
