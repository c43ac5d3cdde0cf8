import Marshroute

/// The per-call options of a route: animation, a custom Marshroute animator. (Presentation,
/// parameters and the guard override are set on the request too.)
@MainActor
public struct RouteOptions {
    /// False turns the transition's animation off (Marshroute's `shouldAnimate`).
    public var animated = true
    /// An animator of the kind the presentation uses (`.push(…)` for a push, `.modal(…)` for
    /// a modal, …); another kind is an error.
    public var animator: RouteAnimator?

    /// Creates options; by default the route is animated with the presentation's usual animator.
    public init(animated: Bool = true, animator: RouteAnimator? = nil) {
        self.animated = animated
        self.animator = animator
    }
}
