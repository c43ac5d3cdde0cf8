import TerminalUI

/// Explores an app breadth-first from its start: in every state it tries every action the
/// state offers (``MapTarget/offeredActions``), each on a fresh app that replays the state's
/// path (runs are deterministic), and records what Marshroute performed or undid as edges
/// between modules, until no new state appears or a bound is met. Exploring is also a check:
/// Marshroute's assertions, its retain-cycle check, screens that stay alive after they left, and
/// a path that replays to another state are the map's ``AppMap/problems``.
///
/// An action that changes nothing is tried on the same app as the next one, so a state whose
/// actions mostly do nothing costs one replay.
@MainActor
public struct MapExplorer {
    /// The map's name (`compact`).
    public var name: String
    /// How far it may go.
    public var bounds: MapBounds
    /// How many apps may wait at once, each at the state it found, for that state to be
    /// expanded (it then needs no replay): memory for time, about a fifth of a megabyte an app
    /// for the demo (docs/PERFORMANCE.md, section 9). The map is the same whatever the number.
    public var parkedApps: Int
    /// Builds a fresh app.
    let make: () -> MapTarget

    /// An explorer of the apps `make` builds: each fresh, headless, on a manual clock.
    public init(
        name: String, bounds: MapBounds = MapBounds(), parkedApps: Int = 64,
        make: @escaping @MainActor () -> MapTarget
    ) {
        self.name = name
        self.bounds = bounds
        self.parkedApps = max(0, parkedApps)
        self.make = make
    }

    /// How many actions after a timer started the states it is pending in are explored: enough
    /// to go somewhere and wait for it (the comeback timer), without doubling every state.
    static let timerHorizon = 2

    /// Explores and returns the map.
    public func explore() -> AppMap {
        let exploration = MapExploration(self)
        while !exploration.advance(states: .max) {}
        return exploration.map
    }

    /// The edges a session takes: `actions` performed on a fresh app from its start, each
    /// edge as the explorer would record it (coverage compares them with a map's).
    public func edges(taken actions: [MapAction]) -> (edges: [AppMap.Edge], problems: [AppMap.Problem]) {
        var graph = MapGraphBuilder()
        let run = MapRun(make: make, bounds: bounds)
        var (before, _) = run.snapshot()
        for action in actions {
            guard let recorder = run.recorder else { break }
            let path = describe(run.path + [action])
            recorder.beginAction(from: before.top?.node)
            run.perform(action)
            recorder.endAction()
            let (after, _) = run.snapshot()
            graph.add(
                edges: recorder.edges, before: before, after: after,
                cause: action.cause, guards: recorder.guards, path: path)
            before = after
        }
        graph.add(problems: run.finish())
        let map = graph.map(
            name: name,
            exploration: AppMap.Exploration(
                states: 0, expandedStates: 0, actions: actions.count, runs: 1, depth: actions.count, bounds: bounds,
                isComplete: true, stopReason: "a recorded session", seconds: 0))
        return (map.edges, map.problems)
    }

    /// What edges an action made, as one string.
    static func signature(of edges: [MapEventRecorder.RawEdge]) -> String {
        edges.map { edge in
            [
                edge.from?.description ?? "", edge.to?.description ?? "", edge.style.rawValue, edge.router ?? "",
                edge.method ?? "",
            ]
            .joined(separator: ">")
        }.joined(separator: ",")
    }

    func describe(_ actions: [MapAction]) -> [String] { actions.map(\.description) }
}
