import NavigationDemo
import SnapshotTesting
import Testing

@testable import MarshrouteInspector
@testable import TerminalUI

/// The inspector's panel in its states: a timeline entry explained with the code behind it
/// (beside the app the newest is, over it Enter does it), the ledger with a suspect, the app
/// rewound, and the ASCII glyphs at 80x24. Each snapshot (`__Snapshots__`) holds the panel's
/// lines only, as the screen shows them; each test also names the lines that matter.
@MainActor
@Suite("Inspector panel: its states")
struct InspectorPanelStateTests {
    typealias Scenario = InspectorScenario

    nonisolated static let besideTimelines: [Scenario] = [
        Scenario.push(.split).expecting(
            "› 1 0.0s CategoriesMasterDetailRouterSplit.showSubcategories →",
            "      landed on the navigation stack of \"Select category\": the",
            "      animator: NavigationTransitionsAnimator", "      code: Sources/NavigationDemo/Modules/Categories/",
            "func showSubcategories(categoryId: String) {"),
        Scenario.modalOverTab(.split).expecting(
            "      presentPopoverWithNavigationControllerFromBarButtonItem t2",
            "      landed on the navigation stack of \"Recursion\"",
            "      animator: PopoverNavigationTransitionsAnimator",
            "func showRecursion(sender: BarButtonItem) {"),
        Scenario.popover.expecting(
            "  2 0.0s CategoriesMasterDetailRouterSplit.showSearchResults →",
            "      setDetailViewControllerDerivedFrom t2 Cars · performed",
            "      #3 at 0.0s: SearchResultsRouterSplit.showRecursion"),
        Scenario.peekCancelled(.split).expecting(
            "      shown in a peek preview; it runs if the peek is",
            "      outcome: frozen for a peek, then cancelled: it never ran"),
        Scenario.timerFocus(.split).expecting(
            "› 4 6.0s RecursionRouterSplit.returnToRecursion →", "      outcome: undone: 3 screens closed",
            "      closed: t2, t3, t4", "func returnToRecursion() {"),
        Scenario.authorizationOnce(.split).expecting(
            "      forwarded to the topmost: the navigation stack of",
            "          \"Authorization\" (presented) (the router's handler has",
            "      animator: ModalNavigationTransitionsAnimator", "func showAuthorization(prepare: @escaping"),
    ]

    @Test(
        "beside the app, 70 columns: the newest entry explained, with the code behind it cut at the edge",
        arguments: besideTimelines)
    func besideTimeline(_ scenario: Scenario) throws {
        let h = scenario.run()
        let panel = try #require(h.panel(on: .timeline))
        #expect(h.demo.inspector.isBeside)
        #expect(panel.frame == Rect(x: 130, y: 0, width: 70, height: 49), "\(panel.frame)")
        scenario.expectMatters(in: panel)
        // The explanation and the code follow the newest entry: nothing after it is another entry.
        let newest = try #require(panel.rows.lastIndex { $0.hasPrefix("› ") }, "\(panel.text)")
        let below = panel.rows[(newest + 1)...]
        #expect(below.first?.hasPrefix("      ") == true, "\(panel.text)")
        #expect(below.contains { $0.hasPrefix("      #") && $0.contains(" at ") }, "\(panel.text)")
        #expect(below.filter { $0.contains(" ▶ ") }.count == 1, "the call's line marked once: \(panel.text)")
        assertSnapshot(of: panel.text, as: .lines, named: scenario.testDescription, testName: "beside-timeline")
    }

