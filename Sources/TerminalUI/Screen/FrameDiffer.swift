/// Remembers the last frame put on screen and finds the runs of cells that changed, the way
/// ratatui diffs its buffers. Both screens use it, so "only changed cells are written" is
/// one tested mechanism.
public struct FrameDiffer {
    /// What the screen shows now.
    public private(set) var front: CellBuffer
    private var isValid = false

    /// A differ for frames of `size`; the first diff reports every cell.
    public init(size: Size) {
        front = CellBuffer(size: size)
    }

    /// Makes the next diff report every cell.
    public mutating func invalidate() {
        isValid = false
    }

    /// Calls `write(y, x0..<x1, cells)` for each run of cells in `back` that differs from the
    /// front, then makes `back`'s content the front. Runs never split a wide glyph.
    @discardableResult
    public mutating func apply(
        _ back: CellBuffer,
        write: (_ y: Int, _ columns: Range<Int>, _ row: UnsafeMutablePointer<Cell>) -> Void
    ) -> FrameStats {
        if back.size != front.size {
            front = CellBuffer(size: back.size)
            isValid = false
        }
        let width = back.width
        var stats = FrameStats()
        for y in 0..<back.height {
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
        }
        front.copy(from: back)
        isValid = true
        return stats
    }
}
