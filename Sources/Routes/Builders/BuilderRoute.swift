import Marshroute
import TerminalUI

/// A builder and a transition: Ariadne's `Route`, named `BuilderRoute` here because Routing's
/// `Route` keeps its name in this module. Hooks run just before show and hide transitions.
@MainActor
public struct BuilderRoute<Builder: ViewBuilder, Transition: ViewTransition> {
    /// Builds the screen the route shows (``NonBuilder`` for routes that show nothing).
    public let builder: Builder
    /// Moves to the built screen, or away from the top one.
    public let transition: Transition
    /// Runs on the built screen before a show transition presents it.
    public var prepareForShow: ((Builder.ViewType, Builder.Context) -> Void)?
    /// Runs before a hide transition.
    public var prepareForHide: (() -> Void)?

    /// Pairs a builder with a transition.
    public init(builder: Builder, transition: Transition) {
        self.builder = builder
        self.transition = transition
    }

    /// Builds (for a show transition) and performs the transition; throws the builder's error.
    func perform(with context: Builder.Context, in environment: ViewTransitionEnvironment, animated: Bool) throws
        -> Bool
    {
        if transition.kind == .hide { prepareForHide?() }
        let build: ((RouterSeed) throws -> ViewController)? =
            transition.kind == .hide
            ? nil
            : { seed in
                let view = try builder.build(with: context, routerSeed: seed)
                prepareForShow?(view, context)
                return view
            }
        return try transition.perform(building: build, in: environment, animated: animated)
    }
}

extension ViewBuilder {
    /// This builder's screen pushed on the topmost stack (Ariadne's `pushRoute()`).
    public func pushRoute() -> BuilderRoute<Self, PushTransition> {
        BuilderRoute(builder: self, transition: PushTransition())
    }

    /// This builder's screen presented over the topmost one (Ariadne's `presentRoute()`);
    /// `embeddedInNavigation` wraps it in a navigation stack of its own.
    public func presentRoute(embeddedInNavigation: Bool = false) -> BuilderRoute<Self, PresentTransition> {
        BuilderRoute(builder: self, transition: PresentTransition(embeddedInNavigation: embeddedInNavigation))
    }

    /// This builder's screen in place of the topmost stack's last screen, or of all of them.
    public func replaceRoute(_ target: ReplaceTransition.Target = .last) -> BuilderRoute<Self, ReplaceTransition> {
        BuilderRoute(builder: self, transition: ReplaceTransition(target))
    }

    /// This builder's screen shown by a transition of the app's own.
    public func with<T: ViewTransition>(_ transition: T) -> BuilderRoute<Self, T> {
        BuilderRoute(builder: self, transition: transition)
    }
}

extension BuilderRoute where Builder == NonBuilder, Transition == PopTransition {
    /// Back on the topmost stack (Ariadne's pop routes): the last screen, to the root, or to
    /// the first or last screen of a type.
    public static func pop(_ target: PopTransition.Target = .last) -> Self {
        BuilderRoute(builder: NonBuilder(), transition: PopTransition(target))
    }
}

extension BuilderRoute where Builder == NonBuilder, Transition == DismissTransition {
    /// Closes the topmost presented screen (Ariadne's dismiss route).
    public static var dismiss: Self { BuilderRoute(builder: NonBuilder(), transition: DismissTransition()) }
}
