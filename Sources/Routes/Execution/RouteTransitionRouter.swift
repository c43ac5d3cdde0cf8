import Marshroute

/// The router routes show modules with: a plain Marshroute router on the handler a route's
/// transition starts from, so every route uses Marshroute's own push, modal, popover and set
/// methods (forwarding, history, animators, peek) and nothing else.
@MainActor
final class RouteTransitionRouter: BaseRouter {}
