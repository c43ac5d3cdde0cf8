import MarshrouteInspector
import TerminalUI
import Testing

/// A page an app adds (the way the Map page plugs in): Tab visits it after the ledger, over the
/// app it gets the keys the panel leaves, its selected line stays in view, its hints show;
/// beside the app the app keeps its keys.
@MainActor
@Suite("Inspector: a page the app adds")
struct AddedPageTests {
    /// Forty rows, one selected; the arrows move it, Enter marks it.
    final class RowsPage: InspectorPageContent {
        var selected = 0
        var marked: Set<Int> = []
        var widths: [Int] = []

        func lines(width: Int) -> [InspectorLine] {
            widths.append(width)
            return (0..<40).map { row in
                InspectorLine(
                    "\(row == selected ? "›" : " ") row \(row)\(marked.contains(row) ? " (marked)" : "")",
                    style: row == selected ? .role(.selection) : .normal, isSelected: row == selected)
            }
        }

        func handleKey(_ key: Key) -> Bool {
            switch key {
            case .down: selected = min(39, selected + 1)
            case .up: selected = max(0, selected - 1)
            case .enter: marked.insert(selected)
            default: return false
            }
            return true
        }

        var keyHints: [KeyHint] { [KeyHint("Enter", "Mark row")] }
    }

    @Test("Tab visits Tree, Timeline, Ledger, then the added page; its lines and hints show")
    func tabOrder() {
        let app = TinyApp(size: Size(width: 100, height: 20))
        let rows = RowsPage()
        let page = app.inspector.addPage(titled: "Rows", content: rows)
        #expect(page.title == "Rows")
        let timeline = app.press("i")
        #expect(timeline.contains("Inspector: Tree · [Timeline] · Ledger · Rows"), "\(timeline)")
        let added = app.press("tab tab")
        #expect(app.inspector.page == page)
        #expect(added.contains("[Rows]") && added.contains("› row 0"), "\(added)")
        #expect(added.contains("Enter Mark row"), "its hints: \(added)")
        #expect(rows.widths.last == 96, "the page is asked for the panel's inner width")
        _ = app.press("tab")
        #expect(app.inspector.page == .tree)
        _ = app.press("backtab")
        #expect(app.inspector.page == page)
    }

    @Test("over the app the page takes its keys and its selected line stays in view; Esc still closes")
    func keysOverTheApp() {
        let app = TinyApp(size: Size(width: 100, height: 20))
        let rows = RowsPage()
        let page = app.inspector.addPage(titled: "Rows", content: rows)
        app.inspector.open(page: page)
        let screen = app.press(Array(repeating: "down", count: 30).joined(separator: " ") + " enter")
        #expect(rows.selected == 30 && rows.marked == [30])
        #expect(screen.contains("› row 30 (marked)"), "scrolled to the selection: \(screen)")
        #expect(!screen.contains("row 5\n"), "\(screen)")
        _ = app.press("esc")
        #expect(!app.inspector.isOpen)
    }

    @Test("beside the app the app keeps its keys: the page only shows")
    func besideTheApp() {
        let app = TinyApp(size: Size(width: 160, height: 20))
        let rows = RowsPage()
        let page = app.inspector.addPage(titled: "Rows", content: rows)
        app.inspector.open(page: page)
        #expect(app.inspector.isBeside)
        let screen = app.press("down n")
        #expect(rows.selected == 0, "down was the app's")
        #expect(screen.contains("This is screen 1."), "n pushed the next screen: \(screen)")
        #expect(screen.contains("› row 0"), "\(screen)")
    }

    /// A page that counts its progress in its first line (as the Map page does while it
    /// explores); it tells no one when the count changes.
    final class ProgressPage: InspectorPageContent {
        var found = 0
        func lines(width: Int) -> [InspectorLine] {
            [InspectorLine("Found \(found) so far")] + (0..<10).map { InspectorLine("line \($0)") }
        }
    }

    @Test("a frame after one line of the page changed composes that row only, not the panel")
    func changedLineRedrawsItsRow() throws {
        let app = TinyApp(size: Size(width: 100, height: 20))
        let progress = ProgressPage()
        let page = app.inspector.addPage(titled: "Progress", content: progress)
        app.inspector.open(page: page)
        let buffer = CellBuffer(size: app.window.size)
        _ = app.window.renderFrame(into: buffer)
        #expect(buffer.text.contains("Found 0 so far"), "\(buffer.text)")
        progress.found = 12
        // What a page's timer does: a frame, for its lines and hints.
        app.window.setNeedsKeyHintsUpdate()
        let rows = app.window.renderFrame(into: buffer)
        #expect(buffer.text.contains("Found 12 so far"), "\(buffer.text)")
        let panelTop = try #require(
            buffer.text.split(separator: "\n", omittingEmptySubsequences: false)
                .firstIndex { $0.contains("Found 12 so far") })
        #expect(rows.ranges == [panelTop..<panelTop + 1], "composed: \(rows.ranges)")
    }
}
