import Marshroute
import TerminalUI

/// Pushes the built screen onto the topmost navigation stack (Ariadne's `PushNavigationTransition`).
public struct PushTransition: ViewTransition {
    /// Creates the transition.
    public init() {}
    /// Whether this transition shows or hides a screen, which decides the route hooks that run.
    public var kind: ViewTransitionKind { .show }

    /// Pushes the built screen onto the topmost stack through Marshroute.
    /// - Returns: Whether the screen reached Marshroute's history.
    public func perform(
        building build: ((RouterSeed) throws -> ViewController)?, in environment: ViewTransitionEnvironment,
        animated: Bool
    ) throws -> Bool {
        guard let build, let handler = environment.topmostHandler else { return false }
        let animator = NavigationTransitionsAnimator()
        animator.shouldAnimate = animated
        return try environment.showing(build) { derive in
            environment.router(on: handler).pushViewControllerDerivedFrom(derive, animator: animator)
        }
    }
}

/// Goes back on the topmost navigation stack by undoing Marshroute transitions (Ariadne's pop
/// family): the last one, all after the root, or all after the first or the last screen of a
/// type. Undoing through the handler keeps history and screens together.
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
    /// Creates the transition; `.last` by default.
    public init(_ target: Target = .last) { self.target = target }
    /// Whether this transition shows or hides a screen, which decides the route hooks that run.
    public var kind: ViewTransitionKind { .hide }

    /// Undoes the Marshroute transitions above the target screen.
    /// - Returns: Whether anything was popped.
    public func perform(
        building build: ((RouterSeed) throws -> ViewController)?, in environment: ViewTransitionEnvironment,
        animated: Bool
    ) throws -> Bool {
        guard let handler = environment.topmostHandler else { return false }
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

/// Replaces the last screen of the topmost stack, or all of them, with the built screen
/// (Ariadne's replace transitions): the last is popped without animation, then the new one
/// pushed; replacing all resets the stack's root through Marshroute.
public struct ReplaceTransition: ViewTransition {
    /// What to replace: the top screen only, or the whole stack.
    public enum Target {
        /// Only the topmost screen.
        case last
        /// The whole stack: the new screen becomes its root.
        case all
    }

    /// What to replace.
    public let target: Target
    /// Creates the transition; `.last` by default.
    public init(_ target: Target = .last) { self.target = target }
    /// Whether this transition shows or hides a screen, which decides the route hooks that run.
    public var kind: ViewTransitionKind { .show }

    /// Replaces the top screen or the whole stack with the built screen through Marshroute.
    /// - Returns: Whether the screen reached Marshroute's history.
    public func perform(
        building build: ((RouterSeed) throws -> ViewController)?, in environment: ViewTransitionEnvironment,
        animated: Bool
    ) throws -> Bool {
        guard let build, let handler = environment.topmostHandler else { return false }
        switch target {
        case .last:
            let screens = environment.stackTransitions(of: handler)
            if screens.count > 1, let before = screens.dropLast().last {
                handler.undoTransitionsAfter(transitionId: before.transitionId)
            }
            return try PushTransition().perform(building: build, in: environment, animated: animated)
        case .all:
            let animator = ResetNavigationTransitionsAnimator()
            animator.shouldAnimate = animated
            return try environment.showing(build) { derive in
                environment.router(on: handler).setViewControllerDerivedFrom(derive, animator: animator)
            }
        }
    }
}
