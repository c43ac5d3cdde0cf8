import NavigationDemo
import SnapshotTesting
import Testing

@testable import MarshrouteInspector
@testable import TerminalUI

/// The inspector's pages as its panel shows them after fixed scripts: the timeline over the
/// app, the ledger and the tree in both layouts. Each snapshot (`__Snapshots__`) holds the
/// panel's lines only, as the screen shows them; each test also names the lines that matter.
@MainActor
@Suite("Inspector panel: its pages")
struct InspectorPanelPageTests {
    typealias Scenario = InspectorScenario

    nonisolated static let timelines: [Scenario] = [
        Scenario.push(.compact).expecting(
            "› 1 0.0s CategoriesRouterImpl.showSubcategories → pushViewControllerDerivedFrom t2 Transport",
            "      · performed"),
        Scenario.modalOverTab(.compact).expecting(
            "› 1 0.0s RecursionRouterCompact.showRecursion →",
            "      presentModalNavigationControllerWithRootViewControllerDerivedFrom t2 Recursion · performed"),
        Scenario.peekCommitted.expecting("· frozen for a peek, then committed"),
        Scenario.peekCancelled(.compact).expecting("· frozen for a peek, then cancelled: it never ran"),
        Scenario.timerFocus(.compact).expecting(
            "  3 1.0s RecursionRouterCompact.showRecursion →",
            "› 4 6.0s RecursionRouterCompact.returnToRecursion → focusOnCurrentModule t1 · undone: 3",
            "      screens closed"),
        Scenario.veto.expecting(
            "  5 0.0s AdvertisementRouterCompact.showSimilarSearchResult → pushViewControllerDerivedFrom",
            "› 6 0.0s AdvertisementRouterCompact.showSimilarSearchResult → pushViewControllerDerivedFrom",
            "      t7 · vetoed by the delegate: a screen marked \"AdvertisementAssemblyImpl fruit-2\" is one"),
        Scenario.backKeyCleans.expecting(
            "  2 0.0s Marshroute → clean history  · history cleaned: 1 screen the container removed",
            "› 3 0.0s CategoriesRouterImpl.showSubcategories → pushViewControllerDerivedFrom t3 Realty ·"),
        Scenario.authorizationOnce(.compact).expecting(
            "› 1 0.0s ApplicationRouterImpl.showAuthorization → pushViewControllerDerivedFrom t2"),
    ]

    @Test("the timeline over the app: one line per call, what became of it, the newest selected", arguments: timelines)
    func timeline(_ scenario: Scenario) throws {
        let h = scenario.run()
        let panel = try #require(h.panel(on: .timeline))
        #expect(!h.demo.inspector.isBeside)
        #expect(panel.title == "Inspector: Tree · [Timeline] · Ledger · Map")
        scenario.expectMatters(in: panel)
        // One entry selected, the newest: an entry's first row has its number third ("› 4", "  3").
        let entries = panel.rows.filter { $0.dropFirst(2).first?.isNumber == true }
        #expect(entries.filter { $0.hasPrefix("› ") }.count == 1, "\(panel.text)")
        #expect(entries.last?.hasPrefix("› ") == true, "\(panel.text)")
        #expect(h.lines.last?.hasPrefix(" Tab Page  ▲▼ Move  ⏎ Explain  R Rewind  Esc Close") == true, "\(h.text)")
        assertSnapshot(of: panel.text, as: .lines, named: scenario.testDescription, testName: "timeline")
    }

    nonisolated static let ledgers: [Scenario] = [
        Scenario.push(.compact).expecting(
            "Live modules (4), by screen:",
            "t2 \"Transport\": CategoriesViewController, CategoriesPresenter, CategoriesInteractorImpl,",
            "No suspects: every screen that left was released.", "0 modules released so far."),
        Scenario.push(.split).expecting(
            "t1 \"Select category\": CategoriesViewController,", "    CategoriesMasterDetailRouterSplit",
            "t2 \"Transport\": CategoriesViewController, CategoriesPresenter,"),
        Scenario.modalOverTab(.compact).expecting(
            "t2 \"Recursion\": RecursionViewController, RecursionPresenter, RecursionInteractorImpl,"),
        Scenario.modalOverTab(.split).expecting(
            "t2 \"Recursion\": RecursionViewController, RecursionPresenter,",
            "    RecursionInteractorImpl, RecursionRouterSplit"),
        Scenario.popover.expecting(
            "Live modules (5), by screen:", "t2 \"Cars\": SearchResultsViewController,",
            "t3 \"Recursion\": RecursionViewController, RecursionPresenter,", "1 module released so far."),
        Scenario.peekCommitted.expecting("t2 \"Transport\": CategoriesViewController", "0 modules released so far."),
        Scenario.peekCancelled(.compact).expecting("Live modules (3), by screen:", "0 modules released so far.")
            .without("Transport"),
        Scenario.peekCancelled(.split).expecting("Live modules (3), by screen:", "0 modules released so far.")
            .without("Transport"),
        Scenario.timerFocus(.compact).expecting("Live modules (3), by screen:", "3 modules released so far.")
            .without("t2"),
        Scenario.timerFocus(.split).expecting("Live modules (3), by screen:", "3 modules released so far.")
            .without("t2"),
        Scenario.veto.expecting(
            "Live modules (7), by screen:", "t5 \"Grapes\": AdvertisementViewController, AdvertisementPresenter,",
            "1 module released so far."
        )
        .without("t6", "t7"),
        Scenario.backKeyCleans.expecting("t3 \"Realty\": CategoriesViewController", "1 module released so far.")
            .without("Transport"),
        Scenario.authorizationOnce(.compact).expecting(
            "t2 \"Authorization\": AuthorizationViewController, AuthorizationPresenter,"
        )
        .without("t3"),
        Scenario.authorizationOnce(.split).expecting(
            "t2 \"Authorization\": AuthorizationViewController,", "    AuthorizationRouterImpl"
        )
        .without("t3"),
    ]

