import Marshroute
import TerminalUI
import Testing

@testable import Routes

/// The hook typed routes plug into: a `.typed` destination hands its value to the registry's
/// handler, for plans and for runs.
@Suite("Typed-route hook")
@MainActor
struct TypedRouteHookTests {
    struct TabRoute: Equatable {
        let title: String
    }

    final class RecordingHandler: TypedRouteHandling {
        var performed: [TabRoute] = []

        func plannedSteps(for route: Any, response: RouteResponse) throws -> [RoutePlanStep] {
            guard let tab = route as? TabRoute else { throw RouteDenial("not a tab route") }
            return [.typedRoute("select \(tab.title)")]
        }

        func perform(
            _ route: Any, response: RouteResponse, options: RouteOptions,
            completion: @escaping @MainActor (Result<[RoutePlanStep], any Error>) -> Void
        ) {
            guard let tab = route as? TabRoute else { return completion(.failure(RouteDenial("not a tab route"))) }
            performed.append(tab)
            completion(.success([.typedRoute("select \(tab.title)")]))
        }
    }

    @Test func aTypedDestinationGoesToTheHandler() throws {
        let registry = URLRouterRegistry()
        try registry.defaultRouter.register(
            "tabs/{title}",
            destination: .typed(name: "tab") { response in
                TabRoute(title: response["title"]!.description)
            })
        #expect(
            registry.plan("tabs/Recursion").error?.description
                == "'tabs/Recursion' is a typed route, but the registry has no typed-route handler")
        let handler = RecordingHandler()
        registry.typedRouteHandler = handler
        let plan = registry.plan("tabs/Recursion")
        #expect(plan.steps == [.typedRoute("select Recursion")])
        var response: RouteResponse?
        registry.route("tabs/Recursion").completion { response = $0 }.execute()
        #expect(handler.performed == [TabRoute(title: "Recursion")])
        #expect(response?.steps == plan.steps)
    }

    @Test func aTypedRouteThatCannotBeMadeFails() throws {
        let registry = URLRouterRegistry()
        registry.typedRouteHandler = RecordingHandler()
        try registry.defaultRouter.register(
            "tabs/{title}",
            destination: .typed(name: "tab") { _ in
                throw RouteDenial("no such tab")
            })
        var error: RouteError?
        registry.route("tabs/x").failure { error = $0 }.execute()
        #expect(error?.description == "'tabs/x' failed: no such tab")
    }
}
