import NavigationDemo
import TerminalUI

/// `navigation-demo routes` as text of a given width: a table with a column per field when
/// it fits (the last column, what the route opens, wraps under itself), else a few lines
/// per route, each wrapped with a hanging indent. Without a width, one line per route.
enum RouteTableText {
    static let header = ["ROUTER", "PATTERN", "DESTINATION", "PRESENTATION", "GUARD", "OPENS"]
    /// The narrowest the last column may get before the table gives way to blocks.
    static let narrowestLastColumn = 24

    static func text(_ rows: [DemoRouting.Row], width: Int?) -> String {
        // Every field made safe to print before it is measured.
        let cells =
            [header]
            + rows.map {
                [$0.router, $0.pattern, $0.destination, $0.presentation, $0.guardName, $0.summary].map(
                    TerminalSafeText.escaped)
            }
        let widths = (0..<header.count - 1).map { column in cells.map { TextWidth.of($0[column]) }.max() ?? 0 }
        let indent = widths.reduce(0, +) + 2 * widths.count
        guard let width else { return table(cells, widths: widths, lastColumnWidth: nil) }
        if width - indent >= narrowestLastColumn {
            return table(cells, widths: widths, lastColumnWidth: width - indent)
        }
        return blocks(cells.dropFirst(), width: width)
    }

    private static func table(_ cells: [[String]], widths: [Int], lastColumnWidth: Int?) -> String {
        var output = ""
        let indent = String(repeating: " ", count: widths.reduce(0, +) + 2 * widths.count)
        for row in cells {
            let padded = zip(row, widths).map { text, width in
                text + String(repeating: " ", count: max(0, width - TextWidth.of(text)))
            }
            let last =
                lastColumnWidth.map { DisplayText.wrapped(row[row.count - 1], toWidth: $0) } ?? [row[row.count - 1]]
            output += (padded + [last.first ?? ""]).joined(separator: "  ") + "\n"
            for line in last.dropFirst() { output += indent + line + "\n" }
        }
        return output
    }

    /// Each route as its pattern, then what it opens, then how it is shown; a line too long
    /// wraps under itself, two columns further in.
    private static func blocks(_ rows: ArraySlice<[String]>, width: Int) -> String {
        var output = ""
        for row in rows {
            let lines = [
                (0, row[1]), (2, "opens: \(row[5])"), (2, "\(row[2]), \(row[3]); guard: \(row[4]); router: \(row[0])"),
            ]
            for (indent, line) in lines {
                let parts = DisplayText.wrapped(line, toWidth: max(8, width - indent - 2))
                for (index, part) in parts.enumerated() {
                    output += String(repeating: " ", count: index == 0 ? indent : indent + 2) + part + "\n"
                }
            }
        }
        return output
    }
}
