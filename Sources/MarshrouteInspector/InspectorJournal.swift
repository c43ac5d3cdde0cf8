import Marshroute
import Routes
import TerminalUI

/// What the inspector records: it listens to Marshroute's observation (router calls,
/// transitions, undos, cleaning, retain cycles) and to the app's routes, and keeps the timeline,
/// and the modules for the ledger. The timeline is a projection of events keyed by their causes: every
/// Marshroute event names the router call that caused it, every route event its request, so an
/// entry is found by that id, never by position, actor or title. It records from the start of
/// the session, so the timeline is whole when the inspector opens; each event costs a few
/// dictionary operations, nothing per frame. The timeline keeps the newest `timelineCap`
/// entries (docs/TEACHING.md).
///
/// An app reads it to tie its own records to the timeline (a lesson's recap cites entries by
/// number) and its tests read it to check what happened, without drawing anything.
@MainActor
public final class InspectorJournal {
    /// How many entries the timeline keeps (the newest).
    public static let timelineCap = 500

    /// A module Marshroute showed: its screen and its router, held weakly, under a number of
    /// its own (a released screen's address may be reused by the next one; the number is not).
    struct Module {
        let serial: Int
        let transition: String
        weak var viewController: ViewController?
        weak var router: AnyObject?
        /// What its assembly registered (screen, presenter, interactor, router), if it did.
        let parts: ModuleParts?
        let title: String
        /// When its screen left history (undone, cleaned), on the app's clock.
        var goneAt: Instant?
        /// When the ledger first saw it off screen without history saying so.
        var firstSeenGone: Instant?

        /// Whether any part of it is still alive.
        @MainActor var isAlive: Bool { viewController != nil || router != nil || parts?.liveParts.isEmpty == false }
    }

    /// The entries, oldest first, numbered from 1 in the order they were made.
    public private(set) var timeline: [InspectorTimelineEntry] = []
    /// Modules in the order they were shown, each under its serial.
    private(set) var modules: [Int: Module] = [:]
    private var moduleOrder: [Int] = []
    /// The serial of the module a screen belongs to; checked against the module's own screen
    /// on every use, so that a reused address never finds another module.
    private var moduleOfScreen: [ObjectIdentifier: Int] = [:]
    /// The same by router, checked against the module's own router on every use.
    private var moduleOfRouter: [ObjectIdentifier: Int] = [:]
    private var nextSerial = 1
    /// Timeline entry numbers by cause.
    var entryOfCall: [RouterCallID: Int] = [:]
    var entryOfRequest: [RouteRequestID: Int] = [:]
    private var shortNames: [TransitionId: String] = [:]
    /// Routers made for transitions whose screens are not shown yet, held weakly.
    private var routersMade: [TransitionId: WeakRouter] = [:]
    /// Modules' parts as their assemblies registered them, by screen, until the screen is shown.
    private var registeredParts: [ObjectIdentifier: ModuleParts] = [:]
    private var nextNumber: Int
    private let clock: any TimeSource
    private let start: Instant
    let topViewController: (AnimatingTransitionsHandler) -> ViewController?
    /// Called after every change (the open inspector redraws).
    var onChange: (() -> Void)?
    /// Where the app is: each entry is stamped with it (what a rewind replays up to).
    var currentMoment: (() -> (any Sendable)?)?
    /// Hears Marshroute for the journal (its observers are held weakly; this one lives as long
    /// as the journal does).
    private var listener: MarshrouteListener?

    struct WeakRouter {
        weak var router: AnyObject?
    }

    /// `continuing`: the number and start time of a timeline this one goes on from (the one
    /// before a layout switch).
    init(stack: MarshrouteStack, clock: any TimeSource, continuing: (number: Int, instant: Instant)? = nil) {
        self.clock = clock
        nextNumber = continuing?.number ?? 1
        start = continuing?.instant ?? clock.now
        let finder = stack.topViewControllerFinder
        topViewController = { [weak finder] handler in
            finder?.findTopViewController(animatingTransitionsHandler: handler)
        }
        let listener = MarshrouteListener(journal: self)
        self.listener = listener
        stack.transitionsObservable.addObserver(listener)
    }

