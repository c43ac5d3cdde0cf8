import Marshroute
import Routes
import TerminalUI

/// Listens to Marshroute's coordinator (router calls, transitions, undos, cleaning, retain
/// cycles) and to the demo's routes, and keeps what the inspector shows: the timeline, and the
/// modules for the ledger. It keeps its journal from the start of the session, so the timeline is whole
/// when the inspector opens; each event costs a few appends, nothing per frame. The timeline
/// keeps the newest `timelineCap` entries (docs/TEACHING.md).
@MainActor
final class InspectorJournal: TransitionsObserver {
    static let timelineCap = 500

    /// A module Marshroute showed: its screen and its router, held weakly.
    struct Module {
        let transition: String
        weak var viewController: ViewController?
        weak var router: AnyObject?
        let routerType: String?
        let title: String
        /// When its screen left history (undone, cleaned), on the app's clock.
        var goneAt: Instant?
    }

    private(set) var timeline: [InspectorTimelineEntry] = []
    /// By screen: the roots of a layout share the app's transition, and a master-detail
    /// module's two screens share one.
    private(set) var modules: [ObjectIdentifier: Module] = [:]
    private var moduleOrder: [ObjectIdentifier] = []
    private var shortNames: [TransitionId: String] = [:]
    private var pendingRouters: [TransitionId: (router: AnyObject, type: String)] = [:]
    private var nextNumber = 1
    private var firstSeenGone: [String: Instant] = [:]
    private let clock: any TerminalUI.Clock
    private let start: Instant
    private let topViewController: (AnimatingTransitionsHandler) -> ViewController?
    /// Called after every change (the open inspector redraws).
    var onChange: (() -> Void)?

    init(stack: MarshrouteStack, clock: any TerminalUI.Clock) {
        self.clock = clock
        start = clock.now
        let finder = stack.topViewControllerFinder
        topViewController = { [weak finder] handler in
            finder?.findTopViewController(animatingTransitionsHandler: handler)
        }
        (stack.transitionsCoordinator as? TransitionsCoordinatorImpl)?.addObserver(self)
        stack.peekAndPopStateObservable.addObserver(disposable: self) { [weak self] viewController, state in
            self?.peekEnded(viewController, state)
        }
    }

    /// A peek's end, from Marshroute's peek & pop state: a frozen transition that will never run.
    private func peekEnded(_ viewController: ViewController, _ state: PeekAndPopState) {
        let outcome: InspectorTimelineEntry.Outcome
        switch state {
        case .cancelled: outcome = .peekCancelled
        case .interrupted: outcome = .peekInterrupted
        case .inPeek, .popped: return
        }
        let title = viewController.title ?? viewController.debugName
        guard let index = timeline.lastIndex(where: { $0.outcome == .frozenForPeek && $0.target == title }) else {
            return
        }
        timeline[index].outcome = outcome
        onChange?()
    }

    var now: Instant { clock.now }

    /// `t1`, `t2`…: transition ids are UUIDs; the inspector numbers them as it meets them.
    func shortName(_ id: TransitionId) -> String {
        if let name = shortNames[id] { return name }
        let name = "t\(shortNames.count + 1)"
        shortNames[id] = name
        return name
    }

    /// Modules in the order they were shown.
    var orderedModules: [Module] { moduleOrder.compactMap { modules[$0] } }

    // MARK: Marshroute's events

