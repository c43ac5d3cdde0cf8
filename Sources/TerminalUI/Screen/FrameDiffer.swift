/// Remembers the last frame put on screen and finds the runs of cells that changed, the way
/// ratatui diffs its buffers. Both screens use it, so "only changed cells are written" is
/// one tested mechanism. Given the rows a frame damaged, it compares only those.
public struct FrameDiffer {
    /// What the screen shows now.
    public private(set) var front: CellBuffer
    private var isValid = false
    /// Set when the front was reset: the next diff compares every row, damaged or not.
    private var comparesEveryRow = true

    /// Cells compare as two words, a 64-bit and a 32-bit one, with these masks over the bytes
    /// that hold a field (the rest is padding), when a cell is laid out in twelve bytes; nil
    /// otherwise, and then `==` compares them. Measured on one changed row of 200 cells: about
    /// 30 instructions per cell with `==`, 8 as words (docs/PERFORMANCE.md).
    private let cellMasks: (UInt64, UInt32)? = FrameDiffer.wordMasks()

    /// A differ for frames of `size`; the first diff reports every cell.
    public init(size: Size) {
        front = CellBuffer(size: size)
    }

    private static func wordMasks() -> (UInt64, UInt32)? {
        guard MemoryLayout<Cell>.size == 12, MemoryLayout<Cell>.stride == 12,
            let glyph = MemoryLayout<Cell>.offset(of: \.glyph), let width = MemoryLayout<Cell>.offset(of: \.width),
            let style = MemoryLayout<Cell>.offset(of: \.style), MemoryLayout<Glyph>.size == 4,
            MemoryLayout<Style>.size == 6
        else { return nil }
        var used = [Bool](repeating: false, count: 12)
        for (offset, size) in [(glyph, 4), (width, 1), (style, 6)] {
            for byte in offset..<(offset + size) { used[byte] = true }
        }
        // Little-endian: byte n of a word is bits 8n..<8n+8 (every platform Swift runs on).
        var low: UInt64 = 0
        var high: UInt32 = 0
        for byte in 0..<8 where used[byte] { low |= 0xFF << (8 * UInt64(byte)) }
        for byte in 8..<12 where used[byte] { high |= 0xFF << (8 * UInt32(byte - 8)) }
        return (low, high)
    }

    /// Whether cells `a` and `b` are equal, as words under `masks` (see `cellMasks`).
    @inline(__always)
    private static func same(_ a: UnsafeRawPointer, _ b: UnsafeRawPointer, _ masks: (UInt64, UInt32)) -> Bool {
        let low = (a.loadUnaligned(as: UInt64.self) ^ b.loadUnaligned(as: UInt64.self)) & masks.0
        let high =
            (a.loadUnaligned(fromByteOffset: 8, as: UInt32.self) ^ b.loadUnaligned(fromByteOffset: 8, as: UInt32.self))
            & masks.1
        return low | UInt64(high) == 0
    }

    /// Scans the rows from column `x` while their cells are the same (`whileSame`) or while
    /// they differ, and returns the first column where that stops, or `width`.
    @inline(__always)
    private func scan(
        _ new: UnsafeMutablePointer<Cell>, _ old: UnsafeMutablePointer<Cell>, from x: Int, to width: Int,
        whileSame: Bool
    ) -> Int {
        var x = x
        if let masks = cellMasks {
            var a = UnsafeRawPointer(new + x)
            var b = UnsafeRawPointer(old + x)
            while x < width && Self.same(a, b, masks) == whileSame {
                x += 1
                a += MemoryLayout<Cell>.stride
                b += MemoryLayout<Cell>.stride
            }
        } else {
            while x < width && (new[x] == old[x]) == whileSame { x += 1 }
        }
        return x
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
    /// `damagedRows`, rows outside it are taken to be unchanged and are not compared, nor are
    /// the cells outside its columns.
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
        let width = back.width
        if let damagedRows, isValid, !comparesEveryRow {
            let columns = damagedRows.columns?.clamped(to: 0..<width) ?? 0..<width
            for range in damagedRows.ranges {
                for y in range.clamped(to: 0..<back.height) { diffRow(y, columns, back, &stats, write) }
            }
        } else {
            for y in 0..<back.height { diffRow(y, 0..<width, back, &stats, write) }
        }
        isValid = true
        comparesEveryRow = false
        return stats
    }

    /// Diffs the cells of `columns` in one row and makes them the front's (a run that starts or
    /// ends with half a wide glyph takes its other half, inside the row).
    @inline(__always)
    private func diffRow(
        _ y: Int, _ columns: Range<Int>, _ back: CellBuffer, _ stats: inout FrameStats,
        _ write: (_ y: Int, _ columns: Range<Int>, _ row: UnsafeMutablePointer<Cell>) -> Void
    ) {
        let width = columns.upperBound
        let rowWidth = back.width
        let newRow = back.row(y)
        let oldRow = front.row(y)
        let valid = isValid
        var x = columns.lowerBound
        while x < width {
            if valid {
                x = scan(newRow, oldRow, from: x, to: width, whileSame: true)
                guard x < width else { break }
            }
            var start = x
            // A changed continuation cell belongs to the wide glyph on its left.
            if start > 0 && newRow[start].width == 0 { start -= 1 }
            var end = valid ? scan(newRow, oldRow, from: x + 1, to: width, whileSame: false) : width
            // Keep the second half of a wide glyph with its first half.
            if end < rowWidth && newRow[end - 1].width == 2 { end += 1 }
            write(y, start..<end, newRow)
            stats.cellsWritten += end - start
            stats.runs += 1
            x = end
        }
        // One cell more on each side: a run may have taken the other half of a wide glyph.
        let first = max(0, columns.lowerBound - 1)
        (oldRow + first).update(from: newRow + first, count: min(rowWidth, width + 1) - first)
    }
}
