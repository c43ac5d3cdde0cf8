import Marshroute
import TerminalUI

/// One call of a route, configured fluently as in ARoute and then run:
///
/// ```swift
/// registry.route("adverts/16?from=prompt")
///     .animated(false)
///     .parameters(["source": "deep link"])
///     .completion { response in … }
///     .failure { error in print(error) }
///     .execute()
/// ```
///
/// Each option returns a new request; nothing happens until `execute()`, `push()`,
/// `response()`, `plan()` or `viewController()`.
@MainActor
public struct RouteRequest {
    /// The URL as given.
    public let url: String
    /// The router asked directly, or nil to route by the URL's scheme.
    let router: URLRouter?
    weak var registry: URLRouterRegistry?
    var callParameters: RouteParameters = [:]
    var options = RouteOptions()
    var presentationOverride: RoutePresentation?
    var containerEmbedding: RouteContainerEmbedding?
    var embeddingOverride: (@MainActor () -> RouteEmbeddable)?
    var protectOverride: RouteGuard?
    var completionHandler: (@MainActor (RouteResponse) -> Void)?
    var failureHandler: (@MainActor (RouteError) -> Void)?

    init(url: String, router: URLRouter?, registry: URLRouterRegistry?) {
        self.url = url
        self.router = router
        self.registry = registry
    }

    private func with(_ change: (inout RouteRequest) -> Void) -> RouteRequest {
        var copy = self
        change(&copy)
        return copy
    }

    // MARK: Options

    /// ARoute's `animated:`: false shows the module without animation.
    public func animated(_ animated: Bool) -> RouteRequest { with { $0.options.animated = animated } }

    /// A Marshroute animator of the presentation's kind (ARoute's custom animations); a
    /// presentation of another kind refuses it (`RouteError.invalidOption`).
    public func animator(_ animator: RouteAnimator) -> RouteRequest { with { $0.options.animator = animator } }

    /// A push's animator: ``animator(_:)`` with `.push(animator)`.
    public func animator(_ animator: NavigationTransitionsAnimator) -> RouteRequest { self.animator(.push(animator)) }

    /// A modal's (or a modal tab bar's) animator: ``animator(_:)`` with `.modal(animator)`.
    public func animator(_ animator: ModalTransitionsAnimator) -> RouteRequest { self.animator(.modal(animator)) }

    /// A modal navigation stack's animator: ``animator(_:)`` with `.modalNavigation(animator)`.
    public func animator(_ animator: ModalNavigationTransitionsAnimator) -> RouteRequest {
        self.animator(.modalNavigation(animator))
    }

    /// A popover's animator: ``animator(_:)`` with `.popover(animator)`.
    public func animator(_ animator: PopoverTransitionsAnimator) -> RouteRequest { self.animator(.popover(animator)) }

    /// A popover navigation stack's animator: ``animator(_:)`` with `.popoverNavigation(animator)`.
    public func animator(_ animator: PopoverNavigationTransitionsAnimator) -> RouteRequest {
        self.animator(.popoverNavigation(animator))
    }

    /// A new stack root's animator (`.setStackRoot`, `.detail`): ``animator(_:)`` with `.setRoot(animator)`.
    public func animator(_ animator: ResetNavigationTransitionsAnimator) -> RouteRequest {
        self.animator(.setRoot(animator))
    }

    /// The call's own parameters: they override the query's and the registration's.
    public func parameters(_ parameters: RouteParameters) -> RouteRequest {
        with { $0.callParameters.merge(parameters) { _, new in new } }
    }

    /// Replaces the registration's guard for this call (ARoute's rule: the call's wins).
    public func protect(_ routeGuard: RouteGuard) -> RouteRequest { with { $0.protectOverride = routeGuard } }

    /// Replaces the registration's guard for this call with a closure (the guard is named `protect`).
    public func protect(_ evaluate: @escaping @MainActor (RouteResponse) -> RouteVerdict) -> RouteRequest {
        protect(RouteGuard("protect", evaluate))
    }

    /// Shows the module another way than the registration says.
    public func presentation(_ presentation: RoutePresentation) -> RouteRequest {
        with { $0.presentationOverride = presentation }
    }

    /// ARoute's `embedInNavigationController:`: the module is presented in a new navigation
    /// stack, on top of `prestacked` earlier screens, in the registration's modal style unless
    /// `style` is given.
    public func embedInNavigationController(prestacked: [RoutePrestackItem] = [], style: ModalPresentationStyle? = nil)
        -> RouteRequest
    {
        with { $0.containerEmbedding = .navigation(prestacked: prestacked, style: style) }
    }

    /// ARoute's `embedInTabBarController`: the module is presented as the only tab of a new
    /// tab bar, in the registration's modal style unless `style` is given. The tab bar has a
    /// Marshroute handler of its own, so the module's router dismisses it as any module's does.
    public func embedInTabBarController(style: ModalPresentationStyle? = nil) -> RouteRequest {
        with { $0.containerEmbedding = .tabBar(style: style) }
    }

    /// ARoute's `embedIn:`: the module is handed to this container, which is shown instead.
    public func embed(in container: @escaping @MainActor () -> RouteEmbeddable) -> RouteRequest {
        with { $0.embeddingOverride = container }
    }

    /// Called with the response when the route has run.
    public func completion(_ handler: @escaping @MainActor (RouteResponse) -> Void) -> RouteRequest {
        with { $0.completionHandler = handler }
    }

    /// Called with the error when the route did not run.
    public func failure(_ handler: @escaping @MainActor (RouteError) -> Void) -> RouteRequest {
        with { $0.failureHandler = handler }
    }

    // MARK: Running

    /// Runs the route with its presentation.
    public func execute() {
        RouteExecution(request: self).run()
    }

    /// Runs the route and calls `completion` with its response (ARoute's `execute:`).
    public func execute(_ completion: @escaping @MainActor (RouteResponse) -> Void) {
        self.completion(completion).execute()
    }

    /// Runs the route, pushing its module onto the topmost navigation stack (ARoute's `push`).
    public func push() {
        presentation(.push).execute()
    }

    /// Runs the route and returns its response once it has run.
    public func response() async throws(RouteError) -> RouteResponse {
        let result = await withCheckedContinuation {
            (continuation: CheckedContinuation<Result<RouteResponse, RouteError>, Never>) in
            self.completion { continuation.resume(returning: .success($0)) }
                .failure { continuation.resume(returning: .failure($0)) }
                .execute()
        }
        return try result.get()
    }
}

/// A container a call embeds the module in (ARoute's embedding types): the last one asked wins.
enum RouteContainerEmbedding {
    case navigation(prestacked: [RoutePrestackItem], style: ModalPresentationStyle?)
    case tabBar(style: ModalPresentationStyle?)
}