    func transitionsCoordinator(_ coordinator: TransitionsCoordinator, didObserve event: TransitionEvent) {
        switch event {
        case .routerCalled(let router, let call, let caller, let id):
            // `CategoriesRouterImpl.showSubcategories`; a method the module's router protocol
            // declares itself (`dismissCurrentModule`) is named once.
            let method = caller == call || caller.isEmpty ? "" : ".\(caller)"
            append(
                InspectorTimelineEntry(
                    actor: "\(type(of: router))\(method)", call: call,
                    transition: id.map(shortName)))
        case .routerCreated(let router, let id):
            pendingRouters[id] = (router, "\(type(of: router))")
        case .performed(let id, let target, let handler, let requestedOn, let animator):
            remember(target, id: id)
            update(id: id, orAppendAs: "Marshroute") { entry in
                entry.outcome = entry.outcome == .frozenForPeek ? .committedAfterPeek : .performed
                entry.target = target.title ?? target.debugName
                entry.landing = landing(on: handler, requestedOn: requestedOn)
                entry.animator = animator
            }
        case .frozenForPeek(let id, let target):
            update(id: id, orAppendAs: "Marshroute") { entry in
                entry.outcome = .frozenForPeek
                entry.target = target.title ?? target.debugName
                entry.landing = "shown in a peek preview; it runs if the peek is committed (Enter)"
            }
        case .refused(let id, let userId):
            update(id: id, orAppendAs: "Marshroute") { entry in
                entry.outcome = .refused("a screen marked \"\(userId)\" is one step back")
            }
        case .reset(let id, let root, _):
            remember(root, id: id)
            let name = shortName(id)
            if let index = timeline.lastIndex(where: { $0.transition == name && $0.outcome == .pending }) {
                timeline[index].outcome = .performed
                timeline[index].target = root.title ?? root.debugName
                timeline[index].landing = "set as the root of its navigation stack"
            }
        case .undone(let ids, let screens, let handler):
            let names = Set(ids.map(shortName))
            for (key, module) in modules where names.contains(module.transition) { modules[key]?.goneAt = now }
            // Oldest first (Marshroute reports the deepest modal first).
            let closed =
                "closed: "
                + ids.map(shortName).sorted { $0.count != $1.count ? $0.count < $1.count : $0 < $1 }
                .joined(separator: ", ")
            if let index = timeline.lastIndex(where: { $0.outcome == .pending && Self.undoCalls.contains($0.call) }) {
                timeline[index].outcome = .undone(screens: screens)
                timeline[index].notes.append(closed)
            } else if let index = timeline.indices.last, timeline[index].outcome == .pending,
                timeline[index].transition != nil
            {
                // An undo while a transition waits for the delegate's answer is the delegate's
                // doing: it goes back to a screen instead (the demo's sibling rule).
                let back = topViewController(handler).map { $0.title ?? $0.debugName } ?? "an earlier screen"
                timeline[index].notes.append(
                    "instead: back to \"\(back)\", \(InspectorText.screens(screens)) closed (\(closed))")
            } else {
                var entry = InspectorTimelineEntry(actor: "Marshroute", call: "undo")
                entry.outcome = .undone(screens: screens)
                entry.notes.append("closed: " + ids.map(shortName).joined(separator: ", "))
                append(entry)
            }
        case .historyCleaned(let count, let stillAlive):
            let titles = stillAlive.map { $0.title ?? $0.debugName }
            for screen in stillAlive { modules[ObjectIdentifier(screen)]?.goneAt = now }
            var entry = InspectorTimelineEntry(
                actor: "Marshroute", call: "clean history",
                target: titles.isEmpty ? nil : titles.joined(separator: ", "))
            entry.outcome = .cleaned(screens: count)
            entry.notes.append("the container removed them by itself (the back key), so history forgot them too")
            append(entry)
        case .possibleRetainCycle(let name):
            var entry = InspectorTimelineEntry(actor: "Marshroute", call: "retain-cycle check")
            entry.target = name
            entry.outcome = .suspect
            entry.notes.append("its screen left history a moment ago, but it was not released")
            append(entry)
        }
        onChange?()
    }

    static let undoCalls: Set<String> = ["dismissCurrentModule", "focusOnCurrentModule"]

    // MARK: Routes' events

