import Marshroute

/// One entry of the inspector's timeline: a router call and what became of it, a route and
/// its verdict, or something Marshroute did by itself (cleaning history, a retain cycle).
package struct InspectorTimelineEntry {
    package enum Outcome: Equatable {
        case pending
        case performed
        case frozenForPeek
        case committedAfterPeek
        case peekCancelled
        case peekInterrupted
        case refused(String)
        case undone(screens: Int)
        case cleaned(screens: Int)
        case routeMatched
        case routePerformed
        case routeFailed(String)
        case routeCancelled(String)
        case suspect
    }

    /// What made the entry: a module's router call (with the site of the method it ran in,
    /// when the method said so, and whether a route asked for it), a route, or Marshroute by
    /// itself. The code view explains each.
    enum Origin: Equatable {
        case routerCall(site: RouterCallSite?, byRoute: Bool)
        case route
        case marshroute
    }

    /// Given when the journal keeps the entry.
    package var number = 0
    /// On the app's clock, from the start of the session (given when the journal keeps it).
    var time: Duration = .zero
    /// The module's router type (`CategoriesRouterImpl`), or what acted (`Routes`, `Marshroute`).
    var actor: String
    /// The Marshroute call (`pushViewControllerDerivedFrom`), or what happened.
    package var call: String
    /// The short name of the transition (`t7`).
    var transition: String?
    /// The module shown, when there is one.
    var target: String?
    /// Where it landed, and why there (Marshroute's topmost rule).
    var landing: String?
    var animator: String?
    package var outcome: Outcome = .pending
    /// Further lines of the full explanation (a route's match and guard).
    var notes: [String] = []
    var origin: Origin = .marshroute
    /// Where in the session it was made (given when the journal keeps it): what a rewind to it
    /// replays up to.
    package var point: (any Sendable)?

    package var outcomeText: String {
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

    /// One line: `12  4.2s CategoriesRouterImpl → pushViewControllerDerivedFrom  t7 Transport  performed`.
    var summary: String {
        var line = "\(actor) → \(call)"
        if let transition { line += "  \(transition)" }
        if let target { line += " \(target)" }
        return line + "  · " + outcomeText
    }

    /// The full explanation (Enter on an entry).
    var details: [String] {
        var lines = ["#\(number) at \(Self.seconds(time)): \(actor) called \(call)"]
        if let transition { lines.append("transition \(transition)" + (target.map { ", showing \"\($0)\"" } ?? "")) }
        if let landing { lines.append(landing) }
        if let animator { lines.append("animator: \(animator)") }
        lines.append("outcome: \(outcomeText)")
        return lines + notes
    }

    static func seconds(_ duration: Duration) -> String {
        let milliseconds = duration.components.seconds * 1000 + duration.components.attoseconds / 1_000_000_000_000_000
        return "\(milliseconds / 1000).\(milliseconds % 1000 / 100)s"
    }
}

extension InspectorTimelineEntry {
    /// The entry of a router call, named by the module's router and, when it said so, the
    /// module's own method (`CategoriesRouterImpl.showSubcategories`).
    init(call: RouterCall, transition: String?) {
        let appMethod = call.site.map(\.method).flatMap { $0 == call.method ? nil : $0 }
        self.init(
            actor: call.routerType + (appMethod.map { ".\($0)" } ?? ""), call: call.method, transition: transition,
            origin: .routerCall(site: call.site, byRoute: call.initiator?.kind == "route"))
    }
}
