import NavigationDemo
import SnapshotTesting
import Testing

@testable import MarshrouteInspector
@testable import TerminalUI

/// Golden screens of the inspector's three pages (tree, timeline, ledger) after the fixed
/// scripts of docs/TEACHING.md, in both layouts: compact at 100x30 opens it over the app, split at
/// 200x50 beside it. `__Snapshots__` holds what a reviewer checked; a change to any page
/// shows up here as a diff.
@MainActor
@Suite("Inspector: golden screens")
struct InspectorGoldenScreenTests {
    struct Case: Sendable, CustomTestStringConvertible {
        let name: String
        let idiom: DemoIdiom
        let script: String
        var testDescription: String { "\(idiom.rawValue)-\(name)" }
    }

    /// The sibling rule's way to a second identical advertisement (as DemoBehaviourTests).
    nonisolated static let veto = "down down enter down enter down down down down enter enter down enter down enter"

    nonisolated static let cases: [Case] = [
        Case(name: "push", idiom: .compact, script: "down down enter"),
        Case(name: "push", idiom: .split, script: "down down enter"),
        Case(name: "modal-over-tab", idiom: .compact, script: "2 r"),
        Case(name: "modal-over-tab", idiom: .split, script: "2 r"),
        Case(name: "popover", idiom: .split, script: "down down enter down enter tab r"),
        Case(name: "peek-committed", idiom: .compact, script: "down down p enter"),
        Case(name: "peek-cancelled", idiom: .compact, script: "down down p esc"),
        Case(name: "peek-cancelled", idiom: .split, script: "down down p esc"),
        Case(name: "timer-focus", idiom: .compact, script: "2 enter wait:1s r r r wait:6s"),
        Case(name: "timer-focus", idiom: .split, script: "2 enter wait:1s r r r wait:6s"),
        Case(name: "veto", idiom: .compact, script: veto),
        Case(name: "back-key-cleans", idiom: .compact, script: "down down enter backspace down enter"),
        Case(name: "authorization-once", idiom: .compact, script: "m m"),
        Case(name: "authorization-once", idiom: .split, script: "m m"),
    ]

    @Test("each page after a fixed script", arguments: cases)
    func pages(_ testCase: Case) {
        // Split at 200x50: the panel beside the app at its full 70 columns.
        let size = testCase.idiom == .split ? Size(width: 200, height: 50) : nil
        let h = DemoHarness(idiom: testCase.idiom, size: size, appKeys: true)
        h.run(testCase.script)
        var screens: [String] = []
        h.run("i")
        #expect(h.demo.inspector.page == .timeline, "it opens on the timeline")
        for page in [InspectorPage.timeline, .ledger, .tree] {
            #expect(h.demo.inspector.page == page)
            screens.append(
                "── \(page.title.lowercased()) ──\n"
                    + h.lines.map { $0.replacing(/\s+$/, with: "") }.joined(separator: "\n"))
            h.run("tab")
        }
        h.run("i")
        #expect(!h.demo.inspector.isOpen, "i closes it")
        assertSnapshot(
            of: screens.joined(separator: "\n"), as: .lines, named: testCase.testDescription, testName: "inspector")
    }
}
