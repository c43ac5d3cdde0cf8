import Marshroute
import Routes
import TerminalUI

/// Listens to one app while the explorer acts on it: Marshroute's events become edges (each
/// with the router call that caused it, read through ``MapCauseAdapter``), a route's guard
/// becomes what the edge met, and Marshroute's assertions and retain-cycle checks become
/// problems. Holds no screen: each event is read as it comes.
@MainActor
final class MapEventRecorder: TransitionsObserver, MarshrouteAssertionPlugin {
    /// An edge as an event made it; the explorer adds the cause and the path.
    struct RawEdge {
        var from: MapNodeID?
        var to: MapNodeID?
        let style: MapTransitionStyle
        let router: String?
        let method: String?
        let marshrouteMethod: String?
        /// The front end that made the call, if one did.
        var initiator: RouterCallInitiator.Kind? = nil
        var call: RouterCallID? = nil
        /// Where the app's router method is written.
        var site: RouterCallSite? = nil
        /// Made by a root set (`reset`), not by a transition that ran.
        var isRootSet = false
    }

    let reader: MapSnapshotReader
    /// Whether events make edges now (the action under test, not the replay before it).
    var isRecordingEdges = false
    /// The edges of the action so far: a root set inside a transition that also ran or froze
    /// for a peek (a modal's own root) is that transition's, not an edge of its own.
    var edges: [RawEdge] {
        recorded.filter { edge in
            guard edge.isRootSet, let call = edge.call else { return true }
            return !performedCalls.contains(call) && !frozenCalls.contains(call)
        }
    }
    private var recorded: [RawEdge] = []
    private var performedCalls: Set<RouterCallID> = []
    private var frozenCalls: Set<RouterCallID> = []
    /// The guards its routes met (`"locked adverts" asks first: …`), and refusals.
    private(set) var guards: [String] = []
    /// Whether Marshroute showed, closed or forgot anything during the action.
    private(set) var sawTransition = false
    /// Assertions and retain cycles, in the order they came.
    private(set) var problems: [(kind: AppMap.Problem.Kind, message: String)] = []
    /// Where the user was when the action began: the source of what no router's module asked.
    var fallbackSource: MapNodeID?

    /// The module each router call of the run came from (a peek committed later keeps it).
    private var sources: [RouterCallID: MapNodeID] = [:]
    private var committedPeeks: Set<RouterCallID> = []
    /// The pattern each route request of the run matched: a route's calls are named by it.
    private var patterns: [Int: String] = [:]
    /// Each navigation stack's generation when Marshroute last acted on it: a stack that
    /// changed since changed by itself (the back key), and its history is to be cleaned.
    private var synchronized: [ObjectIdentifier: UInt64] = [:]

    /// Whether `navigation` changed since Marshroute last acted on it (or since the app was
    /// made, for a stack it made).
    func changedBehindMarshroute(_ navigation: NavigationController) -> Bool {
        guard let known = synchronized[ObjectIdentifier(navigation)] else { return false }
        return known != navigation.stackGeneration
    }

    /// Takes every navigation stack under `controller` as it is: the app was just made.
    func synchronizeAll(under controller: ViewController) {
        if let navigation = controller as? NavigationController {
            synchronized[ObjectIdentifier(navigation)] = navigation.stackGeneration
        }
        for child in controller.children { synchronizeAll(under: child) }
        if let presented = controller.presentedViewController { synchronizeAll(under: presented) }
    }

    /// Every handler Marshroute acted on, in the order it first did, while it lives.
    private var handlers: [WeakHandler] = []

    private struct WeakHandler {
        weak var handler: AnimatingTransitionsHandler?
    }

    /// Marshroute's history as module identities: each living stack's recorded transitions,
    /// one line per stack (``MapStateKey/containerTree``).
    func history() -> [String] {
        let reader = reader.stack.transitionsHistoryReader
        return handlers.compactMap(\.handler).map { handler in
            reader.recordedStackTransitions(of: handler).map { self.reader.moduleName($0.viewController) ?? "-" }
                .joined(separator: ",")
        }
    }

    private func synchronize(_ handler: AnimatingTransitionsHandler) {
        if !handlers.contains(where: { $0.handler === handler }) { handlers.append(WeakHandler(handler: handler)) }
        guard let navigation = (handler as? NavigationTransitionsHandler)?.navigationController else { return }
        synchronized[ObjectIdentifier(navigation)] = navigation.stackGeneration
    }

    init(reader: MapSnapshotReader) { self.reader = reader }

    /// Starts recording the edges of one action.
    func beginAction(from source: MapNodeID?) {
        isRecordingEdges = true
        recorded = []
        performedCalls = []
        frozenCalls = []
        guards = []
        sawTransition = false
        fallbackSource = source
        committedPeeks = []
    }

    /// Stops recording edges.
    func endAction() { isRecordingEdges = false }

    // MARK: Marshroute

