import NavigationDemo
import Testing

@testable import MarshrouteInspector
@testable import TerminalUI

/// The inspector's panel as the screen shows it, and nothing else: read off the screen within
/// the panel's frame (not asked of the panel), so a snapshot of it holds what the user sees in
/// the panel, wrapped, scrolled and in the window's glyphs, without the app around it.
struct InspectorPanel {
    /// The box's title as drawn: `Inspector: Tree · [Timeline] · Ledger · Map`.
    let title: String
    /// The rows inside the box, without its border and its column of padding, trailing spaces
    /// trimmed and the blank rows below the last line dropped.
    let rows: [String]
    /// How each row is drawn: the role of its first cell that is not blank (`.normal` for a
    /// blank row); the text alone does not show what is dimmed or an alert.
    let roles: [StyleRole]
    /// Where the panel is on the screen.
    let frame: Rect

    /// What a panel snapshot keeps: the title, then the rows.
    var text: String { ([title] + rows).joined(separator: "\n") }

    /// The rows joined, for `contains` and for a failure's message.
    var body: String { rows.joined(separator: "\n") }
}

extension DemoHarness {
    /// Opens the inspector if it is closed (`i`), turns its pages with Tab to `page`, as a user
    /// does, and reads the panel off the screen.
    func panel(on page: InspectorPage, sourceLocation: SourceLocation = #_sourceLocation) -> InspectorPanel? {
        if !demo.inspector.isOpen { run("i") }
        var turns = 0
        while demo.inspector.page != page && turns < 8 {
            run("tab")
            turns += 1
        }
        guard demo.inspector.page == page else {
            Issue.record("Tab never reached the \(page) page", sourceLocation: sourceLocation)
            return nil
        }
        return panel(sourceLocation: sourceLocation)
    }

    /// The open panel as the screen shows it now; records an issue (and returns nil) when the
    /// inspector is closed or its box is not where its frame says.
    func panel(sourceLocation: SourceLocation = #_sourceLocation) -> InspectorPanel? {
        guard demo.inspector.isOpen else {
            Issue.record("the inspector is closed", sourceLocation: sourceLocation)
            return nil
        }
        _ = lines // draws a frame
        let frame = demo.inspector.view.frameInWindow
        let cells = screen.contents
        let box = window.glyphs.box
        func text(row y: Int, from start: Int, to end: Int) -> String {
            var line = ""
            for x in start..<end where cells[x, y].width != 0 { line += cells[x, y].glyph.string }
            return line
        }
        guard frame.width >= 8, frame.height >= 4, frame.maxX <= cells.width, frame.maxY <= cells.height else {
            Issue.record("the panel's frame \(frame) is off the screen\n\(self.text)", sourceLocation: sourceLocation)
            return nil
        }
        // The corners and sides: what is read is the panel's box, whole.
        let top = text(row: frame.minY, from: frame.minX, to: frame.maxX)
        let bottom = text(row: frame.maxY - 1, from: frame.minX, to: frame.maxX)
        let sides = (frame.minY + 1..<frame.maxY - 1).map {
            text(row: $0, from: frame.minX, to: frame.minX + 1) + text(row: $0, from: frame.maxX - 1, to: frame.maxX)
        }
        guard top.first == box.topLeft, top.last == box.topRight, bottom.first == box.bottomLeft,
            bottom.last == box.bottomRight, sides.allSatisfy({ $0 == "\(box.left)\(box.right)" })
        else {
            Issue.record("no whole box at the panel's frame \(frame)\n\(self.text)", sourceLocation: sourceLocation)
            return nil
        }
        // The title between the rules of the top border.
        let rule: (Character) -> Bool = { $0 == box.top || $0 == " " }
        let title = String(top.dropFirst().dropLast().drop(while: rule).reversed().drop(while: rule).reversed())
        let inside = frame.minY + 1..<frame.maxY - 1
        let roles = inside.map { y in
            (frame.minX + 1..<frame.maxX - 1).lazy.map { cells[$0, y] }.first { $0.glyph.string != " " }?.style.role
                ?? .normal
        }
        var rows = inside.map { y -> String in
            var row = Substring(text(row: y, from: frame.minX + 1, to: frame.maxX - 1))
            if row.first == " " { row = row.dropFirst() }
            while row.last == " " { row = row.dropLast() }
            return String(row)
        }
        while rows.last?.isEmpty == true { rows.removeLast() }
        return InspectorPanel(
            title: title, rows: rows, roles: Array(roles.prefix(rows.count)), frame: frame)
    }
}
