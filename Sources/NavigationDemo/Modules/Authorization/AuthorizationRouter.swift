import Marshroute

/// Authorization only ever closes itself: one router for both layouts.
@MainActor
final class AuthorizationRouterImpl: BaseRouter, AuthorizationRouter {}
