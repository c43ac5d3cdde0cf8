import Marshroute

/// One entry of the inspector's timeline: a router call and what became of it, a route and
/// its verdict, or something Marshroute did by itself (cleaning history, a retain cycle).
public struct InspectorTimelineEntry: Sendable {
    /// What became of it.
    public enum Outcome: Equatable, Sendable {
        /// Asked; nothing came of it yet.
        case pending
        /// The transition ran.
        case performed
        /// Shown in a peek preview; it runs if the peek is committed.
        case frozenForPeek
        /// Frozen for a peek, then the peek was committed: it ran.
        case committedAfterPeek
        /// Frozen for a peek, then the peek was cancelled: it never ran.
        case peekCancelled
        /// Frozen for a peek, then another transition ended the peek: it never ran.
        case peekInterrupted
        /// The transitions coordinator's delegate vetoed it, for this reason.
        case refused(String)
        /// Undone: this many screens closed.
        case undone(screens: Int)
        /// History forgot this many screens the container removed by itself (the back key).
        case cleaned(screens: Int)
        /// A route matched its URL.
        case routeMatched
        /// A route's plan ran.
        case routePerformed
        /// A route failed, for this reason.
        case routeFailed(String)
        /// A route was cancelled, for this reason.
        case routeCancelled(String)
        /// A module still alive after its screen left history (Marshroute's retain-cycle check).
        case suspect
    }

    /// What made the entry: a module's router call (with the site of the method it ran in,
    /// when the method said so, and the request that asked for it), a route, or Marshroute by
    /// itself. The code view explains each.
    public enum Origin: Equatable, Sendable {
        /// A module's router called Marshroute, in the method at `site` when it said so
        /// (`traced { … }`), for the front end's request `initiator` if one asked (a route).
        case routerCall(site: RouterCallSite?, initiator: RouterCallInitiator?)
        /// A route (its match, guard and plan).
        case route
        /// Marshroute by itself (history cleaned, a retain cycle, a transition no call asked for).
        case marshroute
    }

    /// Given when the journal keeps the entry.
    public internal(set) var number = 0
    /// On the app's clock, from the start of the session (given when the journal keeps it).
    public internal(set) var time: Duration = .zero
    /// The module's router type (`CategoriesRouterImpl`), or what acted (`Routes`, `Marshroute`).
    public internal(set) var actor: String
    /// The Marshroute call (`pushViewControllerDerivedFrom`), or what happened.
    public internal(set) var call: String
    /// Who called what, for the entry of a router call: its line is this summary.
    public internal(set) var routerCall: RouterCallSummary?
    /// Marshroute's method, for the entry of a router call.
    public var method: RouterMethod? { routerCall?.method }
    /// The short name of the transition (`t7`).
    public internal(set) var transition: String?
    /// The module shown, when there is one.
    public internal(set) var target: String?
    /// Where it landed, and why there (Marshroute's topmost rule).
    public internal(set) var landing: String?
    /// The animator Marshroute ran it with.
    public internal(set) var animator: String?
    /// What became of it.
    public internal(set) var outcome: Outcome = .pending
    /// Further lines of the full explanation (a route's match and guard).
    public internal(set) var notes: [String] = []
    /// What made it (the code view explains each).
    public internal(set) var origin: Origin = .marshroute
    /// Where the app was when it was made (given when the journal keeps it, by the app's
    /// `InspectorRewinding`): what a rewind to it replays up to.
    var moment: (any Sendable)?

    /// What became of it, in words: `performed`, `vetoed by the delegate: …`.
    public var outcomeText: String {
        switch outcome {
        case .pending: "asked"
        case .performed: "performed"
        case .frozenForPeek: "frozen for a peek"
        case .committedAfterPeek: "frozen for a peek, then committed"
        case .peekCancelled: "frozen for a peek, then cancelled: it never ran"
        case .peekInterrupted: "frozen for a peek, then interrupted by another transition: it never ran"
        case .refused(let why): "vetoed by the delegate: \(why)"
        case .undone(let screens): "undone: \(InspectorText.screens(screens)) closed"
        case .cleaned(let screens): "history cleaned: \(InspectorText.screens(screens)) the container removed"
        case .routeMatched: "matched"
        case .routePerformed: "route done"
        case .routeFailed(let why): "failed: \(why)"
        case .routeCancelled(let why): "cancelled: \(why)"
        case .suspect: "still alive after its screen left"
        }
    }

    /// One line: `CategoriesRouterImpl.showSubcategories → pushViewControllerDerivedFrom  t7 Transport  · performed`
    /// (the timeline writes the number and the time before it).
    public var summary: String {
        var line = routerCall?.description ?? "\(actor) → \(call)"
        if let transition { line += "  \(transition)" }
        if let target { line += " \(target)" }
        return line + "  · " + outcomeText
    }

    /// The full explanation (Enter on an entry).
    public var details: [String] {
        var lines = ["#\(number) at \(Self.seconds(time)): \(actor) called \(call)"]
        if let transition { lines.append("transition \(transition)" + (target.map { ", showing \"\($0)\"" } ?? "")) }
        if let landing { lines.append(landing) }
        if let animator { lines.append("animator: \(animator)") }
        lines.append("outcome: \(outcomeText)")
        return lines + notes
    }

    /// `4.2s`: a duration as the timeline writes it, to a tenth of a second.
    static func seconds(_ duration: Duration) -> String {
        let milliseconds = duration.components.seconds * 1000 + duration.components.attoseconds / 1_000_000_000_000_000
        return "\(milliseconds / 1000).\(milliseconds % 1000 / 100)s"
    }
}

extension InspectorTimelineEntry {
    /// The entry of a router call, named by the module's router and, when it said so, the
    /// module's own method (`CategoriesRouterImpl.showSubcategories`).
    init(call: RouterCall, transition: String?) {
        self.init(
            actor: call.summary.caller, call: call.method.rawValue, transition: transition,
            origin: .routerCall(site: call.site, initiator: call.initiator))
        routerCall = call.summary
    }
}
