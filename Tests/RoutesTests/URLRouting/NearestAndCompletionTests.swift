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

    @Test func completionPagesComeInNaturalOrderWithTheirSharedPrefix() throws {
        let registry = try registry(["adverts/{advertId|number}", "authorization", "categories/{categoryId}/results"])
        registry.defaultRouter.registrations[0].completions(for: "advertId") { (1...25).reversed().map(String.init) }
        let first = registry.completionPage(for: "adverts/", limit: 10)
        #expect(first.completions == (1...10).map { "adverts/\($0)" }, "numbers by their value")
        #expect(first.commonPrefix == "adverts/")
        let second = registry.completionPage(for: "adverts/", after: "adverts/10", limit: 10)
        #expect(second.completions == (11...20).map { "adverts/\($0)" })
        let last = registry.completionPage(for: "adverts/", after: "adverts/20", limit: 10)
        #expect(last.completions == (21...25).map { "adverts/\($0)" })
        #expect(registry.completionPage(for: "adverts/", after: "adverts/25").completions.isEmpty)
        // The shared prefix is over every completion, not only the page's.
        let twos = registry.completionPage(for: "adverts/2", limit: 1)
        #expect(twos.completions == ["adverts/2"] && twos.commonPrefix == "adverts/2")
        #expect(registry.completionPage(for: "au").commonPrefix == "authorization")
        // Only URLs: a parameter without offered values gives no pattern text.
        #expect(registry.completionPage(for: "categories/").completions.isEmpty)
        #expect(registry.completionPage(for: "categories/").commonPrefix == "categories/")
        #expect(registry.completionPage(for: "nowhere/").completions.isEmpty)
    }

    @Test func hasMatchSaysWhetherAPatternMatches() throws {
        let registry = try registry(["adverts/{advertId|int}", "authorization"])
        try registry.bind(scheme: "navdemo", to: "default")
        #expect(registry.hasMatch("adverts/16") && registry.hasMatch("navdemo://authorization"))
        #expect(!registry.hasMatch("adverts/sixteen"), "the parameter does not cast")
        #expect(!registry.hasMatch("advert/16") && !registry.hasMatch("nobody://x") && !registry.hasMatch("%"))
    }

    @Test func naturalOrderComparesRunsOfDigitsByValue() {
        let sorted = ["item10", "item2", "item", "item02", "item1a", "item1", "Item3", "item001"].sorted(
            by: NaturalOrder.precedes)
        #expect(sorted == ["Item3", "item", "item1", "item001", "item1a", "item2", "item02", "item10"])
    }

    @Test func aPageOfAHundredThousandPatternsHoldsOnlyItsCompletions() throws {
        let registry = URLRouterRegistry()
        for index in 0..<100_000 {
            try registry.defaultRouter.register("section\(index)/items/{id|int}", callback: "s") { _ in }
        }
        let page = registry.completionPage(for: "section4", limit: 5)
        #expect(page.completions == ["section4", "section40", "section41", "section42", "section43"])
        #expect(page.commonPrefix == "section4")
        let all = registry.completionPage(for: "", limit: 3)
        #expect(all.completions == ["section0", "section1", "section2"] && all.commonPrefix == "section")
    }
}
