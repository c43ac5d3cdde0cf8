import Foundation
import Testing

@testable import Routes

enum PokemonType: String, RouteParameterCastable {
    case fire, water, grass
}

/// Reading the query: every value of a repeated name (JLRoutes' arrays), one value typed
/// (Crossroad's query parameters), by exact name or ignoring case (as Crossroad looks up).
@Suite("Query lookups")
struct QueryLookupTests {
    let url: RouteURL

    init() throws {
        url = try RouteURL("pokemons?type=fire&Page=2&page=3&tag=a&TAG=b&ratio=0.5&flag=yes&id=\(Self.uuid)&n=x")
    }

    static let uuid = "E621E1F8-C36C-495A-93FC-0C247A3E6E5F"

    @Test func everyValueOfARepeatedNameInOrder() {
        #expect(url.queryValues(named: "tag") == ["a"])
        #expect(url.queryValues(named: "tag", caseInsensitive: true) == ["a", "b"])
        #expect(url.queryValues(named: "PAGE", caseInsensitive: true) == ["2", "3"])
        #expect(url.queryValues(named: "missing").isEmpty)
    }

    @Test func oneValueTypedTheLastWhenItRepeats() {
        #expect(url.queryValue(named: "page", as: Int.self) == 3)
        #expect(url.queryValue(named: "Page", as: Int.self) == 2, "names are exact unless asked")
        #expect(url.queryValue(named: "page", as: Int.self, caseInsensitive: true) == 3)
        #expect(url.queryValue(named: "ratio", as: Double.self) == 0.5)
        #expect(url.queryValue(named: "ratio", as: Float.self) == 0.5)
        #expect(url.queryValue(named: "flag", as: Bool.self) == true)
        #expect(url.queryValue(named: "id", as: UUID.self) == UUID(uuidString: Self.uuid))
        #expect(url.queryValue(named: "ratio", as: Decimal.self) == Decimal(string: "0.5"))
        #expect(url.queryValue(named: "type", as: PokemonType.self) == .fire, "an enum of strings")
        #expect(url.queryValue(named: "n", as: String.self) == "x")
    }

    @Test func aValueThatDoesNotCastIsNil() {
        #expect(url.queryValue(named: "n", as: Int.self) == nil)
        #expect(url.queryValue(named: "type", as: Double.self) == nil)
        #expect(url.queryValue(named: "missing", as: Int.self) == nil)
        #expect(url.queryValues(named: "tag", as: Int.self, caseInsensitive: true) == nil)
        #expect(url.queryValues(named: "page", as: Int.self, caseInsensitive: true) == [2, 3])
        #expect(url.queryValues(named: "missing", as: Int.self) == [])
    }

    @Test @MainActor func theResponseReadsItsURLsQuery() throws {
        let registry = URLRouterRegistry()
        var seen: (page: Int?, tags: [String])?
        try registry.defaultRouter.register("pokemons", callback: "list") { response in
            seen = (
                response.queryValue(named: "PAGE", as: Int.self, caseInsensitive: true),
                response.queryValues(named: "tag")
            )
            #expect(response.parameters["page"] == "3", "parameters keep the last value")
        }
        registry.route(url.text).execute()
        #expect(seen?.page == 3 && seen?.tags == ["a"])
    }
}
