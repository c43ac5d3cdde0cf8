import Testing

@testable import MarshrouteInspector
@testable import NavigationDemo
@testable import TerminalUI

/// The inspector's timeline after fixed scripts: each router call, where it landed and why,
/// and its outcome, from Marshroute's own hooks.
@MainActor
@Suite("Inspector: timeline")
struct InspectorTimelineTests {
    func timeline(_ h: DemoHarness) -> [String] { h.demo.inspector.text(of: .timeline) }

    @Test(
        "a push names the module's router and its method, the Marshroute call, the stack it landed on and the outcome")
    func push() {
        let h = DemoHarness(idiom: .compact, appKeys: true)
        h.run("down down enter")
        let lines = timeline(h)
        #expect(lines.count == 1)
        #expect(
            lines[0].hasSuffix(
                "CategoriesRouterImpl.showSubcategories → pushViewControllerDerivedFrom  t2 Transport  · performed"))
        h.run("i enter")
        #expect(h.text.contains("landed on the navigation stack of \"Select category\": the router's own handler"))
        #expect(h.text.contains("animator: NavigationTransitionsAnimator"))
    }

    @Test("a memory warning over a modal: the application router's push is forwarded to the modal's stack")
    func forwarded() {
        let h = DemoHarness(idiom: .compact, appKeys: true)
        h.run("2 r m")
        let lines = timeline(h)
        #expect(
            lines.contains {
                $0.contains(
                    "RecursionRouterCompact.showRecursion → presentModalNavigationControllerWithRootViewControllerDerivedFrom"
                )
            })
        #expect(
            lines.last?.contains("ApplicationRouterImpl.showAuthorization → pushViewControllerDerivedFrom") == true,
            "\(lines)")
        h.run("i end enter")
        #expect(h.text.contains("forwarded to the topmost: the navigation stack of \"Recursion\" (presented)"))
    }

    @Test("a peek committed, and one cancelled", arguments: [("enter", "then committed"), ("esc", "then cancelled")])
    func peek(key: String, outcome: String) {
        let h = DemoHarness(idiom: .compact, appKeys: true)
        h.run("down down p \(key)")
        #expect(timeline(h).last?.contains("Transport  · frozen for a peek, \(outcome)") == true, "\(timeline(h))")
    }

    @Test("a comeback timer's focus undoes three screens in one entry")
    func timerFocus() {
        let h = DemoHarness(idiom: .compact, appKeys: true)
        h.run("2 enter wait:1s r r r wait:6s")
        #expect(timeline(h).last?.contains("RecursionRouterCompact.returnToRecursion → focusOnCurrentModule") == true)
        #expect(timeline(h).last?.contains("undone: 3 screens closed") == true, "\(timeline(h))")
    }

    @Test("the delegate vetoes a second identical advertisement and Marshroute goes back to the first")
    func veto() {
        let h = DemoHarness(idiom: .compact, appKeys: true)
        // Cars 5's results, Grapes, then Apples from its recommendations (as the sibling rule's test).
        h.run("down down enter down enter down down down down enter enter down enter")
        #expect(!timeline(h).contains { $0.contains("vetoed by the delegate") })
        h.run("down enter") // Grapes again, one step back
        let last = timeline(h).last ?? ""
        #expect(
            last.contains("AdvertisementRouterCompact.showSimilarSearchResult → pushViewControllerDerivedFrom"),
            "\(timeline(h))")
        #expect(last.contains("vetoed by the delegate"), "\(timeline(h))")
        h.run("i end enter")
        #expect(h.text.contains("instead: back to \"Grapes\", 1 screen closed"), "\(h.text)")
    }

    @Test("the back key pops by itself; history is cleaned and the timeline says so")
    func backKeyCleans() {
        let h = DemoHarness(idiom: .compact, appKeys: true)
        h.run("down down enter backspace down enter")
        let lines = timeline(h)
        let cleaned = lines.firstIndex { $0.contains("Marshroute → clean history") }
        #expect(
            cleaned.map { lines[$0].contains("history cleaned: 1 screen the container removed") } == true, "\(lines)")
        #expect(cleaned == lines.count - 2, "cleaned when the next transition looked at history")
    }

    @Test("a route adds its match, parameters and the guard's verdict")
    func route() {
        let h = DemoHarness(idiom: .compact, appKeys: true)
        h.run("g type:adverts/16 enter")
        h.run("i")
        let routeEntry = timeline(h).first { $0.contains("Routes → route adverts/16") }
        #expect(routeEntry != nil, "\(timeline(h))")
        h.run("home enter")
        #expect(h.text.contains("parameters: advertId = 16"))
        #expect(h.text.contains("guard: locked adverts asks first"))
    }

    @Test("the memory warning's second Authorization is not shown: one push in the timeline")
    func authorizationOnce() {
        let h = DemoHarness(idiom: .compact, appKeys: true)
        h.run("m m")
        #expect(
            timeline(h).filter {
                $0.contains("ApplicationRouterImpl.showAuthorization → pushViewControllerDerivedFrom")
            }.count == 1)
    }

    @Test("in a narrow panel a long router name breaks after its dot, not inside a word")
    func narrowPanelWraps() {
        let h = DemoHarness(idiom: .split, size: Size(width: 160, height: 30), appKeys: true)
        h.run("down down enter i")
        // The panel's part of each row, between its borders, without the padding.
        let lines = h.lines.map { row -> String in
            let parts = row.split(separator: "│", omittingEmptySubsequences: false)
            let panel = parts.count >= 3 ? parts[parts.count - 2] : ""
            return String(panel.drop { $0 == " " }.reversed().drop { $0 == " " }.reversed())
        }
        let start = lines.firstIndex { $0.hasSuffix("CategoriesMasterDetailRouterSplit.") }
        #expect(start != nil, "\(h.text)")
        #expect(start.map { lines[$0 + 1].hasPrefix("showSubcategories →") } == true, "\(lines)")
    }

    @Test("two routes interleaved: each keeps its own entry, and each router call names the route that made it")
    func interleavedRoutes() throws {
        let h = DemoHarness(idiom: .compact, appKeys: true)
        h.run("g type:adverts/16 enter")
        h.run("g type:adverts/2 enter wait:1s")
        let lines = timeline(h)
        let first = try #require(lines.firstIndex { $0.contains("Routes → route adverts/16") }, "\(lines)")
        let second = try #require(lines.firstIndex { $0.contains("Routes → route adverts/2") }, "\(lines)")
        #expect(lines[first].contains("cancelled: adverts/2 came while it waited; its challenge closed"), "\(lines)")
        #expect(lines[second].contains("route done"))
        h.run("i")
        #expect(h.demo.inspector.isOpen, "\(h.text)")
        func details(ofEntry index: Int) -> String {
            h.run("home" + String(repeating: " down", count: index) + " enter")
            defer { h.run("enter") }
            return h.text
        }
        // The Authorization push, its dismissal and the advertisement's push name their routes.
        let authorization = try #require(
            lines.firstIndex { $0.contains("Authorization") && !$0.contains("Routes") },
            "\(lines.joined(separator: "\n"))")
        #expect(details(ofEntry: authorization).contains("made by the route of entry \(first + 1)"))
        let closing = try #require(lines.firstIndex { $0.contains("dismissCurrentModule") }, "\(lines)")
        #expect(details(ofEntry: closing).contains("made by the route of entry \(first + 1)"))
        let advert = try #require(lines.lastIndex { $0.contains("All categories 2") }, "\(lines)")
        #expect(details(ofEntry: advert).contains("made by the route of entry \(second + 1)"))
    }

    @Test("a long session keeps the causes of as many entries as the timeline keeps, no more")
    func causesAreBounded() {
        let h = DemoHarness(idiom: .compact, appKeys: true)
        h.run("down")
        for _ in 0..<1_100 { h.run("enter backspace") }
        let journal = h.demo.inspector.journal
        #expect(journal.timeline.count == InspectorJournal.timelineCap)
        #expect(journal.entryOfCall.count <= InspectorJournal.timelineCap * 2, "\(journal.entryOfCall.count)")
        let oldest = journal.timeline.first?.number ?? 0
        #expect(journal.entryOfCall.values.contains { $0 >= oldest }, "the kept entries keep their causes")
    }
}
