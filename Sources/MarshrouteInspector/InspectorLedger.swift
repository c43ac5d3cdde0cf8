import Marshroute
import TerminalUI

/// The inspector's ledger page: the live modules grouped by screen (view controller,
/// presenter, interactor, router), then the ones whose screen left but that are still alive,
/// with how long: the retain-cycle suspects. Screens and routers come from Marshroute's events;
/// a module's other parts are found by reflection on its screen and presenter.
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
            guard module.viewController != nil || module.router != nil else {
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

    /// The screen, what it holds that names a presenter, what that holds that names an
    /// interactor, and the router Marshroute saw made for the module.
    static func parts(of module: InspectorJournal.Module) -> [String] {
        var names: [String] = []
        if let controller = module.viewController {
            names.append(typeName(controller))
            for presenter in objects(in: controller, named: "Presenter") {
                names.append(typeName(presenter))
                names += objects(in: presenter, named: "Interactor").map(typeName)
            }
        }
        if let router = module.router { names.append(typeName(router)) }
        return names
    }

    private static func typeName(_ object: AnyObject) -> String { String(describing: type(of: object)) }

    /// Class instances held by `subject` (its own stored properties and its superclasses'),
    /// optionals unwrapped, whose type name contains `fragment`.
    private static func objects(in subject: AnyObject, named fragment: String) -> [AnyObject] {
        var found: [AnyObject] = []
        var mirror: Mirror? = Mirror(reflecting: subject)
        while let current = mirror {
            for child in current.children {
                var value: Any = child.value
                let childMirror = Mirror(reflecting: value)
                if childMirror.displayStyle == .optional {
                    guard let wrapped = childMirror.children.first?.value else { continue }
                    value = wrapped
                }
                guard Mirror(reflecting: value).displayStyle == .class else { continue }
                let object = value as AnyObject
                if typeName(object).contains(fragment), !found.contains(where: { $0 === object }) {
                    found.append(object)
                }
            }
            mirror = current.superclassMirror
        }
        return found
    }
}