    @Test("the ledger: the live modules by screen with their parts, and how many were released", arguments: ledgers)
    func ledger(_ scenario: Scenario) throws {
        let h = scenario.run()
        let panel = try #require(h.panel(on: .ledger))
        #expect(panel.title.hasSuffix("Tree · Timeline · [Ledger] · Map"), "\(panel.title)")
        scenario.expectMatters(in: panel)
        #expect(!panel.body.contains("⚠"), "no suspect: \(panel.text)")
        assertSnapshot(of: panel.text, as: .lines, named: scenario.testDescription, testName: "ledger")
    }

    nonisolated static let trees: [Scenario] = [
        Scenario.push(.compact).expecting(
            "    ▸ Advertisements: navigation stack",
            "      \"Transport\" Categories t2  ◀ next transition lands here"),
        Scenario.push(.split).expecting(
            "    ▸ Advertisements: split view (both columns shown)", "      master, focused: navigation stack",
            "        \"Transport\" Categories t2",
            "        \"Shelves (root)\" Shelf t1  ◀ next transition lands here"),
        Scenario.modalOverTab(.compact).expecting(
            "    ▸ Recursion: navigation stack", "        presented modal: navigation stack",
            "          \"Recursion\" Recursion t2  ◀ next transition lands here"),
        Scenario.modalOverTab(.split).expecting(
            "        presented popover: navigation stack",
            "          \"Recursion\" Recursion t2  ◀ next transition lands here"),
        Scenario.popover.expecting(
            "      detail, focused: navigation stack", "          presented popover: navigation stack",
            "            \"Recursion\" Recursion t3  ◀ next transition lands here"),
        Scenario.peekCommitted.expecting("      \"Transport\" Categories t2  ◀ next transition lands here"),
        Scenario.peekCancelled(.compact).expecting(
            "      \"Select category\" Categories t1  ◀ next transition lands here"
        )
        .without("Transport"),
        Scenario.peekCancelled(.split).expecting(
            "        \"Shelves (root)\" Shelf t1  ◀ next transition lands here"
        )
        .without("Transport"),
        Scenario.timerFocus(.compact).expecting("      \"Recursion\" Recursion t1  ◀ next transition lands here")
            .without("presented"),
        Scenario.timerFocus(.split).expecting("      \"Recursion\" Recursion t1  ◀ next transition lands here")
            .without("presented"),
        Scenario.veto.expecting(
            "      \"Cars 5\" Advertisement t4", "      \"Grapes\" Advertisement t5  ◀ next transition lands here"
        )
        .without("Apples"),
        Scenario.backKeyCleans.expecting("      \"Realty\" Categories t3  ◀ next transition lands here")
            .without("Transport"),
        Scenario.authorizationOnce(.compact).expecting(
            "      \"Authorization\" Authorization t2  ◀ next transition lands here"),
        Scenario.authorizationOnce(.split).expecting(
            "          presented form sheet: navigation stack",
            "            \"Authorization\" Authorization t2 ◀ next transition", "                lands here"),
    ]

    @Test("the tree: containers and screens, and where the next transition lands", arguments: trees)
    func tree(_ scenario: Scenario) throws {
        let h = scenario.run()
        let panel = try #require(h.panel(on: .tree))
        #expect(panel.title.hasSuffix("[Tree] · Timeline · Ledger · Map"), "\(panel.title)")
        #expect(Array(panel.rows.prefix(2)) == ["window", "  tab bar"], "\(panel.text)")
        scenario.expectMatters(in: panel)
        #expect(panel.rows.filter { $0.contains("◀ next transition") }.count == 1, "one landing: \(panel.text)")
        assertSnapshot(of: panel.text, as: .lines, named: scenario.testDescription, testName: "tree")
    }

    @Test("every script's every page is a snapshot: the timeline over the app or beside it, the ledger, the tree")
    func everyScriptEveryPage() {
        let scripts = Set(Scenario.all.map(\.testDescription))
        #expect(scripts.count == 14)
        let timelines = Self.timelines + InspectorPanelStateTests.besideTimelines
        #expect(Set(timelines.map(\.testDescription)) == scripts)
        #expect(Set(Self.ledgers.map(\.testDescription)) == scripts)
        #expect(Set(Self.trees.map(\.testDescription)) == scripts)
    }

    @Test("the tree and the ledger only scroll: their hints over the app, and beside it")
    func pageHints() throws {
        let over = Scenario.push(.compact).run()
        _ = try #require(over.panel(on: .ledger))
        #expect(over.lines.last?.hasPrefix(" Tab Page  ▲▼ Scroll  Esc Close  ? Help") == true, "\(over.text)")
        _ = try #require(over.panel(on: .tree))
        #expect(over.lines.last?.hasPrefix(" Tab Page  ▲▼ Scroll  Esc Close  ? Help") == true, "\(over.text)")
        let beside = Scenario.push(.split).run()
        _ = try #require(beside.panel(on: .tree))
        #expect(
            beside.lines.last?.hasPrefix(" Tab Inspector page  PgUp/PgDn Scroll inspector  i Close inspector  ▲▼ Move")
                == true, "the app's keys after the panel's: \(beside.text)")
    }
}
