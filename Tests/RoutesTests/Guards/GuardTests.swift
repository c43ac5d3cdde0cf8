import Marshroute
import TerminalUI
import Testing

@testable import Routes

/// The screen a challenge shows: Authorization, holding its resolution as a presenter would.
@MainActor
final class ChallengeScreen: ViewController {
    let router: ScreenRouter
    let resolution: RouteChallengeResolution

    init(seed: RouterSeed, resolution: RouteChallengeResolution) {
        router = ScreenRouter(routerSeed: seed)
        self.resolution = resolution
        super.init()
        title = "Authorization"
    }
}

@Suite("Guards")
@MainActor
struct GuardTests {
    private static let authorization = RouteChallenge(
        name: "Authorization", presentation: .modalNavigation(.formSheet, prestacked: [])
    ) { _, seed, resolution in ChallengeScreen(seed: seed, resolution: resolution) }

    /// A route guarded by Authorization unless `isLoggedIn` says so.
    private func app(isLoggedIn: @escaping @MainActor () -> Bool = { false }) throws -> RouteStack {
        let app = RouteStack()
        try app.registerScreen(
            "adverts/{advertId|number}", title: "Advert",
            protect: RouteGuard("login") { _ in isLoggedIn() ? .allow : .challenge(Self.authorization) })
        return app
    }

    @Test func theGuardSeesDecodedCastParameters() throws {
        let app = RouteStack()
        var seen: [RouteParameters] = []
        try app.registerScreen(
            "admin/{id|int}/{name}", title: "Admin",
            protect: RouteGuard { response in
                seen.append(response.routeParameters)
                return .deny(RouteDenial("no"))
            })
        _ = app.run(app.registry.route("admin/%34%32/caf%C3%A9"))
        #expect(seen == [["id": 42, "name": "café"]])
        #expect(app.topTitle == "Home")
    }

    @Test func aChallengeThatAllowsResumesTheRoute() throws {
        let app = try app()
        let plan = app.registry.plan("adverts/16")
        guard case .challenge(let guardName, let challengeSteps) = plan.verdict else {
            Issue.record("expected a challenge in \(plan)")
            return
        }
        #expect(guardName == "login")
        #expect(
            challengeSteps == [
                .presentNavigation(modules: ["Authorization"], style: "modal, form sheet", from: "Home")
            ])
        #expect(plan.steps == [.push(module: "Advert", onto: "Home")])

