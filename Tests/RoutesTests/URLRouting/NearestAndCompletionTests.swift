import Testing

@testable import Routes

@Suite("Suggestions and completions")
@MainActor
struct NearestAndCompletionTests {
    private func registry(_ patterns: [String]) throws -> URLRouterRegistry {
        let registry = URLRouterRegistry()
        for pattern in patterns { try registry.defaultRouter.register(pattern, callback: pattern) { _ in } }
        return registry
    }

    private func error(_ registry: URLRouterRegistry, _ url: String) -> RouteError? {
        do {
            _ = try registry.match(url)
            return nil
        } catch {
            return error
        }
    }

    @Test func noMatchNamesTheNearestPatterns() throws {
        let registry = try registry([
            "adverts/{advertId|number}", "categories", "categories/{categoryId}", "categories/{categoryId}/results",
            "recursion", "authorization",
        ])
        let typo = try #require(error(registry, "advert/16"))
        #expect(typo.nearestPatterns.first == "adverts/{advertId|number}")
        #expect(typo.description.contains("nearest: 'adverts/{advertId|number}'"))
        let deeper = try #require(error(registry, "categories/5/resultz"))
        #expect(deeper.nearestPatterns.first == "categories/{categoryId}/results")
        #expect(deeper.nearestPatterns.count == 3)
    }

    @Test func aCastFailureNamesTheParameterTheValueAndTheType() throws {
        let registry = try registry(["adverts/{advertId|number}"])
        let failure = try #require(error(registry, "adverts/sixteen"))
        guard case .castFailed(_, _, let cast, _) = failure else {
            Issue.record("expected a cast failure, got \(failure)")
            return
        }
        #expect(cast == RouteCastFailure(parameter: "advertId", value: "sixteen", cast: "number"))
        #expect(
            failure.description
                == "'adverts/sixteen': parameter 'advertId' is 'sixteen', which is not a number; nearest: 'adverts/{advertId|number}'"
        )
        #expect(failure.isMatchFailure)
    }

    @Test func suggestionsStayBoundedInABigRouter() throws {
        let registry = URLRouterRegistry()
        for index in 0..<20_000 {
            try registry.defaultRouter.register("section\(index)/items/{id|int}", callback: "s") { _ in }
        }
        let typo = try #require(error(registry, "section1234/itemz/5"))
        #expect(typo.nearestPatterns.first == "section1234/items/{id|int}")
    }

    @Test func completionsOfferLiteralsValuesAndPatterns() throws {
        let registry = try registry(["adverts/{advertId|number}", "authorization", "categories/{categoryId}/results"])
        registry.defaultRouter.registrations[0].completions(for: "advertId") { ["16", "17", "x"] }
        try registry.bind(scheme: "navdemo", to: "default")
        #expect(registry.completions(for: "a") == ["adverts", "authorization"])
        #expect(registry.completions(for: "adverts/") == ["adverts/16", "adverts/17"])
        #expect(registry.completions(for: "adverts/1") == ["adverts/16", "adverts/17"])
        #expect(registry.completions(for: "navdemo://adverts/17") == ["navdemo://adverts/17"])
        #expect(registry.completions(for: "categories/") == ["categories/{categoryId}"])
        #expect(registry.completions(for: "categories/5/") == ["categories/5/results"])
        #expect(registry.completions(for: "nowhere/") == [])
        #expect(registry.completions(for: "nobody://x") == [])
    }
}
