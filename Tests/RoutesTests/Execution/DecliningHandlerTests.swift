import Testing

@testable import Routes

struct NotHere: Error, CustomStringConvertible {
    let id: String
    var description: String { "no pokémon \(id)" }
}

/// Handlers that decline (JLRoutes returning `NO`, Crossroad throwing): the route goes on to
/// the next pattern the URL matches, then to the default router when its router falls back.
@Suite("Declining handlers")
@MainActor
struct DecliningHandlerTests {
    @Test func aDeclineHandsTheURLToTheNextMatchInPrecedenceOrder() throws {
        let app = RouteStack()
        var asked: [String] = []
        try app.router.register("pokemons/{id|int}", handler: "detail") { response in
            asked.append("detail")
            guard response["id"] == 25 else { throw NotHere(id: response["id"]!.description) }
            return true
        }
        try app.router.register("pokemons/{name}", handler: "by name") { _ in
            asked.append("by name")
            return false
        }
        try app.router.register("pokemons/*", callback: "list") { _ in asked.append("list") }
        let response = try #require(app.run(app.registry.route("pokemons/25"))?.successValue)
        #expect(response.pattern == "pokemons/{id|int}" && asked == ["detail"])
        asked = []
        let listed = try #require(app.run(app.registry.route("pokemons/9999"))?.successValue)
        #expect(listed.pattern == "pokemons/*")
        #expect(asked == ["detail", "by name", "list"])
        #expect(listed.wildcard == ["9999"])
        // Each candidate is announced as it is tried.
        let matched = app.events.compactMap { event -> String? in
            if case .matched(_, let pattern, _) = event.kind { return pattern }
            return nil
        }
        #expect(matched.suffix(3) == ["pokemons/{id|int}", "pokemons/{name}", "pokemons/*"])
    }

    @Test func whenEveryMatchDeclinesTheRouteFailsWithTheReasonsInOrder() throws {
        let app = RouteStack()
        try app.router.register("pokemons/{id|int}", handler: "detail") { response in
            throw NotHere(id: response["id"]!.description)
        }
        try app.router.register("pokemons/{name}", handler: "by name") { _ in false }
        let error = try #require(app.run(app.registry.route("pokemons/9999"))?.failureValue)
        guard case .declined(let url, let router, let reasons) = error else {
            Issue.record("expected a decline, got \(error)")
            return
        }
        #expect(url == "pokemons/9999" && router == "default")
        #expect(reasons.map { String(describing: $0) } == ["no pokémon 9999", "'by name' declined"])
        #expect(error.isMatchFailure)
        #expect(
            error.description
                == "every route matching 'pokemons/9999' in router 'default' declined it: no pokémon 9999; 'by name' declined"
        )
    }

    @Test func candidatesListEveryMatchBestFirstThenTheFallbacks() throws {
        let registry = URLRouterRegistry()
        let scheme = try registry.createRouter(named: "pokedex")
        try registry.bind(scheme: "pokedex", to: "pokedex")
        try scheme.register("pokemons/{id|int}", callback: "detail") { _ in }
        try scheme.register("pokemons/*", callback: "list") { _ in }
        try registry.defaultRouter.register("{section}/{id}", callback: "anything") { _ in }
        let url = try RouteURL("pokedex://pokemons/25")
        #expect(
            try scheme.candidates(for: url).map(\.registration.pattern.text) == ["pokemons/{id|int}", "pokemons/*"])
        scheme.fallsBackToDefaultRouter = true
        let candidates = try scheme.candidates(for: url)
        #expect(candidates.map(\.registration.pattern.text) == ["pokemons/{id|int}", "pokemons/*", "{section}/{id}"])
        #expect(candidates.last?.routerName == "default")
        #expect(candidates.last?.routeParameters == ["section": "pokemons", "id": "25"])
    }

    @Test func aSchemeRouterFallsBackToTheDefaultRouterOnlyWhenAskedTo() throws {
        let registry = URLRouterRegistry()
        let scheme = try registry.createRouter(named: "pokedex")
        try registry.bind(scheme: "pokedex", to: "pokedex")
        try scheme.register("moves/{name}", handler: "move") { _ in false }
        try registry.defaultRouter.register("moves/{name}", callback: "global move") { _ in }
        var failure: RouteError?
        registry.route("pokedex://moves/thunder").failure { failure = $0 }.execute()
        guard case .declined = failure else {
            Issue.record("expected a decline without fallback, got \(String(describing: failure))")
            return
        }
        #expect(throws: RouteError.self) { try registry.match("pokedex://other/thing") }
        scheme.fallsBackToDefaultRouter = true
        var routerName: String?
        registry.route("pokedex://moves/thunder").completion { routerName = $0.routerName }.execute()
        #expect(routerName == "default", "the default router took what the scheme's handler declined")
        try registry.defaultRouter.register("other/thing", callback: "other") { _ in }
        #expect(try registry.match("pokedex://other/thing").routerName == "default")
    }
}
