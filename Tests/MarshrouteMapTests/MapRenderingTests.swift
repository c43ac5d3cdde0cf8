import Marshroute
import MarshrouteMap
import Testing

/// Mermaid, DOT and JSON: what each says, and that a title from the app's data cannot break
/// out of its label.
@Suite("AppMap rendering")
struct MapRenderingTests {
    static let hostile = "Say \"hi\" | <b>#1</b>\u{1B}[31m"

    static func map() -> AppMap {
        let home = MapNodeID(place: "tab Home", module: "Home")
        let item = MapNodeID(place: "tab Home", module: "Item")
        return AppMap(
            name: "sample",
            nodes: [
                AppMap.Node(id: home, titles: ["Home"], path: []),
                AppMap.Node(id: item, titles: [hostile], path: ["enter"]),
            ],
            edges: [
                AppMap.Edge(
                    from: home, to: item, style: .push, router: "HomeRouter", method: "showItem",
                    marshrouteMethod: "pushViewControllerDerivedFrom", causes: ["enter on \"\(hostile)\""], guards: [],
                    path: ["enter"]),
                AppMap.Edge(
                    from: item, to: home, style: .backKey, router: nil, method: nil, marshrouteMethod: nil,
                    causes: ["backspace"], guards: [], path: ["enter", "backspace"]),
                AppMap.Edge(
                    from: home, to: item, style: .push, router: "route", method: "items/{id}",
                    marshrouteMethod: "pushViewControllerDerivedFrom", initiator: .route, causes: ["app://items/1"],
                    guards: [],
                    path: ["app://items/1"]),
            ],
            problems: [],
            exploration: AppMap.Exploration(
                states: 2, expandedStates: 2, actions: 5, runs: 3, depth: 1, bounds: MapBounds(), isComplete: true,
                stopReason: "no new state appeared", seconds: 0.01))
    }

    @Test(
        "Mermaid: a subgraph per container, labels with the call, style and causes, entities for what would break them")
    func mermaid() {
        let text = Self.map().mermaid()
        #expect(text.hasPrefix("flowchart LR\n"))
        #expect(text.contains("subgraph g0[\"tab Home\"]"))
        #expect(text.contains("HomeRouter.showItem → pushViewControllerDerivedFrom · push"))
        #expect(text.contains("-->|\"back key<br/>backspace\"|"))
        #expect(text.contains("Say #quot;hi#quot; #124; #lt;b#gt;#35;1#lt;/b#gt;?[31m"), "\(text)")
        #expect(!text.contains("\u{1B}"))
        // Every label's quotes are its own: an even number of quotes on every line.
        for line in text.split(separator: "\n") {
            #expect(line.filter { $0 == "\"" }.count.isMultiple(of: 2), "\(line)")
        }
    }

    @Test("the modules overview: a node per module, deep links from one node, one arrow per pair")
    func modules() {
        let text = Self.map().mermaid(detail: .modules)
        #expect(text.contains("deeplink([\"deep link\"])"))
        #expect(text.contains("deeplink -->|\"push: items/{id}\"| m1"))
        #expect(text.contains("m0 -->|\"push: showItem\"| m1"))
        #expect(text.contains("m1 -->|\"back key\"| m0"))
        #expect(!text.contains("subgraph"))
    }

    @Test("DOT: clusters, escaped labels, no control character")
    func dot() {
        let text = Self.map().dot()
        #expect(text.hasPrefix("digraph \"sample\" {"))
        #expect(text.contains("subgraph cluster_0 {\n    label=\"tab Home\";"))
        #expect(text.contains("Say \\\"hi\\\" | <b>#1</b>?[31m"), "\(text)")
        #expect(text.contains("n0 -> n1 [label="))
        #expect(!text.contains("\u{1B}"))
        #expect(text.hasSuffix("}\n"))
    }

    @Test("JSON reads back the same maps; another schema or version is refused")
    func json() throws {
        let text = AppMap.json([Self.map()])
        #expect(text.contains("\"schema\" : \"marshroute-map\""))
        #expect(try AppMap.maps(fromJSON: text) == [Self.map()])
        let other = text.replacingOccurrences(of: "\"version\" : 1", with: "\"version\" : 2")
        #expect(throws: MapJSONError.self) { try AppMap.maps(fromJSON: other) }
        #expect(throws: (any Error).self) { try AppMap.maps(fromJSON: "{}") }
    }
}
