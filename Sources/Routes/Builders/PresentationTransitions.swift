import Marshroute
import TerminalUI

/// Presents the built screen over the topmost one, bare or in a navigation stack of its own
/// (Ariadne's `PresentationTransition`, and `embeddedInNavigation()`).
public struct PresentTransition: ViewTransition {
    public let embeddedInNavigation: Bool
    public init(embeddedInNavigation: Bool = false) { self.embeddedInNavigation = embeddedInNavigation }
    public var kind: ViewTransitionKind { .show }

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
    public init() {}
    public var kind: ViewTransitionKind { .hide }

    public func perform(
        building build: ((RouterSeed) throws -> ViewController)?, in environment: ViewTransitionEnvironment,
        animated: Bool
    ) throws -> Bool {
        guard let top = environment.topmostHandler,
            let presenter = (environment.stack.transitionsCoordinator as? TransitionsHistoryReading)?
                .presentingHandler(of: top)
        else { return false }
        presenter.undoAllChainedTransitions()
        return true
    }
}
