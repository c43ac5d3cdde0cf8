import Marshroute
import TerminalUI

/// The inspector's ledger page: the live modules grouped by screen (view controller,
/// presenter, interactor, router), then the ones whose screen left but that are still alive,
/// with how long: the retain-cycle suspects. Everything comes from Marshroute's events: the
/// screens shown, the routers made, and the parts each module's assembly registered
/// (`registerModule(view:presenter:interactor:)` on its router).
@MainActor
struct InspectorLedger {
    struct Line: Equatable {
        let text: String
        let isSuspect: Bool
    }

    /// Left longer than this ago and still alive: a suspect (Marshroute's own check waits as long).
    static let suspectAfter: Duration = .seconds(1)

    let journal: InspectorJournal

    func lines(held: [ViewController], now: Instant) -> [Line] {
        let heldIds = Set(held.map(ObjectIdentifier.init))
        var live: [Line] = []
        var suspects: [Line] = []
        var released = journal.releasedAndForgotten
        for module in journal.orderedModules {
            guard module.isAlive else {
                released += 1
                continue
            }
            let parts = Self.parts(of: module).joined(separator: ", ")
            let onScreen = module.viewController.map { heldIds.contains(ObjectIdentifier($0)) } ?? false
            if onScreen && module.goneAt == nil {
                live.append(Line(text: "\(module.transition) \"\(module.title)\": \(parts)", isSuspect: false))
                continue
            }
            let gone = journal.goneSince(module.serial, now: now)
            let age = now - gone
            let text =
                "\(module.transition) \"\(module.title)\": left \(InspectorTimelineEntry.seconds(age)) ago, "
                + "still alive: \(parts)"
            if age >= Self.suspectAfter {
                suspects.append(Line(text: "⚠ " + text, isSuspect: true))
            } else {
                live.append(Line(text: text + " (leaving)", isSuspect: false))
            }
        }
        var lines = [Line(text: "Live modules (\(live.count)), by screen:", isSuspect: false)] + live
        lines.append(Line(text: "", isSuspect: false))
        if suspects.isEmpty {
            lines.append(Line(text: "No suspects: every screen that left was released.", isSuspect: false))
        } else {
            lines.append(Line(text: "Retain-cycle suspects (\(suspects.count)): left, yet alive", isSuspect: true))
            lines += suspects
        }
        lines.append(Line(text: "\(released) module\(released == 1 ? "" : "s") released so far.", isSuspect: false))
        return lines
    }

    /// The module's parts still alive, as its assembly registered them; for a module that
    /// registered none, the screen and the router Marshroute saw made for it.
    static func parts(of module: InspectorJournal.Module) -> [String] {
        if let parts = module.parts { return parts.liveParts.map(\.typeName) }
        let seen: [AnyObject?] = [module.viewController, module.router]
        return seen.compactMap { $0.map { String(describing: type(of: $0)) } }
    }
}
