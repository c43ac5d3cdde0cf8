import NavigationDemo
import Testing

@testable import TerminalUI

/// A fixed script for the inspector's panel snapshots, in one layout, and the lines of the
/// panel that matter for it (each within one row as the panel wraps it), and what must not be
/// there. Every page of every script is a snapshot (`InspectorPanelPageTests`). Compact runs at
/// 100x30, where the panel opens over the app; split at 200x50, where it opens beside the app
/// at its full 70 columns.
struct InspectorScenario: Sendable, CustomTestStringConvertible {
    let name: String
    let idiom: DemoIdiom
    let script: String
    var matters: [String] = []
    var absent: [String] = []

    var testDescription: String { "\(idiom.rawValue)-\(name)" }

    var size: Size { idiom == .split ? Size(width: 200, height: 50) : Size(width: 100, height: 30) }

    /// The same script, asserting `lines` on the panel.
    func expecting(_ lines: String...) -> Self {
        var scenario = self
        scenario.matters = lines
        return scenario
    }

    /// The same script, asserting that no row of the panel has any of `texts`.
    func without(_ texts: String...) -> Self {
        var scenario = self
        scenario.absent = texts
        return scenario
    }

    /// The demo after the script, the inspector still closed.
    @MainActor
    func run() -> DemoHarness {
        let h = DemoHarness(idiom: idiom, size: size, appKeys: true)
        h.run(script)
        return h
    }

    /// Expects each line that matters in a row of `panel`, and none of the absent texts.
    func expectMatters(in panel: InspectorPanel, sourceLocation: SourceLocation = #_sourceLocation) {
        for line in matters {
            #expect(
                panel.rows.contains { $0.contains(line) }, "no row has \(line)\n\(panel.text)",
                sourceLocation: sourceLocation)
        }
        for text in absent {
            #expect(!panel.body.contains(text), "\(text) shows\n\(panel.text)", sourceLocation: sourceLocation)
        }
    }
}

extension InspectorScenario {
    /// Categories, then Transport.
    static func push(_ idiom: DemoIdiom) -> Self { Self(name: "push", idiom: idiom, script: "down down enter") }
    /// The Recursion tab's modal (a popover from its bar button in split).
    static func modalOverTab(_ idiom: DemoIdiom) -> Self { Self(name: "modal-over-tab", idiom: idiom, script: "2 r") }
    /// Cars' results in the detail column, then Recursion in a popover over it (split only).
    static let popover = Self(name: "popover", idiom: .split, script: "down down enter down enter tab r")
    static let peekCommitted = Self(name: "peek-committed", idiom: .compact, script: "down down p enter")
    static func peekCancelled(_ idiom: DemoIdiom) -> Self {
        Self(name: "peek-cancelled", idiom: idiom, script: "down down p esc")
    }
    /// Three Recursion modals, then the comeback timer focuses the first: one entry undoes three.
    static func timerFocus(_ idiom: DemoIdiom) -> Self {
        Self(name: "timer-focus", idiom: idiom, script: "2 enter wait:1s r r r wait:6s")
    }
    /// The sibling rule's way to a second identical advertisement (as DemoBehaviourTests).
    static let veto = Self(
        name: "veto", idiom: .compact,
        script: "down down enter down enter down down down down enter enter down enter down enter")
    /// Back pops behind Marshroute's back; the next push cleans history.
    static let backKeyCleans = Self(
        name: "back-key-cleans", idiom: .compact, script: "down down enter backspace down enter")
    /// Every script in both layouts where it runs: the pages of each are snapshots.
    static let all: [Self] = [
        push(.compact), push(.split), modalOverTab(.compact), modalOverTab(.split), popover, peekCommitted,
        peekCancelled(.compact), peekCancelled(.split), timerFocus(.compact), timerFocus(.split), veto, backKeyCleans,
        authorizationOnce(.compact), authorizationOnce(.split),
    ]

    /// Two memory warnings: one Authorization.
    static func authorizationOnce(_ idiom: DemoIdiom) -> Self {
        Self(name: "authorization-once", idiom: idiom, script: "m m")
    }
}
