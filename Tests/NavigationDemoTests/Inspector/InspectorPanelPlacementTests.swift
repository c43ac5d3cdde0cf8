import NavigationDemo
import SnapshotTesting
import Testing

@testable import MarshrouteInspector
@testable import TerminalUI

/// Where the panel sits: over the app below 140 columns, beside it from there. These two are
/// whole screens, as the point is the panel's place among the app's rows and the hint line;
/// every other inspector snapshot holds the panel alone (`InspectorPanelPageTests`,
/// `InspectorPanelStateTests`).
@MainActor
@Suite("Inspector panel: over the app or beside it")
struct InspectorPanelPlacementTests {
    @Test("at 80x24 the panel covers the app, all but the hint line, which offers the panel's keys")
    func overTheApp() throws {
        let h = DemoHarness(idiom: .compact, size: Size(width: 80, height: 24), appKeys: true)
        h.run("down down enter i")
        let panel = try #require(h.panel())
        #expect(!h.demo.inspector.isBeside)
        #expect(panel.frame == Rect(x: 0, y: 0, width: 80, height: 23), "\(panel.frame)")
        let screen = h.lines
        #expect(
            screen.dropLast().allSatisfy { $0.hasPrefix("╭") || $0.hasPrefix("│") || $0.hasPrefix("╰") }, "\(h.text)")
        #expect(screen.last?.hasPrefix(" Tab Page  ▲▼ Move  ⏎ Explain  R Rewind  Esc Close") == true, "\(h.text)")
        assertSnapshot(of: h.text, as: .lines, named: "compact-80x24", testName: "over-the-app")
    }

    @Test("at 140x24, the narrowest beside, the app keeps 100 columns and its keys; the panel 40, wrapped")
    func besideTheApp() throws {
        let h = DemoHarness(idiom: .split, size: Size(width: 140, height: 24), appKeys: true)
        h.run("down down enter i")
        let panel = try #require(h.panel())
        #expect(h.demo.inspector.isBeside)
        #expect(panel.frame == Rect(x: 100, y: 0, width: 40, height: 23), "\(panel.frame)")
        // The app, left of the panel: the master's new screen and the detail column.
        let app = h.lines.dropLast().map { String($0.prefix(100)) }.joined(separator: "\n")
        #expect(app.contains("Transport") && app.contains("Shelves (root)"), "\(h.text)")
        #expect(panel.rows.allSatisfy { $0.count <= 36 }, "\(panel.text)")
        #expect(
            h.lines.last?.hasPrefix(
                " Tab Inspector page  PgUp/PgDn Scroll inspector  R Rewind  i Close inspector  ▲▼ Move")
                == true, "the panel's keys, then the app's: \(h.lines.last ?? "")")
        assertSnapshot(of: h.text, as: .lines, named: "split-140x24", testName: "beside-the-app")
        let before = h.history
        h.run("down enter")
        #expect(h.demo.inspector.isBeside && h.history != before, "the arrows and Enter are the app's")
    }

    @Test("a resize across 140 columns moves the open panel over the app and back")
    func resizeMovesIt() throws {
        let h = DemoHarness(idiom: .split, size: Size(width: 140, height: 24), appKeys: true)
        h.run("down down enter i")
        #expect(try #require(h.panel()).frame == Rect(x: 100, y: 0, width: 40, height: 23))
        h.run("resize:139x24")
        #expect(h.demo.inspector.isOpen && !h.demo.inspector.isBeside)
        #expect(try #require(h.panel()).frame == Rect(x: 0, y: 0, width: 139, height: 23))
        h.run("resize:160x24")
        #expect(h.demo.inspector.isBeside)
        #expect(try #require(h.panel()).frame == Rect(x: 100, y: 0, width: 60, height: 23))
    }
}
