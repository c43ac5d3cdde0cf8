import Testing

@testable import TerminalUI

@MainActor
@Suite("Frame diff")
struct FrameDifferTests {
    @Test("the first frame writes every cell, an identical one none")
    func firstAndIdentical() {
        let screen = HeadlessScreen(size: Size(width: 20, height: 5))
        let frame = CellBuffer(size: Size(width: 20, height: 5))
        Canvas(buffer: frame).write("hello", at: Point(x: 1, y: 1), style: .normal)
        #expect(screen.draw(frame).cellsWritten == 100)
        #expect(screen.draw(frame).cellsWritten == 0)
        #expect(screen.textLines == ["", " hello", "", "", ""])
    }

    @Test("only changed cells are written, in runs")
    func changedCells() {
        let screen = HeadlessScreen(size: Size(width: 20, height: 3))
        let frame = CellBuffer(size: Size(width: 20, height: 3))
        let canvas = Canvas(buffer: frame)
        canvas.write("aaaa", at: .zero, style: .normal)
        screen.draw(frame)
        canvas.write("b", at: Point(x: 1, y: 0), style: .normal)
        canvas.write("c", at: Point(x: 3, y: 2), style: .normal)
        let stats = screen.draw(frame)
        #expect(stats.cellsWritten == 2)
        #expect(stats.runs == 2)
        canvas.setRole(.selection, in: Rect(x: 0, y: 1, width: 5, height: 1))
        #expect(screen.draw(frame).cellsWritten == 5)
    }

    @Test("a changed wide glyph is written whole")
    func wideRuns() {
        var differ = FrameDiffer(size: Size(width: 6, height: 1))
        let frame = CellBuffer(size: Size(width: 6, height: 1))
        let canvas = Canvas(buffer: frame)
        canvas.write("ab漢", at: .zero, style: .normal)
        differ.apply(frame) { _, _, _ in }
        canvas.write("字", at: Point(x: 2, y: 0), style: .normal)
        var runs: [Range<Int>] = []
        differ.apply(frame) { _, range, _ in runs.append(range) }
        #expect(runs == [2..<4])
    }

    @Test("invalidate repaints everything; a new size too")
    func invalidation() {
        let screen = HeadlessScreen(size: Size(width: 4, height: 2))
        let frame = CellBuffer(size: Size(width: 4, height: 2))
        screen.draw(frame)
        screen.invalidate()
        #expect(screen.draw(frame).cellsWritten == 8)
        frame.resize(to: Size(width: 3, height: 3))
        #expect(screen.draw(frame).cellsWritten == 9)
    }
}
