import CNcurses
import TerminalUI

/// Writes runs of changed cells into curses: each run becomes one array of fixed-width cells
/// (a scalar and a style number each) and one C call, which builds curses' own cells and
/// hands them over with `mvwadd_wchnstr`.
///
/// Curses decides a glyph's width with `wcwidth`, so a wide glyph is written once and the
/// continuation cell after it is skipped. Where our width and `wcwidth` disagree, the glyph
/// is simplified (or replaced) and padded so that every later cell stays in its column.
final class CellRunWriter {
    private(set) var styler: CellStyler
    /// False in ASCII mode: every non-ASCII glyph becomes `?`.
    let unicode: Bool
    private var buffer: UnsafeMutablePointer<cnc_cell>
    private var capacity: Int
    private var clusters: [UInt32: Cluster] = [:]
    private let replacement: UInt32

    /// What curses is given for one glyph, and the width it will give it.
    private struct Cluster {
        /// A scalar, or `CNC_CELL_CLUSTER` with the number of a cluster defined in C.
        var text: UInt32
        /// The first scalar alone.
        var base: UInt32
        var width: Int32
    }

    init(styler: CellStyler, unicode: Bool) {
        self.styler = styler
        self.unicode = unicode
        capacity = 256
        buffer = .allocate(capacity: capacity)
        replacement = unicode && cnc_glyph_width(0xFFFD) == 1 ? 0xFFFD : 0x3F
    }

    deinit {
        buffer.deallocate()
    }

    /// Writes `row[columns]` at row `y`, dropping whatever lies at or beyond column `limit`
    /// (the window's width). Returns the result of the C call (0 or -1).
    @discardableResult
    func write(_ row: UnsafeMutablePointer<Cell>, y: Int, columns: Range<Int>, limit: Int) -> Int32 {
        let start = columns.lowerBound
        let end = min(columns.upperBound, limit)
        guard start < end else { return 0 }
        if end - start > capacity {
            buffer.deallocate()
            capacity = end - start
            buffer = .allocate(capacity: capacity)
        }
        var count = 0
        var styleKey = CellStyler.key(row[start].style)
        var style = styler.number(for: row[start].style, key: styleKey)
        var skipContinuation = false
        var x = start
        while x < end {
            let cell = row[x]
            let key = CellStyler.key(cell.style)
            if key != styleKey {
                styleKey = key
                style = styler.number(for: cell.style, key: key)
            }
            let raw = cell.glyph.rawValue
            if raw >= 0x20 && raw < 0x7F && cell.width == 1 {
                // The common case: printable ASCII, one cell.
                buffer[count] = cnc_cell(text: raw, style: style)
                count += 1
                skipContinuation = false
                x += 1
                continue
            }
            if raw == 0 || cell.width == 0 {
                // The second half of a wide glyph: curses fills it by itself after a glyph it
                // also finds wide; anywhere else (a glyph it finds narrow, an orphan) pad.
                if !skipContinuation {
                    buffer[count] = cnc_cell(text: 0x20, style: style)
                    count += 1
                }
                skipContinuation = false
                x += 1
                continue
            }
            var text: UInt32 = 0x20
            let wide = cell.width >= 2
            if wide && x + 1 >= limit {
                // A wide glyph cut by the right edge: a blank, as the terminal would show.
                skipContinuation = false
            } else if !unicode {
                text = 0x3F
                skipContinuation = false
            } else {
                let cluster = self.cluster(for: cell.glyph)
                let wanted: Int32 = wide ? 2 : 1
                if cluster.width == wanted {
                    text = cluster.text
                    skipContinuation = wide
                } else if wide && cluster.width == 1 {
                    // Wider here than for wcwidth (an emoji with VS16, a flag): draw the base
                    // alone, as curses counts it, and let the continuation pad.
                    text = cluster.base
                    skipContinuation = false
                } else {
                    text = replacement
                    skipContinuation = false
                }
            }
            buffer[count] = cnc_cell(text: text, style: style)
            count += 1
            x += 1
        }
        return Int32(cnc_write_cells(Int32(y), Int32(start), buffer, Int32(count)))
    }

    /// What curses is given for a non-ASCII glyph, and its `wcwidth` (cached).
    private func cluster(for glyph: Glyph) -> Cluster {
        if let cluster = clusters[glyph.rawValue] { return cluster }
        let cluster = makeCluster(for: glyph)
        clusters[glyph.rawValue] = cluster
        return cluster
    }

    private func makeCluster(for glyph: Glyph) -> Cluster {
        let scalars = glyph.scalars
        guard let first = scalars.first, !DisplayText.isControl(first.value) else {
            return Cluster(text: 0x3F, base: 0x3F, width: 1)
        }
        let width = cnc_glyph_width(first.value)
        guard width >= 1 else { return Cluster(text: replacement, base: replacement, width: 1) }
        // The base plus the combining marks curses can keep with it. A zero-width joiner
        // ends the cluster: terminals disagree on joined emoji, the base alone is safe.
        var kept: [UInt32] = [first.value]
        for scalar in scalars.dropFirst() {
            if scalar.value == 0x200D || kept.count == Int(cnc_cluster_capacity()) { break }
            if cnc_glyph_width(scalar.value) != 0 { break }
            kept.append(scalar.value)
        }
        var text = first.value
        if kept.count > 1 {
            let number = cnc_define_cluster(kept, Int32(kept.count))
            if number >= 0 { text = CNC_CELL_CLUSTER | UInt32(number) }
        }
        return Cluster(text: text, base: first.value, width: width)
    }
}
