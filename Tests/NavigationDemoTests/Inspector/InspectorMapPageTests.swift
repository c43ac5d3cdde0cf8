import MarshrouteInspector
import MarshrouteMap
import NavigationDemo
import SnapshotTesting
import Testing

@testable import TerminalUI

/// The inspector's Map page (issue 33), added by the demo as any app adds a page: explored the
/// first time it shows, a few states per tick so that the app keeps answering; then the modules
/// around the current one, the current one marked, and Enter showing a transition's code. At
/// 80x24, in Unicode and in ASCII. The map is explored once per process and layout.
@MainActor
@Suite("Inspector: the Map page")
struct InspectorMapPageTests {
    /// The Map page of `h`'s inspector.
    static func mapPage(_ h: DemoHarness) throws -> InspectorPage {
        #expect(h.demo.mapPage.title == "Map")
        return h.demo.mapPage
    }

    @Test(
        "explored on first show, without stopping the app; then where each key leads from here, and how one gets here")
    func aroundTheCurrentModule() throws {
        let h = DemoHarness(idiom: .compact, size: Size(width: 80, height: 24), appKeys: true)
        h.run("enter")
        let page = try Self.mapPage(h)
        let first = try #require(h.panel(on: page))
        #expect(first.title == "Inspector: Tree · Timeline · Ledger · [Map]", "\(first.title)")
        h.run("wait:60s")
        let panel = try #require(h.panel())
        #expect(panel.rows.first?.hasPrefix("The compact layout explored from its start:") == true, "\(panel.text)")
        #expect(panel.rows.contains("▸ Categories in tab Advertisements (you are here)"), "\(panel.text)")
        #expect(panel.rows.contains { $0.hasPrefix("From here (") }, "\(panel.text)")
        #expect(panel.rows.contains { $0.hasPrefix("› ") }, "one transition selected: \(panel.text)")
        #expect(panel.rows.allSatisfy { $0.count <= 76 }, "\(panel.text)")
        #expect(h.lines.last?.hasPrefix(" Tab Page  ▲▼ Move  ⏎ Code  Esc Close") == true, "\(h.lines.last ?? "")")
        assertSnapshot(of: panel.text, as: .lines, named: "compact-80x24", testName: "map")
        // Further down the page: how one gets here, and the way from the start.
        let all = h.demo.inspector.text(of: page)
        #expect(all.contains { $0.hasPrefix("How you get here (") }, "\(all)")
        // Each row is named by what it is: "All categories" opens the results, never the
        // subcategories (an app kept for a state reached another way had its list's selection
        // elsewhere, and the map once named the wrong row).
        #expect(
            all.contains { $0.contains("enter on \"All categories\"") && $0.contains("showSearchResults") }, "\(all)")
        #expect(
            !all.contains { $0.contains("enter on \"All categories\"") && $0.contains("showSubcategories") }, "\(all)")
        #expect(
            all.contains { $0.contains("enter on \"Consumer electronics\" (+9)") && $0.contains("showSubcategories") },
            "the ten categories with subcategories: \(all)")
    }

    @Test("explored only while the page shows: on another page its timer stops, and it goes on when the page is back")
    func pausesOffScreen() throws {
        // A map explored by another test would show at once: this one explores from nothing,
        // two actions deep (the whole map would take seconds, and other tests explore it).
        let explored = DemoMap.explored[.compact]
        DemoMap.explored[.compact] = nil
        DemoMap.pageBounds = MapBounds(depth: 2)
        defer {
            DemoMap.explored[.compact] = explored
            DemoMap.pageBounds = MapBounds()
        }
        let h = DemoHarness(idiom: .compact, size: Size(width: 80, height: 24), appKeys: true)
        let page = try Self.mapPage(h)
        h.run("i wait:100ms")
        let idle = h.window.loop.pendingTimers.count
        _ = h.panel(on: page)
        h.run("wait:100ms")
        #expect(h.window.loop.pendingTimers.count == idle + 1, "exploring: its timer runs")
        #expect(try #require(h.panel()).rows.first?.hasPrefix("Exploring the compact layout") == true)
        h.run("tab wait:100ms")
        #expect(h.demo.inspector.page != page)
        #expect(h.window.loop.pendingTimers.count == idle, "another page: nothing explores meanwhile")
        // Back on the page (drawn, as every key is in the app): it goes on from where it was.
        _ = h.panel(on: page)
        h.run("wait:60s")
        #expect(h.demo.inspector.page == page)
        let panel = try #require(h.panel())
        #expect(
            panel.rows.first?.hasPrefix("The compact layout explored from its start:") == true
                && panel.text.contains("bounded: the bound of 2 actions"), "\(panel.text)")
        #expect(h.window.loop.pendingTimers.count == idle, "explored: the timer ended")
    }

    @Test("Enter on a transition shows its router method's code, as the timeline does; Enter again folds it")
    func code() throws {
        let h = DemoHarness(idiom: .compact, size: Size(width: 80, height: 24), appKeys: true)
        h.run("enter")
        let page = try Self.mapPage(h)
        _ = h.panel(on: page)
        h.run("wait:60s")
        let before = h.demo.inspector.text(of: page)
        // To the push from this screen's rows, then its code.
        let pushes = before.firstIndex { $0.contains("CategoriesRouterImpl.showSubcategories") && $0.contains("→") }
        let rows = before.filter { $0.hasPrefix("› ") || $0.hasPrefix("  ") && $0.contains(" → ") }
        let steps = try #require(
            rows.firstIndex { $0.contains("CategoriesRouterImpl.showSubcategories") && $0.contains("→") }, "\(before)")
        #expect(pushes != nil)
        h.run(Array(repeating: "down", count: steps).joined(separator: " ") + " enter")
        let open = h.demo.inspector.text(of: page)
        #expect(open.contains { $0.contains("code: ") && $0.contains("Categories") }, "\(open)")
        #expect(open.contains { $0.contains("traced {") }, "the method's lines: \(open)")
        h.run("enter")
        #expect(!h.demo.inspector.text(of: page).contains { $0.contains("traced {") })
        // Open, then elsewhere: the page starts folded on the new module's first transition.
        h.run("enter esc 2 i")
        let elsewhere = h.demo.inspector.text(of: page)
        #expect(elsewhere.contains { $0.contains("Recursion in tab Recursion (you are here)") }, "\(elsewhere)")
        #expect(!elsewhere.contains { $0.contains("traced {") }, "\(elsewhere)")
    }

    @Test("ASCII at 80x24: plain stand-ins for every symbol")
    func ascii() throws {
        let h = DemoHarness(idiom: .compact, size: Size(width: 80, height: 24), appKeys: true)
        h.window.glyphs = .ascii
        let page = try Self.mapPage(h)
        _ = h.panel(on: page)
        h.run("wait:60s")
        let panel = try #require(h.panel())
        #expect(panel.title == "Inspector: Tree - Timeline - Ledger - [Map]", "\(panel.title)")
        #expect(panel.rows.contains { $0.contains("(you are here)") }, "\(panel.text)")
        #expect(panel.rows.allSatisfy { $0.allSatisfy(\.isASCII) && $0.count <= 76 }, "\(panel.text)")
        assertSnapshot(of: panel.text, as: .lines, named: "compact-80x24", testName: "map-ascii")
    }
}