    func note(_ event: RouteEvent) {
        switch event {
        case .matched(let url, let router, let pattern, let parameters):
            var entry = InspectorTimelineEntry(
                actor: "Routes", call: "route \(RouteText.quoted(url))")
            entry.outcome = .routeMatched
            entry.notes.append("router \(router), pattern \(pattern)")
            let values = parameters.keys.sorted().map { "\($0) = \(parameters[$0]!.description)" }
            entry.notes.append("parameters: " + (values.isEmpty ? "none" : values.joined(separator: ", ")))
            append(entry)
        case .guardChecked(_, _, let verdict):
            if let index = timeline.lastIndex(where: { $0.actor == "Routes" }) {
                timeline[index].notes.append("guard: \(verdict)")
            }
        case .challengePresented(_, _, let challenge):
            if let index = timeline.lastIndex(where: { $0.actor == "Routes" }) {
                timeline[index].notes.append("\(challenge) shown first; the route waits for its answer")
            }
        case .performed(let response):
            if let index = timeline.lastIndex(where: { $0.actor == "Routes" }) {
                timeline[index].outcome = .routePerformed
                timeline[index].notes.append(contentsOf: response.steps.map { "step: \($0)" })
            }
        case .failed(let url, let error):
            if let index = timeline.lastIndex(where: {
                $0.actor == "Routes" && $0.call.hasSuffix(RouteText.quoted(url))
            }) {
                timeline[index].outcome = .routeFailed(error.description)
            } else {
                var entry = InspectorTimelineEntry(
                    actor: "Routes", call: "route \(RouteText.quoted(url))")
                entry.outcome = .routeFailed(error.description)
                append(entry)
            }
        }
        onChange?()
    }

    // MARK: Keeping entries

    private func append(_ entry: InspectorTimelineEntry) {
        var entry = entry
        entry.number = nextNumber
        entry.time = now - start
        nextNumber += 1
        timeline.append(entry)
        if timeline.count > Self.timelineCap {
            timeline.removeFirst(timeline.count - Self.timelineCap)
        }
    }

    /// Updates the newest entry of transition `id`, or adds one (a transition no router asked
    /// for by name: a container's root, a route's own router).
    private func update(id: TransitionId, orAppendAs actor: String, _ change: (inout InspectorTimelineEntry) -> Void) {
        let name = shortName(id)
        if let index = timeline.lastIndex(where: { $0.transition == name }) {
            change(&timeline[index])
            return
        }
        var entry = InspectorTimelineEntry(actor: actor, call: "transition", transition: name)
        change(&entry)
        append(entry)
    }

    private func remember(_ viewController: ViewController, id: TransitionId) {
        let key = ObjectIdentifier(viewController)
        if let existing = modules[key], existing.viewController === viewController { return }
        // A master-detail module's routers share the transition: the first screen takes it.
        let router = pendingRouters.removeValue(forKey: id)
        if modules[key] == nil { moduleOrder.append(key) }
        modules[key] = Module(
            transition: shortName(id), viewController: viewController, router: router?.router,
            routerType: router?.type, title: viewController.title ?? viewController.debugName, goneAt: nil)
        if moduleOrder.count > Self.timelineCap * 2 { forgetReleasedModules() }
    }

    /// When the module of `transition` was first seen off screen (its own time when history
    /// said so); remembered from the first time the ledger asks.
    func goneSince(_ transition: String, now: Instant, fallback: Instant?) -> Instant {
        if let fallback { return fallback }
        if let seen = firstSeenGone[transition] { return seen }
        firstSeenGone[transition] = now
        return now
    }

    /// Drops modules whose screen and router are both gone: the ledger only shows the living.
    func forgetReleasedModules() {
        moduleOrder.removeAll { key in
            guard let module = modules[key], module.viewController == nil, module.router == nil else { return false }
            modules[key] = nil
            return true
        }
    }

    /// "landed on the navigation stack showing "Transport": the router's own" or "forwarded to
    /// the topmost: …".
    private func landing(on handler: AnimatingTransitionsHandler, requestedOn: TransitionsHandler) -> String {
        let place = InspectorText.place(of: handler, top: topViewController(handler))
        if handler === requestedOn { return "landed on \(place): the router's own handler" }
        return "forwarded to the topmost: \(place) (the router's handler has something over it)"
    }
}