    /// The number of the timeline entry of a router call, if the timeline keeps it.
    public func entryNumber(of call: RouterCallID) -> Int? { entryOfCall[call] }

    /// The number of the timeline entry of a route request, if the timeline keeps it.
    public func entryNumber(of request: RouteRequestID) -> Int? { entryOfRequest[request] }

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

    /// The module `screen` belongs to, if Marshroute showed it.
    func module(showing screen: ViewController) -> Module? {
        guard let serial = moduleOfScreen[ObjectIdentifier(screen)], let module = modules[serial],
            module.viewController === screen
        else { return nil }
        return module
    }

    /// The screen of the module whose router is `router`, while it lives, if Marshroute showed
    /// it while the journal listened: the module a router call came from.
    public func screen(ofRouter router: AnyObject) -> ViewController? {
        guard let serial = moduleOfRouter[ObjectIdentifier(router)], let module = modules[serial],
            module.router === router
        else { return nil }
        return module.viewController
    }

    // MARK: Marshroute's events

    func note(_ event: TransitionEvent) {
        let cause = event.cause
        switch event.kind {
        case .routerCalled:
            guard let call = cause else { break }
            entryOfCall[call.id] = append(
                InspectorTimelineEntry(call: call, transition: call.transitionId.map(shortName)))
            if let initiator = call.initiator, initiator.kind == .route,
                let routeEntry = entryOfRequest[RouteRequestID(rawValue: initiator.id)]
            {
                update(entry: entryOfCall[call.id]) { $0.notes.append("made by the route of entry \(routeEntry)") }
            }
        case .moduleRegistered(let parts):
            guard let view = parts.view else { break }
            registeredParts[ObjectIdentifier(view)] = parts
            if registeredParts.count > 64 { registeredParts = registeredParts.filter { $0.value.view != nil } }
        case .routerCreated(let router, let id):
            routersMade[id] = WeakRouter(router: router)
            if routersMade.count > 64 { routersMade = routersMade.filter { $0.value.router != nil } }
        case .performed(let id, let target, let handler, let requestedOn, let animator):
            remember(target, id: id)
            updateEntry(of: cause, orAppendFor: id) { entry in
                entry.outcome = entry.outcome == .frozenForPeek ? .committedAfterPeek : .performed
                entry.target = Self.title(of: target)
                entry.landing = landing(on: handler, requestedOn: requestedOn)
                entry.animator = animator
            }
        case .frozenForPeek(let id, let target):
            updateEntry(of: cause, orAppendFor: id) { entry in
                entry.outcome = .frozenForPeek
                entry.target = Self.title(of: target)
                entry.landing = "shown in a peek preview; it runs if the peek is committed (Enter)"
            }
        case .peekEnded(_, _, let outcome, let endedBy):
            // Marshroute names the call that froze it: its entry, whatever came between.
            guard outcome != .committed else { break }
            update(entry: cause.flatMap { entryOfCall[$0.id] }) { entry in
                entry.outcome = outcome == .cancelled ? .peekCancelled : .peekInterrupted
                if let by = endedBy.flatMap({ entryOfCall[$0.id] }) { entry.notes.append("interrupted by entry \(by)") }
            }
        case .refused(let id, let userId):
            updateEntry(of: cause, orAppendFor: id) { entry in
                entry.outcome = .refused("a screen marked \"\(userId)\" is one step back")
            }
        case .reset(let id, let root, _):
            remember(root, id: id)
            update(entry: cause.flatMap { entryOfCall[$0.id] }) { entry in
                guard entry.outcome == .pending else { return }
                entry.outcome = .performed
                entry.target = Self.title(of: root)
                entry.landing = "set as the root of its navigation stack"
            }
        case .undone(let ids, let screens, let handler):
            undone(ids, screens: screens, handler: handler, cause: cause)
        case .historyCleaned(let count, let stillAlive, _):
            for screen in stillAlive { markGone(screen) }
            var entry = InspectorTimelineEntry(
                actor: "Marshroute", call: "clean history",
                target: stillAlive.isEmpty ? nil : stillAlive.map(Self.title(of:)).joined(separator: ", "))
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

    /// Transitions undone: by the cause itself (dismiss, focus), by the delegate while it
    /// refused the cause's transition (it goes back to a screen instead: the demo's sibling
    /// rule), or by something no router call made (a builder route's pop).
    private func undone(
        _ ids: [TransitionId], screens: Int, handler: AnimatingTransitionsHandler, cause: RouterCall?
    ) {
        let names = Set(ids.map(shortName))
        for serial in moduleOrder where modules[serial].map({ names.contains($0.transition) }) == true {
            modules[serial]?.goneAt = now
        }
        // Oldest first (Marshroute reports the deepest modal first).
        let closed =
            "closed: "
            + ids.map(shortName).sorted { $0.count != $1.count ? $0.count < $1.count : $0 < $1 }
            .joined(separator: ", ")
        guard let cause, let number = entryOfCall[cause.id] else {
            var entry = InspectorTimelineEntry(actor: "Marshroute", call: "undo")
            entry.outcome = .undone(screens: screens)
            entry.notes.append(closed)
            append(entry)
            return
        }
        if cause.method.style.undoes {
            update(entry: number) { entry in
                if case .undone(let before) = entry.outcome {
                    entry.outcome = .undone(screens: before + screens)
                } else {
                    entry.outcome = .undone(screens: screens)
                }
                entry.notes.append(closed)
            }
        } else {
            let back = topViewController(handler).map(Self.title(of:)) ?? "an earlier screen"
            update(entry: number) { entry in
                entry.notes.append("instead: back to \"\(back)\", \(InspectorText.screens(screens)) closed (\(closed))")
            }
        }
    }

    // MARK: Keeping entries

    /// Appends an entry, numbering and timing it; returns its number.
    @discardableResult
    func append(_ entry: InspectorTimelineEntry) -> Int {
        var entry = entry
        entry.number = nextNumber
        entry.time = now - start
        entry.moment = currentMoment?()
        nextNumber += 1
        timeline.append(entry)
        if timeline.count > Self.timelineCap {
            timeline.removeFirst(timeline.count - Self.timelineCap)
            forgetCausesOfDroppedEntries()
        }
        return entry.number
    }

    /// Where a timeline that goes on from this one starts: the next number, and this one's start.
    var continuation: (number: Int, instant: Instant) { (nextNumber, start) }

    /// The entry numbered `number`, if the timeline still keeps it.
    public func entry(_ number: Int) -> InspectorTimelineEntry? {
        guard let first = timeline.first?.number, timeline.indices.contains(number - first) else { return nil }
        return timeline[number - first]
    }

    /// The causes of entries the timeline no longer keeps are forgotten too, in batches, so a
    /// long session holds as many as the timeline does.
    private func forgetCausesOfDroppedEntries() {
        guard let first = timeline.first?.number else { return }
        if entryOfCall.count > Self.timelineCap * 2 { entryOfCall = entryOfCall.filter { $0.value >= first } }
        if entryOfRequest.count > Self.timelineCap * 2 {
            entryOfRequest = entryOfRequest.filter { $0.value >= first }
        }
    }

    /// Changes the entry numbered `number`, if the timeline still keeps it. Numbers are
    /// consecutive and only the oldest entries leave, so its place is known.
    func update(entry number: Int?, _ change: (inout InspectorTimelineEntry) -> Void) {
        guard let number, let first = timeline.first?.number else { return }
        let index = number - first
        guard timeline.indices.contains(index) else { return }
        change(&timeline[index])
    }

    /// Changes the entry of the router call that caused an event, or adds one for a transition
    /// no router call asked for (a front end performing on a handler itself); returns its number.
    @discardableResult
    private func updateEntry(
        of cause: RouterCall?, orAppendFor id: TransitionId, _ change: (inout InspectorTimelineEntry) -> Void
    ) -> Int {
        if let cause, let number = entryOfCall[cause.id] {
            update(entry: number, change)
            return number
        }
        var entry = InspectorTimelineEntry(actor: "Marshroute", call: "transition", transition: shortName(id))
        change(&entry)
        return append(entry)
    }

    private func remember(_ viewController: ViewController, id: TransitionId) {
        if module(showing: viewController) != nil { return }
        // Parts registered for this very screen (an address may have been reused since).
        let parts = registeredParts.removeValue(forKey: ObjectIdentifier(viewController)).flatMap {
            $0.view === viewController ? $0 : nil
        }
        // Without parts, the router made for the transition: a master-detail module's routers
        // share it, and the first screen without parts takes it.
        let made = parts == nil ? routersMade.removeValue(forKey: id) : nil
        let router = parts?.router ?? made?.router
        let serial = nextSerial
        nextSerial += 1
        moduleOrder.append(serial)
        moduleOfScreen[ObjectIdentifier(viewController)] = serial
        if let router { moduleOfRouter[ObjectIdentifier(router)] = serial }
        modules[serial] = Module(
            serial: serial, transition: shortName(id), viewController: viewController, router: router,
            parts: parts, title: Self.title(of: viewController))
        if moduleOrder.count > Self.timelineCap * 2 { forgetReleasedModules() }
    }

    private func markGone(_ screen: ViewController) {
        guard let serial = module(showing: screen)?.serial else { return }
        modules[serial]?.goneAt = now
    }

    /// When the module numbered `serial` was first seen off screen (its own time when history
    /// said so); remembered from the first time the ledger asks.
    func goneSince(_ serial: Int, now: Instant) -> Instant {
        guard let module = modules[serial] else { return now }
        if let goneAt = module.goneAt { return goneAt }
        if let seen = module.firstSeenGone { return seen }
        modules[serial]?.firstSeenGone = now
        return now
    }

    /// Drops modules whose screen and router are both gone, keeping the count of them.
    func forgetReleasedModules() {
        moduleOrder.removeAll { serial in
            guard let module = modules[serial], !module.isAlive else { return false }
            modules[serial] = nil
            releasedAndForgotten += 1
            return true
        }
        moduleOfScreen = moduleOfScreen.filter { modules[$0.value] != nil }
        moduleOfRouter = moduleOfRouter.filter { modules[$0.value] != nil }
    }

    /// Released modules no longer kept (the ledger's count includes them).
    private(set) var releasedAndForgotten = 0

    static func title(of viewController: ViewController) -> String { viewController.title ?? viewController.debugName }

    /// "landed on the navigation stack showing "Transport": the router's own" or "forwarded to
    /// the topmost: …".
    private func landing(on handler: AnimatingTransitionsHandler, requestedOn: TransitionsHandler) -> String {
        let place = InspectorText.place(of: handler, top: topViewController(handler))
        if handler === requestedOn { return "landed on \(place): the router's own handler" }
        return "forwarded to the topmost: \(place) (the router's handler has something over it)"
    }
}

/// Marshroute's observer for a journal.
@MainActor
private final class MarshrouteListener: TransitionsObserver {
    weak var journal: InspectorJournal?

    init(journal: InspectorJournal) {
        self.journal = journal
    }

    func transitionsCoordinator(_ coordinator: TransitionsCoordinator, didObserve event: TransitionEvent) {
        journal?.note(event)
    }
}
