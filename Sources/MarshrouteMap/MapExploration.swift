/// An exploration under way, one state at a time (``MapExplorer/explore()`` runs one to its
/// end): a tool that must not stop its own app for seconds (an inspector's map page) advances it
/// a few states at a time, and reads the map so far.
@MainActor
public final class MapExploration {
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

    private let explorer: MapExplorer
    private var bounds: MapBounds { explorer.bounds }
    private var seconds = 0.0
    private var graph = MapGraphBuilder()
    private var pruning = MapActionPruning()
    /// Each state's place in the queue.
    private var states: [String: Int] = [:]
    private var parked: [String: MapRun] = [:]
    private var queue: [State] = []
    private var index = 0
    private var run: MapRun?
    private var runs = 0
    private var actions = 0
    private var expanded = 0
    private var depthReached = 0
    private var unexpandedByDepth = 0
    private var droppedByCount = 0
    private var finishedMap: AppMap?

    /// An exploration of `explorer`'s app, which builds its first app at once.
    public init(_ explorer: MapExplorer) {
        self.explorer = explorer
        measure {
            let first = MapRun(make: explorer.make, bounds: explorer.bounds)
            runs += 1
            let start = first.snapshot().state
            states[start.key] = 0
            queue.append(State(key: start.key, path: [], fullPath: [], depth: 0))
            graph.note(start, path: [])
            run = first
        }
    }

    /// Whether every state found was expanded (or left at a bound): ``map`` is final.
    public var isFinished: Bool { finishedMap != nil }

    /// How many states were found so far.
    public var statesFound: Int { states.count }

    /// Expands at most `count` more states; returns whether the exploration is finished.
    @discardableResult
    public func advance(states count: Int) -> Bool {
        guard finishedMap == nil else { return true }
        measure {
            var left = count
            while left > 0 && index < queue.count {
                if expandNext() { left -= 1 }
            }
        }
        if index >= queue.count { finish() }
        return finishedMap != nil
    }

    /// The map: final once ``isFinished``; until then what was found so far, not complete.
    public var map: AppMap { finishedMap ?? graph.map(name: explorer.name, exploration: exploration(finished: false)) }

    private func measure(_ body: () -> Void) {
        let clock = ContinuousClock()
        let started = clock.now
        body()
        let elapsed = clock.now - started
        seconds += Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
    }

    /// Expands the next state in the queue; false when it lay at the depth bound.
    private func expandNext() -> Bool {
        let state = queue[index]
        index += 1
        guard state.depth < bounds.depth else {
            unexpandedByDepth += 1
            return false
        }
        expanded += 1
        depthReached = max(depthReached, state.depth)
        var current: (run: MapRun, state: MapSnapshot)?
        var offers: [MapAction] = []
        if let run = run ?? parked.removeValue(forKey: state.key) {
            let (now, offered) = run.snapshot()
            current = (run, now)
            offers = offered
        } else if let fresh = freshRun(for: state) {
            current = (fresh.0, fresh.1)
            offers = fresh.2
        }
        run = nil
        guard let stateBefore = current?.state else { return true }
        for action in offers where pruning.shouldTry(action, from: stateBefore, depth: state.depth) {
            if current == nil {
                guard let fresh = freshRun(for: state) else { break }
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
                action, from: stateBefore, edges: MapExplorer.signature(of: recorder.edges),
                changed: after.key != before.key || recorder.sawTransition, state: after.key)
            recorder.endAction()
            // The way shown is the one a replay takes (no action that changed nothing), so
            // that it is the same whether this app was replayed or kept parked.
            let path = explorer.describe(essentialBefore + performed)
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
            let beyondTimer = (timerAge ?? 0) > MapExplorer.timerHorizon
            var queued = false
            if states[after.key] == nil && !isProbe && !beyondTimer {
                if states.count < bounds.states {
                    queued = true
                    states[after.key] = states.count
                    queue.append(
                        State(
                            key: after.key, path: essentialBefore + performed, fullPath: pathBefore + performed,
                            depth: state.depth + 1, timerAge: timerAge))
                } else {
                    droppedByCount += 1
                }
            }
            // The app that found a state is kept for it (a few at a time): that state then
            // needs no replay. Only that one, and only when it did nothing a replay leaves out:
            // it is then the app a replay of the state's path makes. Another app that reaches
            // the same state by another way differs in what the state does not hold (a list's
            // selection, a timer moved on by a wait that changed nothing), and the map's
            // examples would depend on which apps were kept.
            if queued, parked.count < explorer.parkedApps, app.path.count == app.essentialPath.count {
                parked[after.key] = app
            } else {
                graph.add(problems: app.finish())
            }
            current = nil
        }
        if let (app, _) = current { graph.add(problems: app.finish()) }
        return true
    }

    /// The app at `state`: a fresh one replayed (the shorter path first, then every action
    /// that reached it), or nil, with a problem, when neither reaches it.
    private func freshRun(for state: State) -> (MapRun, MapSnapshot, [MapAction])? {
        for path in state.path == state.fullPath ? [state.path] : [state.path, state.fullPath] {
            let fresh = MapRun(make: explorer.make, bounds: bounds)
            runs += 1
            fresh.replay(path)
            let (now, offers) = fresh.snapshot()
            if now.key == state.key { return (fresh, now, offers) }
            graph.add(problems: fresh.finish())
        }
        graph.add(
            problems: [
                AppMap.Problem(
                    kind: .nondeterminism, message: "replaying the path of a state reached another state",
                    path: explorer.describe(state.fullPath))
            ])
        return nil
    }

    private func finish() {
        measure {
            if let run { graph.add(problems: run.finish()) }
            run = nil
            for app in parked.values { graph.add(problems: app.finish()) }
            parked = [:]
        }
        finishedMap = graph.map(name: explorer.name, exploration: exploration(finished: true))
    }

    private func exploration(finished: Bool) -> AppMap.Exploration {
        let complete = finished && unexpandedByDepth == 0 && droppedByCount == 0
        let reason: String
        if !finished {
            reason = "under way: \(index) of \(queue.count) states found so far expanded"
        } else if complete {
            reason = "no new state appeared: every state found had all its actions tried"
        } else if droppedByCount > 0 {
            reason = "the bound of \(bounds.states) states was met: \(droppedByCount) new states were not kept"
        } else {
            reason =
                "the bound of \(bounds.depth) actions from the start was met: \(unexpandedByDepth) states at that depth were not expanded"
        }
        return AppMap.Exploration(
            states: states.count, expandedStates: expanded, actions: actions, runs: runs, depth: depthReached,
            bounds: bounds, isComplete: complete, stopReason: reason, seconds: seconds)
    }
}
