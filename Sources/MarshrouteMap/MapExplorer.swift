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
    /// Builds a fresh app.
    let make: () -> MapTarget

    /// An explorer of the apps `make` builds: each fresh, headless, on a manual clock.
    public init(name: String, bounds: MapBounds = MapBounds(), make: @escaping @MainActor () -> MapTarget) {
        self.name = name
        self.bounds = bounds
        self.make = make
    }

    private struct State {
        let key: String
        /// The actions that reach it, without those that changed nothing on the way.
        let path: [MapAction]
        /// Every action that reached it, tried when the shorter path reaches another state.
        let fullPath: [MapAction]
        let depth: Int
        /// Actions since a timer became pending (nil without one).
        var timerAge: Int? = nil
    }

    /// How many actions after a timer started the states it is pending in are explored: enough
    /// to go somewhere and wait for it (the comeback timer), without doubling every state.
    static let timerHorizon = 2

    /// Explores and returns the map.
    public func explore() -> AppMap {
        let clock = ContinuousClock()
        let started = clock.now
        var graph = MapGraphBuilder()
        var pruning = MapActionPruning()
        /// Each state's place in the queue.
        var states: [String: Int] = [:]
        var parked: [String: MapRun] = [:]
        var queue: [State] = []
        var runs = 0
        var actions = 0
        var expanded = 0
        var depthReached = 0
        var unexpandedByDepth = 0
        var droppedByCount = 0

        var run: MapRun? = MapRun(make: make, bounds: bounds)
        runs += 1
        let start = run!.snapshot().state
        states[start.key] = 0
        queue.append(State(key: start.key, path: [], fullPath: [], depth: 0))
        graph.note(start, path: [])

        var index = 0
        while index < queue.count {
            let state = queue[index]
            index += 1
            guard state.depth < bounds.depth else {
                unexpandedByDepth += 1
                continue
            }
            expanded += 1
            depthReached = max(depthReached, state.depth)
            // The app at this state: the run left from the start, or a fresh one replayed.
            func freshRun() -> (MapRun, MapSnapshot, [MapAction])? {
                for path in state.path == state.fullPath ? [state.path] : [state.path, state.fullPath] {
                    let fresh = MapRun(make: make, bounds: bounds)
                    runs += 1
                    fresh.replay(path)
                    let (now, offers) = fresh.snapshot()
                    if now.key == state.key { return (fresh, now, offers) }
                    graph.add(problems: fresh.finish())
                }
                graph.add(
                    problems: [
                        AppMap.Problem(
                            kind: .nondeterminism,
                            message: "replaying the path of a state reached another state",
                            path: describe(state.fullPath))
                    ])
                return nil
            }
            var current: (run: MapRun, state: MapSnapshot)?
            var offers: [MapAction] = []
            if let run = run ?? parked.removeValue(forKey: state.key) {
                let (now, offered) = run.snapshot()
                current = (run, now)
                offers = offered
            } else if let fresh = freshRun() {
                current = (fresh.0, fresh.1)
                offers = fresh.2
            }
            run = nil
            guard current != nil else { continue }
            guard let stateBefore = current?.state else { continue }
            for action in offers where pruning.shouldTry(action, from: stateBefore, depth: state.depth) {
                if current == nil {
                    guard let fresh = freshRun() else { break }
                    current = (fresh.0, fresh.1)
                }
                guard let (app, before) = current, let recorder = app.recorder else { break }
                let pathBefore = app.path
                let essentialBefore = app.essentialPath
                recorder.beginAction(from: before.top?.node)
                app.perform(action)
                actions += 1
                let performed = [action]
                let (after, _) = app.snapshot()
                pruning.learn(
                    action, from: stateBefore, edges: Self.signature(of: recorder.edges),
                    changed: after.key != before.key || recorder.sawTransition, state: after.key)
                recorder.endAction()
                let path = describe(pathBefore + performed)
                graph.note(after, path: path)
                graph.add(
                    edges: recorder.edges, before: before, after: after,
                    cause: performed.map(\.cause).joined(separator: ", "), guards: recorder.guards, path: path)
                if after.key == before.key && !recorder.sawTransition {
                    // Nothing changed: the next action goes on with this app.
                    app.lastActionChangedNothing()
                    current = (app, after)
                    continue
                }
                // A deep link is tried from every state, but only what it opens from the start
                // is explored further: from elsewhere it lands the same way, on top of more.
                let isProbe = state.depth > 0 && { if case .open = action.kind { true } else { false } }()
                let timerAge = after.hasTimer ? (state.timerAge.map { $0 + 1 } ?? 0) : nil
                let beyondTimer = (timerAge ?? 0) > Self.timerHorizon
                if states[after.key] == nil && !isProbe && !beyondTimer {
                    if states.count < bounds.states {
                        states[after.key] = states.count
                        queue.append(
                            State(
                                key: after.key, path: essentialBefore + performed, fullPath: pathBefore + performed,
                                depth: state.depth + 1, timerAge: timerAge))
                    } else {
                        droppedByCount += 1
                    }
                }
                // An app that reached a state still to expand is kept for it (a few at a time):
                // that state then needs no replay.
                if parked.count < Self.parkedRuns, parked[after.key] == nil, states[after.key] ?? 0 >= index {
                    parked[after.key] = app
                } else {
                    graph.add(problems: app.finish())
                }
                current = nil
            }
            if let (app, _) = current { graph.add(problems: app.finish()) }
        }
        if let run { graph.add(problems: run.finish()) }
        for app in parked.values { graph.add(problems: app.finish()) }

        let complete = unexpandedByDepth == 0 && droppedByCount == 0
        let reason: String
        if complete {
            reason = "no new state appeared: every state found had all its actions tried"
        } else if droppedByCount > 0 {
            reason =
                "the bound of \(bounds.states) states was met: \(droppedByCount) new states were not kept"
        } else {
            reason =
                "the bound of \(bounds.depth) actions from the start was met: \(unexpandedByDepth) states at that depth were not expanded"
        }
        let elapsed = clock.now - started
        let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
        return graph.map(
            name: name,
            exploration: AppMap.Exploration(
                states: states.count, expandedStates: expanded, actions: actions, runs: runs, depth: depthReached,
                bounds: bounds, isComplete: complete, stopReason: reason, seconds: seconds))
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

    /// How many apps wait at once for the state they reached to be expanded.
    static let parkedRuns = 16

    private func describe(_ actions: [MapAction]) -> [String] { actions.map(\.description) }
}
