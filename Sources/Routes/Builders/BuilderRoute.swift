import Marshroute
import TerminalUI

/// A builder and a transition: Ariadne's `Route`, named `BuilderRoute` here because Routing's
/// `Route` keeps its name in this module. Hooks run just before the transition, with the
/// screens it concerns.
@MainActor
public struct BuilderRoute<Builder: ViewBuilder, Transition: ViewTransition> {
    /// Builds the screen the route shows (``NonBuilder`` for routes that show nothing).
    public let builder: Builder
    /// Moves to the built screen, or away from the top one.
    public let transition: Transition
    /// Runs before a show transition presents the built screen, with the context and the
    /// screen the user sees now, which the new one will cover or replace (Ariadne's
    /// `prepareForShowTransition`).
    public var prepareForShow:
        ((_ view: Builder.ViewType, _ context: Builder.Context, _ hidden: ViewController?) -> Void)?
    /// Runs before a hide transition, with the screen it is about to hide (Ariadne's
    /// `prepareForHideTransition`); not called when there is nothing to hide.
    public var prepareForHide: ((_ visible: ViewController) -> Void)?
    /// Runs before a custom transition, with the screen the user sees (Ariadne's
    /// `prepareForCustomTransition`).
    public var prepareForCustom: ((_ visible: ViewController?) -> Void)?

    /// Pairs a builder with a transition.
    public init(builder: Builder, transition: Transition) {
        self.builder = builder
        self.transition = transition
    }

    /// Builds (for a show transition) and performs the transition; throws the builder's error.
    func perform(with context: Builder.Context, in environment: ViewTransitionEnvironment, animated: Bool) throws
        -> Bool
    {
        let hasHooks = prepareForShow != nil || prepareForHide != nil || prepareForCustom != nil
        let visible = hasHooks ? environment.visibleView(using: transition.viewFinder) : nil
        switch transition.kind {
        case .hide:
            if let visible { prepareForHide?(visible) }
            return try transition.perform(building: nil, in: environment, animated: animated)
        case .custom:
            prepareForCustom?(visible)
        case .show:
            break
        }
        return try transition.perform(
            building: { seed in
                let view = try builder.build(with: context, routerSeed: seed)
                prepareForShow?(view, context, visible)
                return view
            }, in: environment, animated: animated)
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

    /// This builder's screen in place of the topmost stack's last screen, of all of them, or of
    /// those a rule does not keep.
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
