import Marshroute
import TerminalUI

/// Pushes the built screen onto the topmost navigation stack (Ariadne's `PushNavigationTransition`),
/// or onto the stack of the screen its finder finds.
public struct PushTransition: ViewTransition {
    /// The finder that locates the stack to push onto; nil uses the router's.
    public let viewFinder: ViewFinder?
    /// Creates the transition; `finder` locates the stack (nil: the router's choice).
    public init(finder: ViewFinder? = nil) { viewFinder = finder }
    /// Whether this transition shows or hides a screen, which decides the route hooks that run.
    public var kind: ViewTransitionKind { .show }

    /// Pushes the built screen onto the stack through Marshroute.
    /// - Returns: Whether the screen reached Marshroute's history.
    public func perform(
        building build: ((RouterSeed) throws -> ViewController)?, in environment: ViewTransitionEnvironment,
        animated: Bool
    ) throws -> Bool {
        guard let build, let handler = environment.handler(using: viewFinder) else { return false }
        let animator = NavigationTransitionsAnimator()
        animator.shouldAnimate = animated
        return try environment.showing(build) { derive in
            environment.router(on: handler).pushViewControllerDerivedFrom(derive, animator: animator)
        }
    }
}

/// Goes back on the topmost navigation stack (or the one its finder finds) by undoing
/// Marshroute transitions (Ariadne's pop family): the last one, all after the root, or all
/// after the first or the last screen of a type. Undoing through the handler keeps history and
/// screens together.
public struct PopTransition: ViewTransition {
    /// Which screen to go back to.
    public enum Target {
        /// The screen below the top one.
        case last
        /// The root of the stack.
        case root
        /// The first (lowest) screen of this type.
        case firstOf(ViewController.Type)
        /// The last (highest) screen of this type.
        case lastOf(ViewController.Type)
    }

    /// Which screen to go back to.
    public let target: Target
    /// The finder that locates the stack; nil uses the router's.
    public let viewFinder: ViewFinder?
    /// Creates the transition; `.last` by default; `finder` locates the stack.
    public init(_ target: Target = .last, finder: ViewFinder? = nil) {
        self.target = target
        viewFinder = finder
    }
    /// Whether this transition shows or hides a screen, which decides the route hooks that run.
    public var kind: ViewTransitionKind { .hide }

    /// Undoes the Marshroute transitions above the target screen.
    /// - Returns: Whether anything was popped.
    public func perform(
        building build: ((RouterSeed) throws -> ViewController)?, in environment: ViewTransitionEnvironment,
        animated: Bool
    ) throws -> Bool {
        guard let handler = environment.handler(using: viewFinder) else { return false }
        let screens = environment.stackTransitions(of: handler)
        guard screens.count > 1 else { return false }
        let keep: StackTransition?
        switch target {
        case .last: keep = screens[screens.count - 2]
        case .root: keep = screens.first
        case .firstOf(let type): keep = screens.first { Swift.type(of: $0.viewController) == type }
        case .lastOf(let type): keep = screens.last { Swift.type(of: $0.viewController) == type }
        }
        guard let keep, keep.transitionId != screens.last?.transitionId else { return false }
        handler.undoTransitionsAfter(transitionId: keep.transitionId)
        return true
    }
}

/// Replaces screens of the topmost stack (or the one its finder finds) with the built screen
/// (Ariadne's replace transitions): the last one, all of them, or all but those a rule keeps.
/// Screens are removed by undoing their transitions without animation, then the new one is
/// pushed; replacing all resets the stack's root through Marshroute.
public struct ReplaceTransition: ViewTransition {
    /// What to replace.
    public enum Target {
        /// Only the topmost screen.
        case last
        /// The whole stack: the new screen becomes its root.
        case all
        /// Ariadne's custom behaviour: `keep` gets the stack's screens, root first, and returns
        /// those to keep; the new screen goes on top of them. Marshroute undoes transitions from
        /// the top, so the kept screens must be the bottom of the stack (a prefix, possibly
        /// empty); a rule that keeps a screen above one it drops fails the route, in words.
        case custom(keep: @MainActor ([ViewController]) -> [ViewController])
    }

    /// What to replace.
    public let target: Target
    /// The finder that locates the stack; nil uses the router's.
    public let viewFinder: ViewFinder?
    /// Creates the transition; `.last` by default; `finder` locates the stack.
    public init(_ target: Target = .last, finder: ViewFinder? = nil) {
        self.target = target
        viewFinder = finder
    }
    /// Whether this transition shows or hides a screen, which decides the route hooks that run.
    public var kind: ViewTransitionKind { .show }

    /// Replaces screens of the stack with the built screen through Marshroute.
    /// - Returns: Whether the screen reached Marshroute's history.
    public func perform(
        building build: ((RouterSeed) throws -> ViewController)?, in environment: ViewTransitionEnvironment,
        animated: Bool
    ) throws -> Bool {
        guard let build, let handler = environment.handler(using: viewFinder) else { return false }
        let screens = environment.stackTransitions(of: handler)
        let kept: Int
        switch target {
        case .last: kept = max(screens.count - 1, 1)
        case .all: kept = 0
        case .custom(let keep):
            let chosen = keep(screens.map(\.viewController))
            guard chosen.count <= screens.count, zip(chosen, screens).allSatisfy({ $0 === $1.viewController }) else {
                throw BuilderRouteError.transitionFailed(
                    "the screens to keep must be the bottom of the stack, in order: Marshroute removes screens "
                        + "from the top")
            }
            kept = chosen.count
        }
        guard kept > 0 else {
            let animator = ResetNavigationTransitionsAnimator()
            animator.shouldAnimate = animated
            return try environment.showing(build) { derive in
                environment.router(on: handler).setViewControllerDerivedFrom(derive, animator: animator)
            }
        }
        if kept < screens.count { handler.undoTransitionsAfter(transitionId: screens[kept - 1].transitionId) }
        let animator = NavigationTransitionsAnimator()
        animator.shouldAnimate = animated
        return try environment.showing(build) { derive in
            environment.router(on: handler).pushViewControllerDerivedFrom(derive, animator: animator)
        }
    }
}