    @Test("over the app, Enter explains the selected entry and shows its code; Enter again folds it")
    func explainedOverTheApp() throws {
        let h = Scenario.push(.compact).run()
        let folded = try #require(h.panel(on: .timeline))
        #expect(folded.rows.count == 2, "\(folded.text)")
        h.run("enter")
        let panel = try #require(h.panel())
        for line in [
            "› 1 0.0s CategoriesRouterImpl.showSubcategories → pushViewControllerDerivedFrom t2 Transport",
            "      #1 at 0.0s: CategoriesRouterImpl.showSubcategories called pushViewControllerDerivedFrom",
            "      transition t2, showing \"Transport\"",
            "      landed on the navigation stack of \"Select category\": the router's own handler",
            "      animator: NavigationTransitionsAnimator", "      outcome: performed",
        ] {
            #expect(panel.rows.contains(line), "no row \(line)\n\(panel.text)")
        }
        #expect(
            panel.rows.contains {
                $0.hasPrefix("      code: Sources/NavigationDemo/Modules/Categories/CategoriesRouters.swift:")
            })
        #expect(panel.rows.filter { $0.contains(" ▶ ") }.count == 1, "\(panel.text)")
        // The explanation is secondary, the method's lines are the source's own.
        let explanation = try #require(panel.rows.firstIndex { $0.hasPrefix("      #1 at ") })
        let code = try #require(panel.rows.firstIndex { $0.contains(" ▶ ") })
        #expect(panel.roles[explanation] == .secondary && panel.roles[code] == .normal, "\(panel.roles)")
        assertSnapshot(of: panel.text, as: .lines, named: "compact-push", testName: "explained")
        h.run("enter")
        #expect(try #require(h.panel()).rows == folded.rows)
    }

    @Test("the ledger with a retain-cycle suspect: its line is an alert, its parts named")
    func ledgerWithSuspect() throws {
        let (h, cleanUp) = try InspectorLedgerTests().harness(leaks: true)
        defer { cleanUp() }
        #expect(h.open("probe") == nil)
        h.run("backspace down enter wait:2s")
        let panel = try #require(h.panel(on: .ledger))
        let suspect = try #require(panel.rows.firstIndex { $0.hasPrefix("⚠") }, "\(panel.text)")
        #expect(panel.rows[suspect].contains("\"Probe\": left 2.0s ago, still alive: ProbeViewController"))
        #expect(panel.roles[suspect] == .alert, "\(panel.roles)")
        #expect(panel.rows.contains("Retain-cycle suspects (1): left, yet alive"), "\(panel.text)")
        #expect(panel.rows.filter { $0.hasPrefix("⚠") }.count == 1, "\(panel.text)")
        assertSnapshot(of: panel.text, as: .lines, named: "compact-probe-leaks", testName: "ledger")
    }

    @Test(
        "over the app, rewound to #1: the past's timeline, the present's entries after a rule, dimmed; the past's tree")
    func rewoundOverTheApp() throws {
        let h = DemoHarness(idiom: .compact, appKeys: true)
        h.run(InspectorRewindTests.threePushes)
        h.run("i up up R")
        #expect(h.shell.rewoundEntry == 1)
        let timeline = try #require(h.panel())
        let rule = try #require(
            timeline.rows.firstIndex { $0.contains("later, in the present") }, "\(timeline.text)")
        #expect(timeline.rows[..<rule].first?.hasPrefix("› 1 ") == true, "#1 selected: \(timeline.text)")
        let later = timeline.rows[(rule + 1)...].filter { $0.dropFirst(2).first?.isNumber == true }
        #expect(later.map { $0.prefix(4) } == ["  2 ", "  3 "], "\(timeline.text)")
        #expect(timeline.roles[rule...].allSatisfy { $0 == .secondary }, "dimmed: \(timeline.roles)")
        assertSnapshot(of: timeline.text, as: .lines, named: "compact-timeline", testName: "rewound")
        let tree = try #require(h.panel(on: .tree))
        #expect(tree.rows.contains("      \"Transport\" Categories t2  ◀ next transition lands here"), "\(tree.text)")
        #expect(!tree.body.contains("Cars"), "the present's Cars is not in the past: \(tree.text)")
        assertSnapshot(of: tree.text, as: .lines, named: "compact-tree", testName: "rewound")
    }

    @Test("beside the app, R steps back one entry: it is selected, the newest follows dimmed after a rule")
    func rewoundBesideTheApp() throws {
        let h = DemoHarness(idiom: .split, size: Size(width: 200, height: 50), appKeys: true)
        h.run("down down enter wait:1s down enter wait:1s down enter wait:1s i R")
        #expect(h.shell.rewoundEntry == 2)
        let panel = try #require(h.panel())
        let selected = try #require(panel.rows.firstIndex { $0.hasPrefix("› 2 ") }, "\(panel.text)")
        let rule = try #require(panel.rows.firstIndex { $0.contains("later, in the present") }, "\(panel.text)")
        #expect(selected < rule)
        #expect(panel.rows[(rule + 1)...].first?.hasPrefix("  3 ") == true, "\(panel.text)")
        #expect(panel.roles[rule...rule + 1] == [.secondary, .secondary], "dimmed: \(panel.roles)")
        #expect(h.lines.last?.contains("⏪ rewound to #2") == true, "\(h.lines.last ?? "")")
        #expect(
            panel.rows[selected..<rule].contains { $0.contains("#2 at 1.0s") } && !panel.body.contains("#3 at"),
            "the selected #2 explains itself, not the present's newest: \(panel.text)")
        assertSnapshot(of: panel.text, as: .lines, named: "split", testName: "rewound")

        // The present's entry selected (not rewound to): its explanation and code are as dim as it.
        h.run("down")
        #expect(h.shell.rewoundEntry == 2)
        let present = try #require(h.panel())
        let presentRule = try #require(
            present.rows.firstIndex { $0.contains("later, in the present") }, "\(present.text)")
        let explanation = present.rows.indices.filter {
            $0 > presentRule && !present.rows[$0].isEmpty && present.roles[$0] != .selection
        }
        #expect(explanation.contains { present.rows[$0].contains("traced {") }, "#3's code: \(present.text)")
        #expect(
            explanation.allSatisfy { present.roles[$0] == .secondary },
            "dimmed: \(explanation.map { (present.rows[$0], present.roles[$0]) })")
    }

    @Test("ASCII at 80x24: every symbol of the panel has its plain stand-in, and the lines wrap to 76 columns")
    func asciiAt80x24() throws {
        let h = DemoHarness(idiom: .compact, size: Size(width: 80, height: 24), appKeys: true)
        h.window.glyphs = .ascii
        h.run("down down enter i enter")
        let panel = try #require(h.panel())
        #expect(panel.title == "Inspector: Tree - [Timeline] - Ledger - Map", "\(panel.title)")
        #expect(panel.frame == Rect(x: 0, y: 0, width: 80, height: 23), "\(panel.frame)")
        #expect(
            panel.rows.prefix(2) == [
                "> 1 0.0s CategoriesRouterImpl.showSubcategories ->",
                "      pushViewControllerDerivedFrom t2 Transport - performed",
            ],
            "\(panel.text)")
        #expect(panel.rows.contains { $0.contains(" > ") && $0.contains("traced {") }, "the call's line: \(panel.text)")
        #expect(panel.rows.allSatisfy { $0.allSatisfy(\.isASCII) && $0.count <= 76 }, "\(panel.text)")
        #expect(h.lines.last?.allSatisfy(\.isASCII) == true, "the hints too: \(h.lines.last ?? "")")
        assertSnapshot(of: panel.text, as: .lines, named: "compact-80x24", testName: "ascii")
        let tree = try #require(h.panel(on: .tree))
        #expect(tree.rows.contains("      \"Transport\" Categories t2  < next transition lands here"), "\(tree.text)")
        #expect(tree.rows.contains("    > Advertisements: navigation stack"), "\(tree.text)")
    }
}
