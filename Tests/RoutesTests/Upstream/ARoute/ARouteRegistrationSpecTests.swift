import Marshroute
import TerminalUI
import Testing

@testable import Routes

/// ARoute's `ARouteRegistrationSpec` (Specta), each `describe` as a test, against a real
/// Marshroute stack. ARoute's view-controller classes are modules built from seeds here.
@Suite("ARoute's ARouteRegistrationSpec")
@MainActor
struct ARouteRegistrationSpecTests {
    private func module(_ title: String) -> RouteDestination {
        .module(name: title) { response, seed in RoutedScreen(title: title, seed: seed, response: response) }
    }

    @Test func whenRegisteringRouteWithClassParameters() throws {
        let app = RouteStack()
        try app.router.registerRoutes(["test/{testingParam|NSNumber}": module("Routable")])
        let response = try #require(app.run(app.registry.route("test/1234"))?.successValue)
        #expect(response.routeParameters.keys.first == "testingParam", "did map key")
        #expect(response.routeParameters.values.first == .int(1234), "did map value")
        #expect(response.destinationViewController != nil, "destination view controller exists")
    }

    @Test func whenRegisteringRouteWithParameters() throws {
        let app = RouteStack()
        try app.router.registerRoutes(["test": module("Routable")], parameters: ["key1": "value1"])
        let response = try #require(
            app.run(app.registry.route("test").parameters(["key2": "value2", "key1": "value3"]))?.successValue)
        #expect(response.parameters == ["key1": "value3", "key2": "value2"], "overridden by the call")
    }

    /// ARoute prestacks routes, a class and an instance; here routes and modules (a screen
    /// shown by Marshroute is built from the seed of its transition, so it cannot be a ready
    /// instance).
    @Test func whenRegisteringRouteWithEmbeddingInNavigationControllerWithStack() throws {
        let app = RouteStack()
        try app.router.registerRoutes([
            "home": module("Home"), "blue": module("Blue"), "yellow": module("Yellow"), "red": module("Red"),
        ])
        let response = try #require(
            app.run(
                app.registry.route("home").embedInNavigationController(prestacked: [
                    .route("red"), .route("yellow"),
                    .module(name: "Blue") { RoutedScreen(title: "Blue", seed: $0) },
                    .module(name: "Gray") { RoutedScreen(title: "Gray", seed: $0) },
                ]))?.successValue)
        let navigation = try #require(response.embeddingViewController as? NavigationController, "is a navigation")
        #expect(navigation.viewControllers.map(\.title) == ["Red", "Yellow", "Blue", "Gray", "Home"])
        #expect(app.assertions.failures.isEmpty)
    }
}
