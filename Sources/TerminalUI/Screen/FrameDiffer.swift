/// Remembers the last frame put on screen and finds the runs of cells that changed, the way
/// ratatui diffs its buffers. Both screens use it, so "only changed cells are written" is
/// one tested mechanism. Given the rows a frame damaged, it compares only those.
public struct FrameDiffer {
    /// What the screen shows now.
    public private(set) var front: CellBuffer
    private var isValid = false
    /// Set when the front was reset: the next diff compares every row, damaged or not.
    private var comparesEveryRow = true

    /// A differ for frames of `size`; the first diff reports every cell.
    public init(size: Size) {
        front = CellBuffer(size: size)
    }

    /// Makes the next diff report every cell.
    public mutating func invalidate() {
        isValid = false
        comparesEveryRow = true
    }

    /// Makes the front blank (the screen was cleared): the next diff compares every row
    /// against blank cells and reports only the cells that are not blank in the frame.
    public mutating func assumeBlank() {
        front.clear()
        isValid = true
        comparesEveryRow = true
    }

    /// Calls `write(y, x0..<x1, cells)` for each run of cells in `back` that differs from the
    /// front, then makes `back`'s content the front. Runs never split a wide glyph. With
    /// `damagedRows`, rows outside it are taken to be unchanged and are not compared.
    @discardableResult
    public mutating func apply(
        _ back: CellBuffer, damagedRows: DamagedRows? = nil,
        write: (_ y: Int, _ columns: Range<Int>, _ row: UnsafeMutablePointer<Cell>) -> Void
    ) -> FrameStats {
        if back.size != front.size {
            front = CellBuffer(size: back.size)
            // A cleared screen stays a blank front of the new size; anything else is unknown.
            if !(isValid && comparesEveryRow) { isValid = false }
            comparesEveryRow = true
        }
        var stats = FrameStats()
        if let damagedRows, isValid, !comparesEveryRow {
            for range in damagedRows.ranges {
                for y in range.clamped(to: 0..<back.height) { diffRow(y, back, &stats, write) }
            }
        } else {
            for y in 0..<back.height { diffRow(y, back, &stats, write) }
        }
        isValid = true
        comparesEveryRow = false
        return stats
    }

    /// Diffs one row and makes it the front's.
    @inline(__always)
    private func diffRow(
        _ y: Int, _ back: CellBuffer, _ stats: inout FrameStats,
        _ write: (_ y: Int, _ columns: Range<Int>, _ row: UnsafeMutablePointer<Cell>) -> Void
    ) {
        let width = back.width
        let newRow = back.row(y)
        let oldRow = front.row(y)
        var x = 0
        while x < width {
            if isValid && newRow[x] == oldRow[x] {
                x += 1
                continue
            }
            var start = x
            // A changed continuation cell belongs to the wide glyph on its left.
            if start > 0 && newRow[start].width == 0 { start -= 1 }
            var end = x + 1
            while end < width && (!isValid || newRow[end] != oldRow[end]) { end += 1 }
            // Keep the second half of a wide glyph with its first half.
            if end < width && newRow[end - 1].width == 2 { end += 1 }
            write(y, start..<end, newRow)
            stats.cellsWritten += end - start
            stats.runs += 1
            x = end
        }
        oldRow.update(from: newRow, count: width)
    }
}
