import BenchmarkSupport
import Foundation

/// The demo's frames against the C reference (`FramesAgainstC`), with the targets of
/// docs/PERFORMANCE.md: ratios of medians from one interleaved run.
@MainActor
func framesCheck(_ report: inout Report, rounds: Int = 7, iterations: Int = 300) {
    print("Frames against the C reference, curses on a file terminal, 200x60:")
    let result: FramesAgainstC.Report
    do {
        result = try FramesAgainstC.run(rounds: rounds, iterations: iterations)
    } catch {
        report.check(false, "cannot run the comparison: \(error)")
        return
    }
    for line in result.table.split(separator: "\n") { report.note(String(line)) }
    report.check(result.full.ratio <= 1.1, String(format: "full repaint %.2fx C (target ≤ 1.1x)", result.full.ratio))
    // Issue 35's targets (issue 25's were 2x and 2x).
    report.check(
        result.oneRow.ratio <= 1.3, String(format: "one changed row %.2fx C (target ≤ 1.3x)", result.oneRow.ratio))
    report.check(
        result.selection.ratio <= 1.2, String(format: "selection move %.2fx C (target ≤ 1.2x)", result.selection.ratio))
    for figures in result.all {
        report.check(
            figures.bytesRatio <= 1,
            "bytes for the \(figures.name) " + String(format: "%.2fx C (target: C's)", figures.bytesRatio))
    }
}
