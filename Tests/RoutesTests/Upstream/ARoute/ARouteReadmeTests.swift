import Foundation
import Marshroute
import TerminalUI
import Testing

@testable import Routes

/// Every example of ARoute's README, re-expressed in Swift against a real Marshroute stack.
@Suite("ARoute's README")
@MainActor
struct ARouteReadmeTests {
    @Test func routeRegistrationAndExecution() throws {
        let app = RouteStack()
        try app.registerScreen("home", title: "Home screen")
        try app.registerScreen("user-profile/{userId}", title: "User")
        let response = try #require(app.run(app.registry.route("user-profile/12345"))?.successValue)
        #expect(app.topTitle == "User")
        #expect(response.routeParameters == ["userId": "12345"])
        #expect(response.destinationViewController === app.topScreen)
        #expect((app.topScreen as? RoutedScreen)?.response?.routeParameters == ["userId": "12345"])
        #expect(app.assertions.failures.isEmpty)
    }

    @Test func animationsCanBeTurnedOffPerCall() throws {
        let app = RouteStack()
        app.window.animationsEnabled = true
        try app.registerScreen("user-profile/{userId}", title: "User")
        app.registry.route("user-profile/1").animated(false).execute()
        #expect(!app.window.isAnimating)
        #expect(app.topTitle == "User")
        app.registry.route("user-profile/2").execute()
        #expect(app.window.isAnimating)
    }

