import Marshroute
import TerminalUI

/// Whether a transition shows a screen, hides one, or does something of its own; route hooks
/// run before show and hide transitions (Ariadne's `TransitionType`).
public enum ViewTransitionKind: Sendable {
    /// `show` presents a screen, `hide` removes one, `custom` does something of its own.
    case show, hide, custom
}

/// Moves between screens (Ariadne's `ViewTransition`), always through Marshroute: it gets a
/// builder for the new screen (nil for hide transitions) and the environment's Marshroute
/// state, and says whether it happened.
@MainActor
public protocol ViewTransition {
    /// Whether this transition shows or hides a screen.
    var kind: ViewTransitionKind { get }
    /// The finder this transition locates its screen with (Ariadne's transition `finder`);
    /// nil uses the router's, and without one, Marshroute's topmost handler.
    var viewFinder: ViewFinder? { get }
    /// Performs the transition.
    /// - Parameters:
    ///   - build: Builds the new screen from its seed; `nil` for hide transitions.
    ///   - environment: The Marshroute state the transition works with.
    ///   - animated: Whether to animate.
    /// - Returns: Whether the transition happened.
    func perform(
        building build: ((RouterSeed) throws -> ViewController)?, in environment: ViewTransitionEnvironment,
        animated: Bool
    ) throws -> Bool
}

extension ViewTransition {
    /// No finder of its own: the router's is used.
    public var viewFinder: ViewFinder? { nil }
}

/// What a transition may use: the Marshroute stack, the handler a transition would land on,
/// the router's view finder, and a router on any handler (its methods forward and record
/// history as a module's do).
@MainActor
public struct ViewTransitionEnvironment {
    let performer: RoutePerformer
    /// The router's finder; nil leaves the choice of handler to Marshroute's topmost rule.
    public let viewFinder: ViewFinder?

    /// The Marshroute stack routes run on.
    public var stack: MarshrouteStack { performer.stack }

    /// The deepest visible handler: where Marshroute forwards a transition.
    public var topmostHandler: AnimatingTransitionsHandler? { performer.topmostHandler() }

    /// The handler a transition works on: the one showing the screen `finder` (or the router's
    /// finder) finds; without a finder, Marshroute's topmost handler. Nil when the finder finds
    /// nothing, or a screen Marshroute did not show.
    public func handler(using finder: ViewFinder?) -> AnimatingTransitionsHandler? {
        guard let finder = finder ?? viewFinder else { return topmostHandler }
        return finder.currentlyVisibleView(startingFrom: nil).flatMap(handler(showing:))
    }

    /// The screen the user sees: found by `finder` (or the router's finder), else the top
    /// screen of Marshroute's topmost handler. Route hooks receive it.
    public func visibleView(using finder: ViewFinder?) -> ViewController? {
        if let finder = finder ?? viewFinder { return finder.currentlyVisibleView(startingFrom: nil) }
        return topmostHandler.flatMap(performer.topViewController(of:))
    }

    /// The Marshroute handler showing `viewController`: its navigation stack's, or the handler
    /// a modal or popover registered it with.
    public func handler(showing viewController: ViewController) -> AnimatingTransitionsHandler? {
        stack.transitionsHandlerFinder.animatingTransitionsHandler(
            showing: viewController)
    }

    /// A router on `handler`, to push, present or undo through Marshroute.
    public func router(on handler: AnimatingTransitionsHandler) -> BaseRouter {
        performer.transitionRouter(on: handler)
    }

    /// The screens of `handler`'s stack, root first, with their transitions.
    public func stackTransitions(of handler: AnimatingTransitionsHandler) -> [StackTransition] {
        stack.transitionsHistoryReader.stackTransitions(of: handler)
    }

    /// Builds with `build` inside a Marshroute transition and tells whether the screen reached
    /// history (a delegate may refuse a transition; a peek may freeze it).
    func showing(
        _ build: (RouterSeed) throws -> ViewController, _ transition: (@escaping (RouterSeed) -> ViewController) -> Void
    ) throws -> Bool {
        var seed: RouterSeed?
        var failure: (any Error)?
        withoutActuallyEscaping(build) { build in
            transition { routerSeed in
                seed = routerSeed
                do {
                    return try build(routerSeed)
                } catch {
                    failure = error
                    return ViewController()
                }
            }
        }
        if let failure {
            // Marshroute asks for the screen inside its transition, so a builder that threw
            // left a placeholder there: undo that transition before reporting the failure.
            if let seed, performer.isInHistory(seed) {
                seed.presentingTransitionsHandler?.undoTransitionWith(transitionId: seed.transitionId)
            }
            throw BuilderRouteError.builderFailed(failure)
        }
        return seed.map(performer.isInHistory) ?? false
    }
}

/// A transition that does nothing (Ariadne's `NonTransition`).
public struct NonTransition: ViewTransition {
    /// Creates the transition.
    public init() {}
    /// `custom`: no hooks run.
    public var kind: ViewTransitionKind { .custom }
    /// Does nothing and reports success.
    public func perform(
        building build: ((RouterSeed) throws -> ViewController)?, in environment: ViewTransitionEnvironment,
        animated: Bool
    ) throws -> Bool { true }
}

/// A transition of the app's own, from a closure.
@MainActor
public struct CustomTransition: ViewTransition {
    /// Whether the closure shows or hides a screen.
    public let kind: ViewTransitionKind
    private let body: (((RouterSeed) throws -> ViewController)?, ViewTransitionEnvironment, Bool) throws -> Bool

    /// A transition that runs `body` with the builder, the environment and the animation flag.
    public init(
        kind: ViewTransitionKind = .custom,
        _ body: @escaping (((RouterSeed) throws -> ViewController)?, ViewTransitionEnvironment, Bool) throws -> Bool
    ) {
        self.kind = kind
        self.body = body
    }

    /// Runs the closure.
    public func perform(
        building build: ((RouterSeed) throws -> ViewController)?, in environment: ViewTransitionEnvironment,
        animated: Bool
    ) throws -> Bool {
        try body(build, environment, animated)
    }
}
