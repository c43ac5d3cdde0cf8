import MarshrouteMap
import TerminalUI
import Testing

/// The explorer on a small app whose every transition is known: what it finds, and what it
/// reports when the app is at fault.
@MainActor
@Suite("MapExplorer")
struct MapExplorerTests {
    static func explore(_ faults: MapFixtureApp.Faults = .init(), bounds: MapBounds = MapBounds()) -> AppMap {
        MapExplorer(name: "fixture", bounds: bounds) { MapFixtureApp.target(faults) }.explore()
    }

    static let home = MapNodeID(place: "tab Home", module: "Home")
    static let item = MapNodeID(place: "tab Home", module: "Item")
    static let about = MapNodeID(place: "tab About", module: "About")
    static let settings = MapNodeID(place: "modal", module: "Settings")

    func edge(_ map: AppMap, _ from: MapNodeID, _ to: MapNodeID, _ style: MapTransitionStyle) -> AppMap.Edge? {
        map.edges.first { $0.from == from && $0.to == to && $0.style == style }
    }

    @Test("finds every module where it lives and converges, with no problem")
    func modulesAndConvergence() {
        let map = Self.explore()
        #expect(map.problems.isEmpty, "\(map.problems)")
        #expect(map.exploration.isComplete, "\(map.exploration.stopReason)")
        #expect(Set(map.nodes.map(\.id)).isSuperset(of: [Self.home, Self.item, Self.about, Self.settings]))
        #expect(map.modules == ["Home", "Item", "About", "Settings"])
        #expect(map.node(Self.item)?.titles == ["Alpha", "Beta"])
    }

    @Test("apps kept parked save replays and change nothing in the map")
    func parkedAppsChangeOnlyTheRuns() {
        func explore(parked: Int) -> AppMap {
            MapExplorer(name: "fixture", parkedApps: parked) { MapFixtureApp.target() }.explore()
        }
        let none = explore(parked: 0)
        let many = explore(parked: 256)
        #expect(many.exploration.runs < none.exploration.runs, "\(many.exploration.runs), \(none.exploration.runs)")
        #expect(many.nodes == none.nodes)
        #expect(many.edges == none.edges)
        #expect(many.problems == none.problems)
        #expect(many.exploration.states == none.exploration.states)
    }

    @Test("a row's push: the router, its method, Marshroute's method, each row as a cause")
    func push() throws {
        let push = try #require(edge(Self.explore(), Self.home, Self.item, .push))
        #expect(push.router == "HomeRouter")
        #expect(push.method == "showItem")
        #expect(push.marshrouteMethod == "pushViewControllerDerivedFrom")
        #expect(push.call == "HomeRouter.showItem → pushViewControllerDerivedFrom")
        #expect(push.causes == ["enter on \"Alpha\"", "enter on \"Beta\""])
        #expect(push.path.last == "enter" || push.path.last?.hasSuffix("enter") == true)
    }

    @Test("modal with navigation, dismiss, the back key, history cleaning and tab selection")
    func styles() throws {
        let map = Self.explore()
        let modal = try #require(edge(map, Self.about, Self.settings, .modalNavigation))
        #expect(modal.method == "showSettings" && modal.causes == ["s"])
        let dismiss = try #require(edge(map, Self.settings, Self.about, .dismiss))
        #expect(dismiss.router == "CloseRouter" && dismiss.marshrouteMethod == "dismissCurrentModule")
        #expect(edge(map, Self.item, Self.home, .dismiss)?.causes == ["x"])
        let back = try #require(edge(map, Self.item, Self.home, .backKey))
        #expect(back.router == nil && back.causes.contains("backspace"))
        // The push after the back key cleans the popped item out of history first.
        #expect(edge(map, Self.home, Self.home, .historyCleaning) != nil)
        #expect(edge(map, Self.home, Self.about, .tabSelection)?.causes == ["2"])
        #expect(edge(map, Self.about, Self.home, .tabSelection)?.causes == ["1"])
    }

