import Marshroute
import TerminalUI

/// Navigates builder routes through Marshroute (Ariadne's `Router`): every screen it shows is a
/// module built from the seed of the transition that shows it, so it lands in history and its
/// own router works.
///
/// Every call works whether or not it is given a completion: the completion only hears the
/// outcome.
@MainActor
public final class BuilderRouter {
    let environment: ViewTransitionEnvironment

    /// `rootTransitionsHandler`: the app's root handler (a tab bar's, a navigation stack's),
    /// where Marshroute's topmost search starts. `viewFinder` (Ariadne's router's finder), when
    /// given, chooses the screen transitions work on instead of Marshroute's topmost rule, for
    /// the transitions that have no finder of their own.
    public init(stack: MarshrouteStack, rootTransitionsHandler: TransitionsHandlerBox, viewFinder: ViewFinder? = nil) {
        environment = ViewTransitionEnvironment(
            performer: RoutePerformer(stack: stack, rootTransitionsHandler: rootTransitionsHandler),
            viewFinder: viewFinder)
    }

    /// The router's finder, if it was given one.
    public var viewFinder: ViewFinder? { environment.viewFinder }

    /// Performs `route` with `context`; `completion` says whether it happened. A builder that
    /// throws ends in `false` and a reason printed through Marshroute's print plugin, never a
    /// crash.
    public func navigate<Builder: ViewBuilder, Transition: ViewTransition>(
        to route: BuilderRoute<Builder, Transition>, with context: Builder.Context, animated: Bool = true,
        completion: ((Bool) -> Void)? = nil
    ) {
        let done = run { try route.perform(with: context, in: environment, animated: animated) }
        completion?(done)
    }

    /// Performs a route whose builder needs no context (Ariadne's `navigate(to:completion:)`).
    public func navigate<Builder: ViewBuilder, Transition: ViewTransition>(
        to route: BuilderRoute<Builder, Transition>, animated: Bool = true, completion: ((Bool) -> Void)? = nil
    ) where Builder.Context == Void {
        navigate(to: route, with: (), animated: animated, completion: completion)
    }

    /// Performs `first`, then `second` when the first happened; one completion for both
    /// (Ariadne's chained route).
    public func navigate<B1: ViewBuilder, T1: ViewTransition, B2: ViewBuilder, T2: ViewTransition>(
        to first: BuilderRoute<B1, T1>, with firstContext: B1.Context,
        then second: BuilderRoute<B2, T2>, with secondContext: B2.Context, animated: Bool = true,
        completion: ((Bool) -> Void)? = nil
    ) {
        let done = run {
            try first.perform(with: firstContext, in: environment, animated: animated)
                && second.perform(with: secondContext, in: environment, animated: animated)
        }
        completion?(done)
    }

    /// Ariadne's updating route: when the screen the user sees already is a `ContextUpdatable`
    /// of the builder's type, it is updated with `context` instead of a new one being shown.
    /// The screen is found by the route's transition's finder, else the router's, else
    /// Marshroute's topmost screen.
    public func navigate<Builder: ViewBuilder, Transition: ViewTransition>(
        updatingOrShowing route: BuilderRoute<Builder, Transition>, with context: Builder.Context,
        animated: Bool = true, completion: ((Bool) -> Void)? = nil
    ) where Builder.ViewType: ContextUpdatable, Builder.ViewType.Context == Builder.Context {
        if let top = environment.visibleView(using: route.transition.viewFinder) as? Builder.ViewType {
            top.update(with: context)
            completion?(true)
            return
        }
        navigate(to: route, with: context, animated: animated, completion: completion)
    }

    func run(_ body: () throws -> Bool) -> Bool {
        do {
            return try body()
        } catch {
            MarshroutePrintManager.instance.print("route not shown: \(error)", separator: " ", terminator: "\n")
            return false
        }
    }
}

/// A screen that can take a new context in place (Ariadne's `ContextUpdatable`).
@MainActor
public protocol ContextUpdatable: ViewController {
    /// The type of the value the screen takes.
    associatedtype Context
    /// Takes `context` in place, without the screen being shown again.
    func update(with context: Context)
}