        var result: Result<RouteResponse, RouteError>?
        app.registry.route("adverts/16").completion { result = .success($0) }.failure { result = .failure($0) }
            .execute()
        #expect(result == nil)
        let challenge = try #require(app.topScreen as? ChallengeScreen)
        challenge.resolution.allow()
        let response = try #require(result?.successValue)
        #expect(response.steps == plan.steps)
        #expect(app.topTitle == "Advert")
        #expect(app.stackTitles(0) == ["Home", "Advert"])
        #expect(app.roots[0]?.presentedViewController == nil)
        #expect(
            app.events.map(\.name) == ["matched", "guardChecked", "challengePresented", "performed"])
        #expect(app.assertions.failures.isEmpty)
    }

    @Test func aNewerRouteSupersedesOneWaitingForItsChallenge() throws {
        let app = try app()
        try app.registerScreen("news", title: "News")
        var first: RouteError?
        app.registry.route("adverts/16").failure { first = $0 }.execute()
        let challenge = try #require(app.topScreen as? ChallengeScreen)
        var second: RouteResponse?
        app.registry.route("news").completion { second = $0 }.execute()
        #expect(second != nil)
        guard case .superseded(let url, let pattern, let newer) = first else {
            Issue.record("expected the first route superseded, got \(String(describing: first))")
            return
        }
        #expect(url == "adverts/16" && pattern == "adverts/{advertId|number}" && newer == "news")
        #expect(app.topTitle == "News")
        #expect(app.roots[0]?.presentedViewController == nil, "the challenge closed")
        // An answer to the closed challenge changes nothing.
        challenge.resolution.allow()
        #expect(app.topTitle == "News")
        #expect(app.stackTitles(0) == ["Home", "News"])
        let requests = Dictionary(grouping: app.events, by: \.request.rawValue).mapValues { $0.map(\.name) }
        #expect(requests[1] == ["matched", "guardChecked", "challengePresented", "failed"])
        #expect(requests[2] == ["matched", "performed"])
        #expect(app.assertions.failures.isEmpty)
    }

    @Test func aCallbackDoesNotSupersedeAWaitingRoute() throws {
        let app = try app()
        var called = 0
        try app.registry.defaultRouter.register("ping", callback: "ping") { _ in called += 1 }
        var result: RouteResponse?
        app.registry.route("adverts/16").completion { result = $0 }.execute()
        app.registry.route("ping").execute()
        #expect(called == 1)
        let challenge = try #require(app.topScreen as? ChallengeScreen)
        challenge.resolution.allow()
        #expect(result != nil, "the waiting route still runs after its answer")
        #expect(app.topTitle == "Advert")
    }

    @Test func aChallengeThatDeniesFailsTheRoute() throws {
        let app = try app()
        var error: RouteError?
        app.registry.route("adverts/16").failure { error = $0 }.execute()
        (app.topScreen as? ChallengeScreen)?.resolution.deny(RouteDenial("wrong password"))
        guard case .denied(_, _, let reason) = error else {
            Issue.record("expected a denial, got \(String(describing: error))")
            return
        }
        #expect((reason as? RouteDenial)?.message == "wrong password")
        #expect(app.topTitle == "Home")
        #expect(app.events.map(\.name).last == "failed")
    }

    /// Closed by its own router without an answer, the challenge screen is released with its
    /// resolution, which fails the route.
    @Test func aChallengeClosedWithoutAnswerFailsTheRoute() throws {
        let app = try app()
        var error: RouteError?
        var completed = false
        app.registry.route("adverts/16").completion { _ in completed = true }.failure { error = $0 }.execute()
        weak var challenge: ChallengeScreen?
        challenge = app.topScreen as? ChallengeScreen
        #expect(challenge != nil)
        challenge?.router.dismissCurrentModule()
        #expect(challenge == nil)
        guard case .challengeAbandoned(_, _, let name) = error else {
            Issue.record("expected an abandoned challenge, got \(String(describing: error))")
            return
        }
        #expect(name == "Authorization")
        #expect(!completed)
        #expect(app.topTitle == "Home")
    }

    @Test func anAllowingGuardLetsTheRouteRunAtOnce() throws {
        final class Session {
            var isLoggedIn = true
        }
        let session = Session()
        let app = try app { session.isLoggedIn }
        #expect(app.run(app.registry.route("adverts/1"))?.successValue != nil)
        if case .allowed(let name) = app.registry.plan("adverts/2").verdict {
            #expect(name == "login")
        } else {
            Issue.record("the plan should show an allowing guard")
        }
        session.isLoggedIn = false
        #expect(app.run(app.registry.route("adverts/3")) == nil)
        #expect(app.topScreen is ChallengeScreen)
    }

    @Test func aGuardGivenPerCallReplacesTheRegistrationsChallenge() throws {
        let app = try app()
        let response = app.run(app.registry.route("adverts/16").protect { _ in .allow })?.successValue
        #expect(response?.destinationViewController?.title == "Advert")
        let denied = app.run(app.registry.route("adverts/17").protect { _ in .deny(RouteDenial("not today")) })
        #expect(denied?.failureValue?.description == "'adverts/17' was denied: not today")
    }

    @Test func viewControllerRefusesARouteWhoseGuardWouldChallenge() throws {
        let app = try app()
        #expect(throws: RouteError.self) { try app.registry.route("adverts/16").viewController() }
        #expect(app.topTitle == "Home")
    }
}

extension RouteEvent {
    var name: String {
        switch kind {
        case .matched: "matched"
        case .guardChecked: "guardChecked"
        case .challengePresented: "challengePresented"
        case .performed: "performed"
        case .failed: "failed"
        }
    }
}