    @Test("the container-tree key tells apart what the way to the focus merges: another tab's stack")
    func containerTreeKey() throws {
        let way = Self.explore()
        let tree = Self.explore(bounds: MapBounds(stateKey: .containerTree))
        #expect(tree.problems.isEmpty, "\(tree.problems)")
        #expect(tree.exploration.isComplete, "\(tree.exploration.stopReason)")
        #expect(
            tree.exploration.states > way.exploration.states,
            "tree \(tree.exploration.states), way \(way.exploration.states)")
        // Back to Home with an Item pushed there: only a key that holds Home's stack while
        // About is shown reaches it.
        #expect(edge(tree, Self.about, Self.item, .tabSelection)?.causes == ["1"])
        #expect(edge(way, Self.about, Self.item, .tabSelection) == nil)
    }

    @Test("every edge's path replays to it: the path to its start, then its cause")
    func pathsReplay() throws {
        let map = Self.explore()
        let explorer = MapExplorer(name: "fixture") { MapFixtureApp.target() }
        for edge in map.edges {
            let actions = try edge.path.map { token in
                try #require(MapAction(keys: token), "\(token) of \(edge.call)")
            }
            let taken = explorer.edges(taken: actions).edges.map(\.id)
            #expect(taken.contains(edge.id), "\(edge.call) (\(edge.style)) after \(edge.path)")
        }
    }

    @Test("a module that stays alive after it left is a leak, with the keys that show it")
    func leak() throws {
        let map = Self.explore(.init(leakingItem: true))
        let leak = try #require(map.problems.first { $0.kind == .leak })
        #expect(leak.message.contains("ItemViewController"), "\(leak.message)")
        #expect(!leak.path.isEmpty)
        // The back key leaves it to Marshroute's own check, which says so too.
        #expect(map.problems.contains { $0.kind == .retainCycle && $0.message.contains("ItemViewController") })
    }

    @Test("a Marshroute assertion is a problem")
    func assertion() throws {
        let map = Self.explore(.init(misusedRouter: true))
        let problem = try #require(map.problems.first { $0.kind == .assertion })
        #expect(problem.message.contains("navigation transitions handler"), "\(problem.message)")
        #expect(problem.path.suffix(2) == ["b", "z"], "\(problem.path)")
    }

    @Test("an app that does something else on another run is caught replaying")
    func nondeterminism() {
        let map = Self.explore(.init(changesEveryOtherRun: true))
        #expect(map.problems.contains { $0.kind == .nondeterminism }, "\(map.problems)")
    }

    @Test("a bound met is reported, and the map is not complete")
    func bounds() {
        let shallow = Self.explore(bounds: MapBounds(depth: 1))
        #expect(!shallow.exploration.isComplete)
        #expect(
            shallow.exploration.stopReason.contains("1 actions from the start"), "\(shallow.exploration.stopReason)")
        #expect(shallow.edges.count < Self.explore().edges.count)
        let few = Self.explore(bounds: MapBounds(states: 2))
        #expect(!few.exploration.isComplete && few.exploration.states == 2)
        #expect(few.exploration.stopReason.contains("2 states"))
    }

    @Test("coverage: the edges a session takes, its share, and what it took outside the map")
    func coverage() throws {
        let map = Self.explore()
        let explorer = MapExplorer(name: "fixture") { MapFixtureApp.target() }
        let session = try ["down enter", "x", "2", "s"].map { try #require(MapAction(keys: $0)) }
        let taken = explorer.edges(taken: session)
        #expect(taken.problems.isEmpty)
        let coverage = map.coverage(of: taken.edges)
        #expect(coverage.covered.contains { $0.from == Self.home && $0.to == Self.item && $0.style == .push })
        #expect(coverage.covered.contains { $0.from == Self.about && $0.to == Self.settings })
        #expect(coverage.covered.count == 4 && coverage.outside.isEmpty, "\(coverage)")
        #expect(
            coverage.summary
                == "4 of \(map.edges.count) transitions (\(Int((400.0 / Double(map.edges.count)).rounded()))%)")
        let marked = map.marking(coverage)
        #expect(marked.edges.filter { $0.covered == true }.count == 4)
        #expect(marked.mermaid(detail: .places).contains("==>"))
        #expect(!map.mermaid(detail: .places).contains("==>"))
        // A map that lacks an edge the session took says so.
        var smaller = map
        smaller.edges.removeAll { $0.style == .push }
        #expect(smaller.coverage(of: taken.edges).outside.count == 1)
    }
}

extension MapExplorerTests {
    @Test("the way shown to a module leaves out the actions that changed nothing")
    func waysLeaveOutWhatChangedNothing() {
        // `1` on the first tab changes nothing: it was pressed first on the app that went on
        // to `2`, and a replay leaves it out; so must the way shown.
        let map = Self.explore()
        #expect(map.node(Self.settings)?.path == ["2", "s"])
        #expect(edge(map, Self.home, Self.about, .tabSelection)?.path == ["2"])
        #expect(edge(map, Self.about, Self.settings, .modalNavigation)?.path == ["2", "s"])
    }
}