    func transitionsCoordinator(_ coordinator: TransitionsCoordinator, didObserve event: TransitionEvent) {
        if case .possibleRetainCycle(let name) = event.kind {
            problems.append(
                (.retainCycle, "\(name) is alive a moment after history forgot it (Marshroute's retain-cycle check)"))
        }
        switch event.kind {
        case .routerCalled:
            if let call = event.cause, let router = call.router, let node = sourceNode(of: router) {
                sources[call.id] = node
            }
        case .performed(_, _, let handler, _, _), .reset(_, _, let handler), .undone(_, _, let handler),
            .historyCleaned(_, _, let handler):
            synchronize(handler)
        default:
            break
        }
        guard isRecordingEdges else { return }
        let call = event.cause
        switch event.kind {
        case .performed(_, let target, _, _, _):
            sawTransition = true
            var style = MapCauseAdapter.forwardStyle(method: call?.method, target: target)
            if let call {
                performedCalls.insert(call.id)
                if committedPeeks.contains(call.id) { style = .peekCommit }
            }
            add(style, call: call, to: reader.node(of: target))
        case .frozenForPeek:
            if let call { frozenCalls.insert(call.id) }
        case .reset(_, let root, _):
            sawTransition = true
            add(
                MapCauseAdapter.resetStyle(method: call?.method), call: call, to: reader.node(of: root),
                isRootSet: true)
        case .undone(_, _, let handler):
            sawTransition = true
            let top = reader.stack.transitionsHistoryReader.recordedStackTransitions(of: handler).last?.viewController
            add(
                MapCauseAdapter.undoStyle(method: call?.method), call: call, from: fallbackSource,
                to: top.flatMap(reader.node(of:)))
        case .historyCleaned(_, _, let handler):
            sawTransition = true
            let top = reader.stack.transitionsHistoryReader.recordedStackTransitions(of: handler).last?.viewController
            let node = top.flatMap(reader.node(of:))
            recorded.append(
                RawEdge(from: node, to: node, style: .historyCleaning, router: nil, method: nil, marshrouteMethod: nil))
        case .peekEnded(_, _, let outcome, _):
            if outcome == .committed, let call { committedPeeks.insert(call.id) }
        case .refused(_, let userId):
            guards.append("the coordinator's delegate refused transition \"\(userId)\"")
        case .routerCalled, .routerCreated, .possibleRetainCycle, .moduleRegistered:
            break
        }
    }

    private func add(
        _ style: MapTransitionStyle, call: RouterCall?, from: MapNodeID? = nil, to: MapNodeID?, isRootSet: Bool = false
    ) {
        let source = from ?? call.flatMap { sources[$0.id] } ?? fallbackSource
        var router = call?.routerType
        var method = call.flatMap(MapCauseAdapter.appMethod(of:))
        // A front end's call is named by the front end: a route by its pattern.
        if let initiator = call?.initiator {
            router = initiator.kind.rawValue
            method = initiator.kind == .route ? patterns[initiator.id] : nil
        }
        recorded.append(
            RawEdge(
                from: source, to: to, style: style, router: router, method: method,
                marshrouteMethod: call?.method.rawValue, initiator: call?.initiator?.kind,
                call: call?.id, site: call?.site, isRootSet: isRootSet))
    }

    /// The node of the module whose router this is: the screen its transition showed in its
    /// own handler (for a container's router, the container, when it is a module).
    private func sourceNode(of router: AnyObject) -> MapNodeID? {
        // A route's calls act for the user where they were, not for a module.
        guard let router = router as? BaseRouter else { return nil }
        let history = reader.stack.transitionsHistoryReader
        func search(_ handler: AnimatingTransitionsHandler) -> MapNodeID? {
            history.recordedStackTransitions(of: handler).last { $0.transitionId == router.transitionId }
                .flatMap { reader.node(of: $0.viewController) }
        }
        switch router.transitionsHandlerBox {
        case .animating(let handler):
            return search(handler)
        case .containing(let container):
            if let tabs = (container as? TabBarTransitionsHandler)?.tabBarController, reader.moduleName(tabs) != nil {
                return reader.node(of: tabs)
            }
            for handler in container.allTransitionsHandlers ?? [] {
                if let node = search(handler) { return node }
            }
            return nil
        }
    }

    // MARK: Routes

    /// A route's event: its guard's verdict joins what the action met.
    func routeEvent(_ event: RouteEvent) {
        if case .matched(_, let pattern, _) = event.kind { patterns[event.request.rawValue] = pattern }
        guard isRecordingEdges else { return }
        switch event.kind {
        case .guardChecked(let pattern, let verdict):
            if case .unguarded = verdict { return }
            guards.append("guard of \(pattern): \(verdict)")
        case .failed(let error):
            guards.append("route failed: \(error)")
        case .matched, .challengePresented, .performed:
            break
        }
    }

    // MARK: Assertions

    func assert(
        _ condition: @autoclosure () -> Bool, _ message: @autoclosure () -> String, file: StaticString, line: UInt
    ) {
        if !condition() { assertionFailure(message(), file: file, line: line) }
    }

    func assertionFailure(_ message: @autoclosure () -> String, file: StaticString, line: UInt) {
        let text = message()
        // The retain-cycle check also asserts; its event was recorded just before, with the screen.
        if let last = problems.last, last.kind == .retainCycle,
            let name = last.message.split(separator: " ").first, text.contains(name)
        {
            return
        }
        problems.append((.assertion, "\(text) (\(file):\(line))"))
    }
}

/// Marshroute's printing, silenced while exploring (what it says is recorded as problems).
final class MapSilentPrintPlugin: MarshroutePrintPlugin {
    func print(_ item: Any, separator: String, terminator: String) {}
}
