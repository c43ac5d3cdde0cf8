import NavigationDemo
import Routes
import Testing

@testable import TerminalUI

/// `L` and `navdemo://layout/…`: the state is written as routes, the app is rebuilt in the
/// other layout and the routes replayed, so the user stays on the same screen.
@MainActor
@Suite("Switching the layout live")
struct LayoutSwitchTests {
    /// Switches with `L` and checks the other layout shows `title` on top, Marshroute's history
    /// has it, the old app is gone, and nothing asserted.
    private func switchAndCheck(
        _ h: DemoHarness, from idiom: DemoIdiom, expecting title: String, inHistory entry: String,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        let urls = h.demo.stateURLs
        weak var oldApp: NavigationDemoApp?
        oldApp = h.demo
        h.run("L")
        #expect(h.demo.idiom != idiom, sourceLocation: sourceLocation)
        #expect(oldApp == nil, "the old app is released", sourceLocation: sourceLocation)
        #expect(h.lines[0].contains(title), "\(urls) → \(h.lines[0])", sourceLocation: sourceLocation)
        #expect(h.history.contains { $0.contains(entry) }, "\(h.history)", sourceLocation: sourceLocation)
        #expect(h.assertions.isEmpty, sourceLocation: sourceLocation)
        #expect(h.leakedControllers().isEmpty, "\(h.leakedControllers())", sourceLocation: sourceLocation)
    }

    @Test("from a pushed search result")
    func searchResult() {
        let h = DemoHarness(idiom: .compact, appKeys: true)
        h.run("down down enter down enter") // Transport, then Cars
        #expect(h.demo.stateURLs == ["tabs/advertisements", "categories/1", "categories/1.1/results"])
        switchAndCheck(h, from: .compact, expecting: "Cars", inHistory: "Cars")
        #expect(h.history.prefix(2) == ["Select category", "Cars"], "the results fill the split's detail")
        // And back: the results are pushed again.
        switchAndCheck(h, from: .split, expecting: "Cars", inHistory: "Cars")
        #expect(h.firstStack == "Select category > Cars")
    }

    @Test("from a Recursion modal")
    func recursionModal() {
        let h = DemoHarness(idiom: .compact, appKeys: true)
        h.run("2 c")
        #expect(h.history.contains("modal:"))
        switchAndCheck(h, from: .compact, expecting: "Select category", inHistory: "Select category")
    }

    @Test("from a shelf's bottom sheet")
    func shelfSheet() {
        let h = DemoHarness(idiom: .split, appKeys: true)
        #expect(h.open("shelves/sheet") == nil)
        switchAndCheck(h, from: .split, expecting: "Select category", inHistory: "Shelves (sheet)")
        #expect(h.text.contains("Shelves (sheet)"))
    }

    @Test("from a popover")
    func popover() {
        let h = DemoHarness(idiom: .split, appKeys: true)
        #expect(h.open("categories/1.1/results") == nil)
        h.run("tab r")
        #expect(h.history.contains("popover:"))
        switchAndCheck(h, from: .split, expecting: "Recursion", inHistory: "Recursion")
        #expect(h.history.contains { $0.hasSuffix("Cars") })
    }

    @Test("from a peek: the peek is cancelled, the screen under it stays")
    func peek() {
        let h = DemoHarness(idiom: .compact, appKeys: true)
        h.run("down p")
        #expect(h.window.previewedViewController != nil)
        switchAndCheck(h, from: .compact, expecting: "Select category", inHistory: "Select category")
        #expect(!h.history.contains { $0.contains("Transport") }, "the peeked screen was not committed")
        #expect(h.window.previewedViewController == nil)
    }

    @Test("from Authorization, after logging in elsewhere: the login survives")
    func authorization() {
        let h = DemoHarness(idiom: .compact, appKeys: true)
        #expect(h.open("adverts/16") == nil)
        h.run("l wait:1s")
        #expect(h.open("authorization") == nil)
        switchAndCheck(h, from: .compact, expecting: "All categories 16", inHistory: "Authorization")
        #expect(h.text.contains("Sign in"))
        #expect(h.demo.isAuthorized)
        #expect(h.history.contains { $0.contains("All categories 16") }, "the locked advert replays without asking")
    }

    @Test("navdemo://layout/{idiom} switches too; an unknown layout is refused in words")
    func route() {
        let h = DemoHarness(idiom: .compact, appKeys: true)
        #expect(h.open("layout/compact") == nil)
        #expect(h.demo.idiom == .compact, "already compact: nothing to do")
        #expect(h.open("navdemo://layout/split") == nil)
        #expect(h.demo.idiom == .split)
        let error = h.open("layout/tablet")
        #expect(error?.description.contains("layout/{idiom} takes compact or split, not 'tablet'") == true)
        #expect(h.demo.idiom == .split)
    }

    @Test("H shows where the user is as a line of routes")
    func historyOverlay() {
        let h = DemoHarness(idiom: .compact, appKeys: true)
        h.run("down down enter down enter H")
        #expect(h.text.contains("tabs/advertisements → categories/1 → categories/1.1/results"))
    }
}

/// Found by the session fuzzer: a route of the old app still waiting on a guard's
/// Authorization ends when that app goes, and its Go-to prompt opened in the window, which is
/// the new app's; the prompt held the old app (a popover of it stayed alive).
@MainActor
@Suite("Switching the layout while a route waits")
struct LayoutSwitchWaitingRouteTests {
    @Test("the old app's waiting route says nothing in the new app's window, and the old app goes")
    func waitingRouteOfTheOldApp() {
        let h = DemoHarness(idiom: .split, size: Size(width: 120, height: 30), appKeys: true)
        h.run("g type:adverts/16 enter")
        #expect(h.text.contains("Authorization"), "the locked advertisement waits for Log in")
        h.run("s enter s enter c")
        weak var oldApp: NavigationDemoApp?
        oldApp = h.demo
        weak var popover: ViewController?
        popover = h.window.heldViewControllers.last
        #expect(popover != nil)
        h.run("L wait:2s")
        #expect(h.window.topOverlay == nil, "no prompt of the old app: \(h.text)")
        #expect(oldApp == nil, "the old app is released")
        #expect(popover == nil, "the old app's popover is released")
        #expect(h.leakedControllers().isEmpty, "\(h.leakedControllers())")
    }
}
