import CNcurses
import TerminalUI

/// Writes runs of changed cells into a curses window with the wide-character API: each run
/// becomes one array of `cchar_t` values and one `mvwadd_wchnstr` call.
///
/// Curses decides a glyph's width with `wcwidth`, so a wide glyph is written once and the
/// continuation cell after it is skipped. Where our width and `wcwidth` disagree, the glyph
/// is simplified (or replaced) and padded so that every later cell stays in its column.
final class CellRunWriter {
    private(set) var styler: CellStyler
    /// False in ASCII mode: every non-ASCII glyph becomes `?`.
    let unicode: Bool
    private var buffer: UnsafeMutablePointer<cchar_t>
    private var capacity: Int
    private var clusters: [UInt32: Cluster] = [:]
    private let replacement: UInt32

    /// The characters curses stores for one glyph, and the width it will give them.
    private struct Cluster {
        var chars: (wchar_t, wchar_t, wchar_t, wchar_t, wchar_t)
        var width: Int32
    }

    init(styler: CellStyler, unicode: Bool) {
        self.styler = styler
        self.unicode = unicode
        capacity = 256
        buffer = .allocate(capacity: capacity)
        replacement = unicode && wcwidth(0xFFFD) == 1 ? 0xFFFD : 0x3F
    }

    deinit {
        buffer.deallocate()
    }

    /// Writes `row[columns]` at row `y`, dropping whatever lies at or beyond column `limit`
    /// (the window's width). Returns the result of `mvwadd_wchnstr`.
    @discardableResult
    func write(
        _ row: UnsafeMutablePointer<Cell>, y: Int, columns: Range<Int>, limit: Int,
        into window: UnsafeMutablePointer<WINDOW>
    ) -> Int32 {
        let start = columns.lowerBound
        let end = min(columns.upperBound, limit)
        guard start < end else { return OK }
        if end - start > capacity {
            buffer.deallocate()
            capacity = end - start
            buffer = .allocate(capacity: capacity)
        }
        var count = 0
        var styleKey = CellStyler.key(row[start].style)
        var template = styler.template(for: row[start].style, key: styleKey)
        var skipContinuation = false
        var x = start
        while x < end {
            let cell = row[x]
            let key = CellStyler.key(cell.style)
            if key != styleKey {
                styleKey = key
                template = styler.template(for: cell.style, key: key)
            }
            let raw = cell.glyph.rawValue
            if raw >= 0x20 && raw < 0x7F && cell.width == 1 {
                // The common case: printable ASCII, one cell.
                var character = template
                character.chars.0 = wchar_t(raw)
                buffer[count] = character
                count += 1
                skipContinuation = false
                x += 1
                continue
            }
            if raw == 0 || cell.width == 0 {
                // The second half of a wide glyph: curses fills it by itself after a glyph it
                // also finds wide; anywhere else (a glyph it finds narrow, an orphan) pad.
                if !skipContinuation {
                    buffer[count] = template
                    count += 1
                }
                skipContinuation = false
                x += 1
                continue
            }
            var character = template
            let wide = cell.width >= 2
            if wide && x + 1 >= limit {
                // A wide glyph cut by the right edge: a blank, as the terminal would show.
                skipContinuation = false
            } else if !unicode {
                character.chars.0 = 0x3F
                skipContinuation = false
            } else {
                let cluster = self.cluster(for: cell.glyph)
                let wanted: Int32 = wide ? 2 : 1
                if cluster.width == wanted {
                    character.chars = cluster.chars
                    skipContinuation = wide
                } else if wide && cluster.width == 1 {
                    // Wider here than for wcwidth (an emoji with VS16, a flag): draw the base
                    // alone, as curses counts it, and let the continuation pad.
                    character.chars.0 = cluster.chars.0
                    skipContinuation = false
                } else {
                    character.chars.0 = wchar_t(replacement)
                    skipContinuation = false
                }
            }
            buffer[count] = character
            count += 1
            x += 1
        }
        return mvwadd_wchnstr(window, Int32(y), Int32(start), buffer, Int32(count))
    }

    /// The characters and `wcwidth` of a non-ASCII glyph (cached).
    private func cluster(for glyph: Glyph) -> Cluster {
        if let cluster = clusters[glyph.rawValue] { return cluster }
        let cluster = makeCluster(for: glyph)
        clusters[glyph.rawValue] = cluster
        return cluster
    }

    private func makeCluster(for glyph: Glyph) -> Cluster {
        var result = Cluster(chars: (0x3F, 0, 0, 0, 0), width: 1)
        let scalars = glyph.scalars
        guard let first = scalars.first, !DisplayText.isControl(first.value) else { return result }
        let width = wcwidth(wchar_t(first.value))
        guard width >= 1 else {
            result.chars.0 = wchar_t(replacement)
            return result
        }
        result.width = width
        // The base plus the combining marks curses can keep with it. A zero-width joiner
        // ends the cluster: terminals disagree on joined emoji, the base alone is safe.
        var kept: [wchar_t] = [wchar_t(first.value)]
        for scalar in scalars.dropFirst() {
            if scalar.value == 0x200D || kept.count == Int(cnc_CCHARW_MAX()) { break }
            if wcwidth(wchar_t(scalar.value)) != 0 { break }
            kept.append(wchar_t(scalar.value))
        }
        withUnsafeMutableBytes(of: &result.chars) { bytes in
            let slots = bytes.bindMemory(to: wchar_t.self)
            for (index, value) in kept.enumerated() { slots[index] = value }
        }
        return result
    }
}
