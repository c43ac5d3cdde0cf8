import Foundation
import MarshrouteMap
import NavigationDemo
import Testing

@testable import TerminalUI

/// Issue 33: the demo explored from its start in both layouts is a check. No trap (the run
/// ends), no Marshroute assertion, no leaked module, no path that replays elsewhere; every
/// module of the demo reachable in at least one layout; and the exploration complete within
/// its bounds. The maps are made once for the whole suite (`DemoMaps`).
@MainActor
@Suite("The map of the demo")
struct DemoMapTests {
    @Test("both layouts explored: no problem, complete, every module reached")
    func exploration() {
        let maps = DemoMaps.both
        for map in maps {
            let exploration = map.exploration
            print(
                "map \(map.name): \(exploration.states) states, \(map.edges.count) edges, \(map.nodes.count) nodes, "
                    + "\(exploration.runs) runs, \(exploration.actions) actions, depth \(exploration.depth), "
                    + "\(String(format: "%.1f", exploration.seconds)) s")
            #expect(
                map.problems.isEmpty,
                "\(map.name): \(map.problems.map { "\($0.kind): \($0.message) after \($0.path)" })")
            #expect(exploration.isComplete, "\(map.name): \(exploration.stopReason)")
        }
        let reached = maps.reduce(into: Set<String>()) { $0.formUnion($1.modules) }
        #expect(reached.isSuperset(of: DemoMap.modules), "not reached: \(DemoMap.modules.subtracting(reached))")
    }

    @Test("the edges name the demo's router methods, styles and causes")
    func edges() throws {
        let compact = try #require(DemoMaps.both.first)
        let push = try #require(
            compact.edges.first {
                $0.call == "CategoriesRouterImpl.showSubcategories → pushViewControllerDerivedFrom"
                    && $0.from.place == "tab Advertisements"
            })
        #expect(push.style == .push && push.to.module == "Categories")
        #expect(push.causes.contains("enter on \"Transport\""))
        let guarded = try #require(
            compact.edges.first { $0.router == "route" && $0.method == "adverts/{advertId|number}" })
        #expect(guarded.guards.contains { $0.contains("locked adverts") }, "\(guarded.guards)")
        let styles = Set(DemoMaps.both.flatMap { $0.edges.map(\.style) })
        let expected: Set<MapTransitionStyle> = [
            .push, .set, .modalNavigation, .popover, .sheet, .masterDetail, .tabSelection, .peekCommit, .dismiss,
            .focus, .backKey, .historyCleaning,
        ]
        #expect(styles.isSuperset(of: expected), "missing: \(expected.subtracting(styles))")
        // The comeback timer: a wait focuses back.
        #expect(compact.edges.contains { $0.style == .focus && $0.causes.contains("wait 6s") })
    }

    @Test("the retain-cycle lesson's device is found: a Shelves module alive after it left")
    func deliberateLeak() {
        let explorer = MapExplorer(name: "leak", bounds: MapBounds(depth: 3)) {
            DemoMap.target(idiom: .compact, assets: DemoHarness.assets, lesson: "retain-cycle")
        }
        let map = explorer.explore()
        #expect(
            map.problems.contains { ($0.kind == .leak || $0.kind == .retainCycle) && $0.message.contains("Shelf") },
            "\(map.problems)")
    }

    @Test(
        "Graphviz draws the maps' DOT at every detail without a warning",
        .enabled(if: GraphvizDot.isAvailableOrRequired),
        arguments: MapDetail.allCases)
    func dot(_ detail: MapDetail) throws {
        for map in DemoMaps.both {
            let svg = try GraphvizDot.svg(of: map.dot(detail: detail))
            #expect(svg.contains("<svg"), "\(map.name) at \(detail)")
            // Every module is drawn (its name is in a node's label).
            for module in map.modules { #expect(svg.contains(module), "\(map.name) at \(detail): no \(module)") }
        }
    }

    @Test("JSON of the maps reads back the same")
    func json() throws {
        #expect(try AppMap.maps(fromJSON: AppMap.json(DemoMaps.both)) == DemoMaps.both)
    }

    @Test(
        "the documents' maps and tables are the maps' (NAVIGATION_DEMO_UPDATE_MAPS=1 rewrites them)",
        arguments: ["README.md|readme-maps", "docs/MAP.md|map-places", "docs/TEACHING.md|untaught-calls"])
    func documents(_ argument: String) throws {
        let parts = argument.split(separator: "|").map(String.init)
        let (file, name) = (parts[0], parts[1])
        let url = DemoMaps.root.appendingPathComponent(file)
        let text = try String(contentsOf: url, encoding: .utf8)
        let current = try #require(DemoMapDocuments.block(name, in: text), "\(file) has no block \(name)")
        let expected: String =
            switch name {
            case "readme-maps": DemoMapDocuments.readme(DemoMaps.both)
            case "map-places": DemoMapDocuments.mapDocument(DemoMaps.both)
            default: DemoMapCoverage.untaughtTable(maps: DemoMaps.both, lessonEdges: DemoMaps.lessonEdges)
            }
        if current != expected, ProcessInfo.processInfo.environment["NAVIGATION_DEMO_UPDATE_MAPS"] == "1" {
            let updated = try #require(DemoMapDocuments.replacing(name, in: text, with: expected))
            try updated.write(to: url, atomically: true, encoding: .utf8)
            return
        }
        #expect(
            current == expected,
            "\(file)'s block \(name) is stale; run the tests with NAVIGATION_DEMO_UPDATE_MAPS=1, or put:\n\(expected)")
    }

    @Test("the lessons' solutions take edges of the map, and nothing outside it")
    func lessonCoverage() {
        for map in DemoMaps.both {
            let taken = (DemoMaps.lessonEdges[map.name] ?? [:]).values.flatMap { $0 }
            let coverage = map.coverage(of: taken)
            print("lessons cover \(coverage.summary) of the \(map.name) map")
            #expect(coverage.covered.count > 10, "\(map.name): \(coverage.summary)")
            #expect(coverage.outside.isEmpty, "\(map.name): outside the map: \(coverage.outside)")
        }
    }
}

/// The demo's maps, made once per test process: the exploration is the expensive part.
@MainActor
enum DemoMaps {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    /// Explored here, or by the inspector's Map page when its tests ran first (the same
    /// explorer, advanced a few states at a time).
    static let both: [AppMap] = [DemoIdiom.compact, .split].map { idiom in
        if let map = DemoMap.explored[idiom] { return map }
        let map = DemoMap.explorer(idiom: idiom, assets: DemoHarness.assets).explore()
        DemoMap.explored[idiom] = map
        return map
    }

    /// By layout, then by lesson: the edges each solution takes.
    static let lessonEdges: [String: [String: [AppMap.Edge]]] = Dictionary(
        uniqueKeysWithValues: [DemoIdiom.compact, .split].map {
            ($0.rawValue, DemoMapCoverage.lessonEdges(idiom: $0, assets: DemoHarness.assets))
        })
}
