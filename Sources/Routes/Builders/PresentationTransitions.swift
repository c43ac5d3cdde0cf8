import Marshroute
import TerminalUI

/// Presents the built screen over the topmost one (or the one its finder finds), bare or in a
/// navigation stack of its own (Ariadne's `PresentationTransition`, and `embeddedInNavigation()`).
public struct PresentTransition: ViewTransition {
    /// True to wrap the built screen in a navigation stack of its own, so it can push.
    public let embeddedInNavigation: Bool
    /// The finder that locates the screen to present over; nil uses the router's.
    public let viewFinder: ViewFinder?
    /// Creates the transition; `embeddedInNavigation` wraps the screen in a navigation stack;
    /// `finder` locates the screen to present over.
    public init(embeddedInNavigation: Bool = false, finder: ViewFinder? = nil) {
        self.embeddedInNavigation = embeddedInNavigation
        viewFinder = finder
    }
    /// Whether this transition shows or hides a screen, which decides the route hooks that run.
    public var kind: ViewTransitionKind { .show }

    /// Presents the built screen over the topmost one through Marshroute.
    /// - Returns: Whether the screen reached Marshroute's history.
    public func perform(
        building build: ((RouterSeed) throws -> ViewController)?, in environment: ViewTransitionEnvironment,
        animated: Bool
    ) throws -> Bool {
        guard let build, let handler = environment.handler(using: viewFinder) else { return false }
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

/// Closes the topmost presented screen, or the one its finder finds (Ariadne's
/// `DismissTransition`): the handler that presented it undoes the chained transition, as
/// `dismissCurrentModule()` would. A finder that finds the presenting screen closes what it
/// presents, as UIKit's `dismiss` does.
public struct DismissTransition: ViewTransition {
    /// The finder that locates the presented screen; nil uses the router's.
    public let viewFinder: ViewFinder?
    /// Creates the transition; `finder` locates the screen to close.
    public init(finder: ViewFinder? = nil) { viewFinder = finder }
    /// Whether this transition shows or hides a screen, which decides the route hooks that run.
    public var kind: ViewTransitionKind { .hide }

    /// Undoes the topmost chained transition through Marshroute.
    /// - Returns: Whether something was closed.
    public func perform(
        building build: ((RouterSeed) throws -> ViewController)?, in environment: ViewTransitionEnvironment,
        animated: Bool
    ) throws -> Bool {
        guard let handler = environment.handler(using: viewFinder) else { return false }
        // A finder may find the screen that presents (UIKit's `dismiss` on a presenting
        // controller closes what it presents); otherwise the found screen is the presented one.
        if environment.performer.hasChain(handler) {
            handler.undoAllChainedTransitions()
            return true
        }
        guard let presenter = environment.stack.transitionsHistoryReader.presentingHandler(of: handler)
        else { return false }
        presenter.undoAllChainedTransitions()
        return true
    }
}
