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

    @Test("with damaged columns, only those cells are compared, a wide glyph at their edge whole")
    func damagedColumns() {
        var differ = FrameDiffer(size: Size(width: 10, height: 2))
        let frame = CellBuffer(size: Size(width: 10, height: 2))
        let canvas = Canvas(buffer: frame)
        differ.apply(frame) { _, _, _ in }
        // Changes inside and outside the columns 2..<6 of row 0: only those inside are seen.
        canvas.write("x", at: Point(x: 0, y: 0), style: .normal)
        canvas.write("yz", at: Point(x: 3, y: 0), style: .normal)
        canvas.write("漢", at: Point(x: 5, y: 0), style: .normal)
        var damaged = DamagedRows(0..<1)
        damaged.columns = 2..<6
        var runs: [Range<Int>] = []
        differ.apply(frame, damagedRows: damaged) { _, range, _ in runs.append(range) }
        #expect(runs == [3..<7], "the run takes the wide glyph's second half, outside the columns")
        // The cells compared became the front's; the change left outside was not looked at.
        #expect(differ.front[3, 0] == frame[3, 0])
        #expect(differ.front[6, 0] == frame[6, 0])
        #expect(differ.front[0, 0] == .blank)
        // Without columns, the whole row is compared again and the change outside shows.
        runs = []
        differ.apply(frame, damagedRows: DamagedRows(0..<1)) { _, range, _ in runs.append(range) }
        #expect(runs == [0..<1])
    }

    @Test("a frame that composed only a narrow region names its columns; a wide one none")
    func windowNamesTheColumns() {
        let window = Window(size: Size(width: 60, height: 14), loop: EventLoop(clock: ManualClock()))
        let list = ListView(items: [ListItem("One"), ListItem("Two"), ListItem("Three")])
        let root = ViewController()
        root.view.addSubview(list)
        list.frame = Rect(x: 4, y: 2, width: 20, height: 3)
        window.rootViewController = root
        let buffer = CellBuffer(size: window.size)
        _ = window.renderFrame(into: buffer)
        list.moveSelection(by: 1)
        let rows = window.renderFrame(into: buffer)
        #expect(rows.ranges == [2..<4])
        #expect(rows.columns == 4..<24)
        root.view.setNeedsDisplay(Rect(x: 0, y: 0, width: 60, height: 1))
        #expect(window.renderFrame(into: buffer).columns == nil)
    }
}