    /// Registration defaults < query < the call's own parameters.
    @Test func parametersAreMergedAndTheCallWins() throws {
        let app = RouteStack()
        try app.router.register("message", parameters: ["message": "some default message", "page": 1], callback: "m") {
            _ in
        }
        let response = try #require(
            app.run(app.registry.route("message?page=2&sort=price").parameters(["message2": "Another message"]))?
                .successValue)
        #expect(
            response.parameters == [
                "message": "some default message", "message2": "Another message", "page": "2", "sort": "price",
            ])
        let overridden = try #require(
            app.run(app.registry.route("message?page=2").parameters(["page": 3, "message": "mine"]))?.successValue)
        #expect(overridden.parameters == ["message": "mine", "page": 3])
    }

    @Test func callbacks() throws {
        let app = RouteStack()
        var deleted: [Int] = []
        try app.router.register("friends/{userId|number}/delete", callback: "delete friend") { response in
            deleted.append(response["userId"]!.intValue!)
        }
        let response = try #require(app.run(app.registry.route("friends/7/delete"))?.successValue)
        #expect(deleted == [7])
        #expect(response.steps == [.callback("delete friend")])
        #expect(response.destinationViewController == nil)
    }

    @Test func customAnimationsUseAMarshrouteAnimator() throws {
        final class CountingAnimator: NavigationTransitionsAnimator {
            var pushes = 0
            override func animatePerformingTransition(animationContext context: PushAnimationContext) {
                pushes += 1
                super.animatePerformingTransition(animationContext: context)
            }
        }
        let app = RouteStack()
        try app.registerScreen("user-profile/{userId}", title: "User")
        let animator = CountingAnimator()
        _ = app.run(app.registry.route("user-profile/1").animator(animator))
        #expect(animator.pushes == 1)
        let wrongKind = app.run(app.registry.route("user-profile/2").animator(ModalTransitionsAnimator()))
        guard case .invalidOption = wrongKind?.failureValue else {
            Issue.record("an animator of the wrong kind was accepted: \(String(describing: wrongKind))")
            return
        }
    }

    /// `embedInNavigationController:` with prestacked items: an instance, then another route,
    /// then the route's own module on top.
    @Test func embeddingInANavigationControllerWithPrestackedScreens() throws {
        let app = RouteStack()
        try app.registerScreen("user/{userId}/details", title: "UserProfileDetails")
        try app.registerScreen("user/{userId}/photos", title: "UserPhotos")
        let response = try #require(
            app.run(
                app.registry.route("user/123456/photos").embedInNavigationController(prestacked: [
                    .module(name: "FriendsList") { RoutedScreen(title: "FriendsList", seed: $0) },
                    .route("user/123456/details"),
                ]))?.successValue)
        let navigation = try #require(response.embeddingViewController as? NavigationController)
        #expect(navigation.viewControllers.map(\.title) == ["FriendsList", "UserProfileDetails", "UserPhotos"])
        #expect(navigation.presentingViewController != nil)
        #expect(app.topTitle == "UserPhotos")
        #expect(
            response.steps == [
                .presentNavigation(
                    modules: ["FriendsList", "UserProfileDetails", "UserPhotos"], style: "modal, full screen",
                    from: "Home")
            ])
        // The top module's own router goes back to the prestacked screen below it.
        (app.topScreen as? RoutedScreen)?.router.dismissCurrentModule()
        #expect(app.topTitle == "UserProfileDetails")
        #expect(app.assertions.failures.isEmpty)
    }

    @Test func embeddingInACustomContainer() throws {
        let app = RouteStack()
        try app.registerScreen("user-profile/{userId}", title: "User", presentation: .modal(.formSheet))
        let response = try #require(
            app.run(app.registry.route("user-profile/1").embed { FramedContainer() })?.successValue)
        let container = try #require(response.embeddingViewController as? FramedContainer)
        #expect(container.embedded === response.destinationViewController)
        #expect(container.embeddedFor == "user-profile/{userId}")
        #expect(container.presentingViewController != nil)
        // The module's router dismisses its container: the transition Marshroute recorded.
        (response.destinationViewController as? RoutedScreen)?.router.dismissCurrentModule()
        #expect(container.presentingViewController == nil)
        #expect(app.assertions.failures.isEmpty)
    }

    @Test func completionAndFailure() throws {
        let app = RouteStack()
        try app.registerScreen("home", title: "Home screen")
        var completed: [String] = []
        var failed: [String] = []
        let request = app.registry.route("home").completion { completed.append($0.pattern) }
        request.failure { failed.append($0.description) }.execute()
        app.registry.route("nowhere").completion { completed.append($0.pattern) }.failure {
            failed.append($0.description)
        }.execute()
        #expect(completed == ["home"])
        #expect(failed == ["no route matches 'nowhere' in router 'default'; nearest: 'home'"])
    }

    /// ACL: a guard set at registration, overridden by one given per call; the error a guard
    /// gives reaches the failure callback.
    @Test func protectAtRegistrationIsOverriddenPerCall() throws {
        struct NotAllowed: Error, Equatable {}
        let app = RouteStack()
        try app.registerScreen(
            "admin/{section}", title: "Admin",
            protect: .blocking { response in (response["section"] != "public", NotAllowed()) })
        let denied = app.run(app.registry.route("admin/users"))?.failureValue
        guard case .denied(_, _, let reason) = denied else {
            Issue.record("expected a denial, got \(String(describing: denied))")
            return
        }
        #expect(reason as? NotAllowed == NotAllowed())
        #expect(app.topTitle == "Home")
        #expect(app.run(app.registry.route("admin/public"))?.successValue != nil)
        #expect(app.run(app.registry.route("admin/users").protect { _ in .allow })?.successValue != nil)
        #expect(app.topTitle == "Admin")
    }

    @Test func theResponseCarriesEverything() throws {
        let app = RouteStack()
        try app.router.register(
            "user/{userId|int}", presentation: .modalNavigation(.formSheet, prestacked: []), parameters: ["a": "b"],
            module: "User"
        ) { response, seed in RoutedScreen(title: "User", seed: seed, response: response) }
        let response = try #require(app.run(app.registry.route("user/5?c=d"))?.successValue)
        #expect(response.routerName == "default")
        #expect(response.pattern == "user/{userId|int}")
        #expect(response.routeParameters == ["userId": 5])
        #expect(response.parameters == ["a": "b", "c": "d"])
        #expect(response.destinationViewController?.title == "User")
        #expect(response.embeddingViewController is NavigationController)
        #expect(response.url.text == "user/5?c=d")
    }

    /// ARoute's `viewController` / `embeddingViewController`: built, not shown.
    @Test func theViewControllerCanBeAskedForWithoutShowingIt() throws {
        let app = RouteStack()
        try app.registerScreen("user/{userId}", title: "User")
        try app.router.register("ping", callback: "ping") { _ in }
        let built = try app.registry.route("user/1").viewController()
        #expect(built.title == "User")
        #expect(built.parent == nil && built.presentingViewController == nil)
        #expect(app.topTitle == "Home")
        #expect(try app.registry.route("user/1").embeddingViewController() == nil)
        let navigation = try app.registry.route("user/1").embedInNavigationController(prestacked: [
            .module(name: "First") { RoutedScreen(title: "First", seed: $0) }
        ]).embeddingViewController()
        #expect((navigation as? NavigationController)?.viewControllers.map(\.title) == ["First", "User"])
        #expect(app.topTitle == "Home")
        #expect(throws: RouteError.self) { try app.registry.route("ping").viewController() }
        #expect(app.assertions.failures.isEmpty)
    }

    @Test func theResponseCanBeAwaited() async throws {
        let app = RouteStack()
        try app.registerScreen("user/{userId|int}", title: "User")
        let response = try await app.registry.route("user/9").response()
        #expect(response.routeParameters == ["userId": 9])
        #expect(app.topTitle == "User")
        await #expect(throws: RouteError.self) { try await app.registry.route("nowhere").response() }
    }

    /// ARoute's "Parameter casting": `number` is an `NSNumber`, whole or not; `decimal` and a
    /// registered class cast too.
    @Test func parameterCasting() throws {
        let app = RouteStack()
        try app.registry.registerCast(CategoryID.self, named: "MyObject")
        try app.router.register("user-profile/{userId|number}", callback: "number") { _ in }
        try app.router.register("decimal/{userId|NSDecimalNumber}", callback: "decimal") { _ in }
        try app.router.register("object/{userId|MyObject}", callback: "object") { _ in }
        #expect(try app.registry.match("user-profile/12.5").routeParameters == ["userId": .double(12.5)])
        #expect(try app.registry.match("user-profile/12").routeParameters == ["userId": .int(12)])
        #expect(
            try app.registry.match("decimal/1.25").routeParameters == ["userId": .decimal(Decimal(string: "1.25")!)])
        #expect(try app.registry.match("object/c7").routeParameters["userId"]?.value(as: CategoryID.self) != nil)
    }

    /// ARoute's `embedInTabBarController`: the module is the only tab of a new tab bar,
    /// presented over the screen; the module's own router closes it again.
    @Test func embeddingInATabBarController() throws {
        let app = RouteStack()
        try app.registerScreen("user-profile/{userId}", title: "User")
        let response = try #require(
            app.run(app.registry.route("user-profile/1").embedInTabBarController())?.successValue)
        let tabBar = try #require(response.embeddingViewController as? TabBarController)
        #expect(tabBar.viewControllers.count == 1)
        #expect(tabBar.viewControllers.first === response.destinationViewController)
        #expect(tabBar.presentingViewController != nil)
        #expect(app.topTitle == "User")
        #expect(response.steps == [.presentTabBar(module: "User", style: "modal, full screen", from: "Home")])
        (response.destinationViewController as? RoutedScreen)?.router.dismissCurrentModule()
        #expect(tabBar.presentingViewController == nil)
        #expect(app.topTitle == "Home")
        #expect(app.assertions.failures.isEmpty)
    }

    /// ARoute's "Routes separation": the same pattern in two named routers is two routes.
    @Test func routesSeparation() throws {
        let app = RouteStack()
        var calls: [String] = []
        for name in ["admin", "front"] {
            try app.registry.createRouter(named: name).register("user-profile/{userId}", callback: name) {
                calls.append("\(name) \($0["userId"]!)")
            }
        }
        app.registry.router(named: "admin")?.route("user-profile/12345").execute()
        app.registry.router(named: "front")?.route("user-profile/12345").execute()
        #expect(calls == ["admin 12345", "front 12345"])
    }
}
