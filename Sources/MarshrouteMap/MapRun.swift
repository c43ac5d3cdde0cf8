import Marshroute
import TerminalUI

/// One fresh app, driven by the explorer: it replays a state's path, then tries actions, and
/// at the end checks that every module screen that left was released (after Marshroute's
/// retain-cycle check had its time) and that nothing is left once the app ends.
@MainActor
final class MapRun {
    /// The app and what listens to it; dropped as a whole when the run ends, so that nothing
    /// of the explorer's keeps a screen alive.
    @MainActor
    private final class Live {
        let target: MapTarget
        let reader: MapSnapshotReader
        let recorder: MapEventRecorder

        init(target: MapTarget, bounds: MapBounds) {
            self.target = target
            reader = MapSnapshotReader(
                stack: target.stack, moduleName: target.moduleName, context: bounds.context, stateKey: bounds.stateKey)
            recorder = MapEventRecorder(reader: reader)
            if let root = target.window.rootViewController { recorder.synchronizeAll(under: root) }
            target.stack.transitionsObservable.addObserver(recorder)
            target.routes?.addObserver(recorder) { [weak recorder] event in recorder?.routeEvent(event) }
        }

        /// Runs `body` with Marshroute's messages going to the recorder, not to stderr.
        func quietly(_ body: () -> Void) {
            MarshroutePrintManager.withPrintPlugin(MapSilentPrintPlugin()) {
                MarshrouteAssertionManager.withAssertionPlugin(recorder, operation: body)
            }
        }
    }

    private var live: Live?
    /// The actions performed on this app so far.
    private(set) var path: [MapAction] = []
    /// The same without the actions that changed nothing: what a state's path is replayed
    /// from first (shorter, so cheaper).
    private(set) var essentialPath: [MapAction] = []
    /// Every module screen seen, weakly, by object.
    private var seen: [ObjectIdentifier: MapSnapshot.Screen] = [:]
    /// The path when each of the recorder's problems was met: what shows it.
    private var problemPaths: [[MapAction]] = []
    /// Where each pending timer was started: the screen the keys went to then, while it lives
    /// (an object's identifier outlives it, and a new screen may take it).
    private var timerOrigins: [WeakScreen] = []

    struct WeakScreen {
        weak var screen: ViewController?
    }
    private var timerCount = 0
    /// How long after the last action the leak check waits: past Marshroute's retain-cycle check.
    static let leakCheckDelay: Duration = .milliseconds(1_500)

    init(make: () -> MapTarget, bounds: MapBounds) {
        live = Live(target: make(), bounds: bounds)
    }

    /// What records the current action's edges.
    var recorder: MapEventRecorder? { live?.recorder }

    /// The state now and the actions it offers.
    func snapshot() -> (state: MapSnapshot, offers: [MapAction]) {
        guard let live else { return (MapSnapshot(), []) }
        let offers = live.target.offeredActions(live.target)
        var shapes: [String] = []
        for action in offers {
            // A row's action counts by its key, not by where the selection stands.
            let shape = action.row != nil ? "\(action.key ?? "?")@row" : action.description
            if !shapes.contains(shape) { shapes.append(shape) }
        }
        let state = live.reader.read(
            live.target.window, offered: shapes, changedBehindMarshroute: live.recorder.changedBehindMarshroute,
            timerOrigins: timerOrigins.map(\.screen),
            history: live.reader.stateKey == .containerTree ? live.recorder.history() : [])
        for (id, screen) in state.screens where seen[id] == nil { seen[id] = screen }
        return (state, offers)
    }

    /// Performs `action`.
    func perform(_ action: MapAction) {
        guard let live else { return }
        live.quietly { live.target.perform(action) }
        path.append(action)
        essentialPath.append(action)
        noteTimers(live)
        while problemPaths.count < live.recorder.problems.count { problemPaths.append(path) }
    }

    /// Keeps where each pending timer started: a new one where the user is now; when some end,
    /// the oldest go first.
    private func noteTimers(_ live: Live) {
        let count = live.target.window.loop.activeTimerCount
        if count == 0 {
            timerOrigins = []
        } else if count > timerCount {
            let here = WeakScreen(screen: live.reader.focusedScreen(live.target.window))
            timerOrigins += Array(repeating: here, count: count - timerCount)
        } else if count < timerCount {
            timerOrigins.removeFirst(min(timerCount - count, timerOrigins.count))
        }
        timerCount = count
    }

    /// The last action changed nothing: a replay can leave it out, unless it chose a row (the
    /// list's selection moved, and the next row's moves count from it).
    func lastActionChangedNothing() {
        if let last = essentialPath.last, last.row == nil { essentialPath.removeLast() }
    }

    /// Replays `actions` from the start.
    func replay(_ actions: [MapAction]) {
        for action in actions { perform(action) }
    }

    /// Ends the run: waits past the retain-cycle check, reports screens that left and stayed
    /// alive, ends the app, and reports screens still alive after it.
    func finish() -> [AppMap.Problem] {
        let descriptions = path.map(\.description)
        var problems = checkScreensThatLeft().enumerated().map { index, problem in
            let path = index < problemPaths.count ? problemPaths[index].map(\.description) : descriptions
            return AppMap.Problem(kind: problem.kind, message: problem.message, path: path)
        }
        if let live { live.quietly { live.target.close() } }
        live = nil
        for screen in seen.values {
            guard let controller = screen.controller else { continue }
            problems.append(
                AppMap.Problem(
                    kind: .leak, message: "\(controller.debugName) (\(screen.node)) is alive after the app ended",
                    path: descriptions))
        }
        seen = [:]
        return problems
    }

    /// The recorder's problems, and the screens that left the tree and are alive a moment later.
    private func checkScreensThatLeft() -> [(kind: AppMap.Problem.Kind, message: String)] {
        guard let live else { return [] }
        live.quietly { live.target.advance(by: Self.leakCheckDelay) }
        var problems = live.recorder.problems
        let inTree = live.reader.read(live.target.window, offered: []).screens
        for (id, screen) in seen where inTree[id] == nil {
            guard let controller = screen.controller else { continue }
            problems.append(
                (.leak, "\(controller.debugName) (\(screen.node)) is alive \(Self.leakCheckDelay) after it left"))
        }
        return problems
    }
}
