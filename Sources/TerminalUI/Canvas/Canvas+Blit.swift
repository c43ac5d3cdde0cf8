/// Copying a buffer onto a canvas: how transitions composite snapshots and a panel that keeps
/// its last drawing puts it back.
extension Canvas {
    /// Copies the visible cells of `source` onto this canvas at `point` (local), for
    /// transitions that composite snapshots.
    public func blit(_ source: CellBuffer, at point: Point, where include: ((Int, Int) -> Bool)? = nil) {
        let target = Rect(x: point.x + origin.x, y: point.y + origin.y, width: source.width, height: source.height)
        if include == nil, source.width > 0, clip.contains(target) {
            // Wholly inside: whole rows at once (a panel that keeps its last drawing copies it
            // at every frame). Wide glyphs cut at the edges are blanked as `put` would.
            let written = target.intersection(writable)
            guard !written.isEmpty else { return }
            for by in written.minY..<written.maxY {
                let sy = by - target.minY
                prepareOverwrite(x: target.minX, y: by, count: source.width)
                (buffer.row(by) + written.minX).update(
                    from: source.row(sy) + (written.minX - target.minX), count: written.width)
            }
            return
        }
        for sy in 0..<source.height {
            let by = sy + point.y + origin.y
            guard by >= writable.minY, by < writable.maxY else { continue }
            var sx = 0
            while sx < source.width {
                let cell = source[sx, sy]
                let bx = sx + point.x + origin.x
                if cell.width == 0 {
                    sx += 1
                    continue
                }
                if include == nil || include!(sx, sy) {
                    put(
                        cell.glyph, width: Int(cell.width), at: Point(x: bx - origin.x, y: by - origin.y),
                        style: cell.style)
                }
                sx += max(1, Int(cell.width))
            }
        }
    }
}
