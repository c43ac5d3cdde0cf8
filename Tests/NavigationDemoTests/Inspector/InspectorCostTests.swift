import NavigationDemo
import Testing

@testable import MarshrouteInspector
@testable import TerminalUI

/// What the inspector costs: open and idle it draws nothing; it follows a change live with one
/// frame; closed, it leaves no view in the window and draws nothing of its own.
@MainActor
@Suite("Inspector: cost")
struct InspectorCostTests {
    @Test("open and idle, beside or over the app, no frame is drawn", arguments: [DemoIdiom.compact, .split])
    func idleDrawsNothing(idiom: DemoIdiom) {
        for size in [Size(width: 200, height: 60), Size(width: 100, height: 30)] {
            let h = DemoHarness(idiom: idiom, size: size, animations: true, appKeys: true)
            h.run("down down enter i wait:10s")
            #expect(h.demo.inspector.isOpen)
            #expect(h.demo.inspector.isBeside == (size.width >= Inspector.besideMinimumWidth))
            #expect(h.framesDrawnWhileIdle() == 0, "\(idiom) \(size)")
            #expect(h.stepper.timeUntilNextDeadline() == nil, "a blocking wait for input")
        }
    }

    @Test("beside the app, a transition redraws the panel with its new entry")
    func followsLive() {
        let h = DemoHarness(idiom: .split, size: Size(width: 200, height: 60), appKeys: true)
        h.run("i")
        #expect(h.text.contains("No router call yet"))
        h.run("down down enter")
        #expect(h.text.contains("pushMasterViewControllerDerivedFrom t2 Transport · performed"), "\(h.text)")
    }

    @Test("closed, the window holds no inspector view")
    func closedLeavesNothing() {
        let h = DemoHarness(idiom: .split, size: Size(width: 200, height: 60), appKeys: true)
        h.run("i down down enter i")
        #expect(!h.demo.inspector.isOpen)
        #expect(!h.text.contains("Inspector:"))
        #expect(h.window.contentRect.width == 200, "the app has the whole width back")
    }

    @Test("a resize across 140 columns moves the open inspector beside the app and back; beside, it follows the width")
    func resizeMovesIt() {
        let h = DemoHarness(idiom: .split, size: Size(width: 200, height: 40), appKeys: true)
        h.run("i tab")
        #expect(h.demo.inspector.isBeside && h.demo.inspector.page == .ledger)
        #expect(h.window.sidePanelView?.frame.width == 70)
        h.run("resize:120x40")
        #expect(h.demo.inspector.isOpen && !h.demo.inspector.isBeside)
        #expect(h.window.sidePanelView == nil && h.window.contentRect.width == 120)
        #expect(h.demo.inspector.page == .ledger, "the page stays")
        h.run("resize:160x40")
        #expect(h.demo.inspector.isBeside)
        #expect(h.window.sidePanelView?.frame.width == 60)
        h.run("i resize:200x40")
        #expect(!h.demo.inspector.isOpen, "closed stays closed")
    }

    @Test("beside the app, Tab turns the panel's pages and Shift-Tab still moves between the split's columns")
    func shiftTabStaysTheApps() throws {
        let h = DemoHarness(idiom: .split, size: Size(width: 200, height: 40), appKeys: true)
        h.run("down down enter down enter i")
        let tabBar = try #require(h.window.rootViewController as? TabBarController)
        let split = try #require(tabBar.viewControllers.first as? SplitViewController)
        let before = split.focusedColumn
        h.run("backtab")
        #expect(split.focusedColumn != before)
        #expect(h.demo.inspector.page == .timeline)
        h.run("tab")
        #expect(h.demo.inspector.page == .ledger)
        #expect(split.focusedColumn != before, "Tab went to the panel")
    }
}
