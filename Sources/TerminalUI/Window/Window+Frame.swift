/// Frames: what every frame settles first (layout, frame observers, the focus and hints of the
/// moment), then composing the tree into a buffer: only the regions the `DamageTracker` holds
/// when the buffer still holds the last frame, else everything; the screen then compares only
/// the rows they cover.
extension Window {
    /// How a frame is composed.
    public enum Composition: Sendable {
        /// Only the regions views marked since the last frame (the default).
        case damagedRows
        /// The whole tree at every frame, as a check on the damage marks (tests compare the two).
        case wholeTree
    }

    /// Calls `observer` before every frame is composed while `owner` lives (one observer per
    /// owner; adding again replaces it). A view whose content follows something that announces
    /// no change (objects released, the time) compares it here and marks itself when it
    /// changed, so that a frame composing only damaged rows still shows it.
    public func addFrameObserver(_ owner: AnyObject, _ observer: @escaping @MainActor () -> Void) {
        frameObservers.add(owner, replacing: true) { _ in observer() }
    }

    /// Marks `region` (window coordinates) for the next frame.
    func setNeedsDisplay(region: Rect) {
        damage.mark(region.intersection(Rect(size: size)))
    }

    // MARK: Drawing

    /// The notice shown instead of the UI when the terminal is too small, on one line.
    public var tooSmallMessage: String {
        "Terminal too small: \(size.width)x\(size.height), need \(minimumSize.width)x\(minimumSize.height)"
    }

    /// The notice as drawn: each part on a line of its own, so none is cut mid-phrase.
    var tooSmallLines: [String] {
        [
            "Terminal too small: \(size.width)x\(size.height)",
            "need \(minimumSize.width)x\(minimumSize.height)",
        ] + (tooSmallHint.map { [$0] } ?? [])
    }

    /// Draws a whole frame into `buffer` (resizing it to the window's size).
    public func render(into buffer: CellBuffer) {
        prepareFrame()
        composeWholeFrame(into: buffer)
    }

    /// Draws a frame into a new buffer (tests and snapshots).
    public func render() -> CellBuffer {
        let buffer = CellBuffer(size: size)
        render(into: buffer)
        return buffer
    }

    /// Composes a frame into `buffer` for the screen: the damaged rows when `buffer` still
    /// holds the last frame, else everything. Returns the rows that may have changed.
    package func renderFrame(into buffer: CellBuffer) -> DamagedRows {
        prepareFrame()
        guard composition == .damagedRows && !isTooSmall && damage.canComposeRegions(into: buffer, size: size) else {
            composeWholeFrame(into: buffer)
            return .all(height: size.height)
        }
        let regions = damage.takeRegions()
        let canvas = Canvas(buffer: buffer)
        var rows = DamagedRows()
        // The columns every region spans: outside them, the damaged rows hold the last frame.
        var columns: Range<Int>?
        responders.composing {
            for region in regions {
                buffer.clear(region)
                composeTree(in: canvas.masked(to: region))
                var composed = region.minX..<region.maxX
                if cutsWideGlyph(region, in: buffer) {
                    // A wide glyph at the region's side may come out differently than in a whole
                    // frame (its other half is outside): compose the region's whole rows instead.
                    let band = Rect(x: 0, y: region.minY, width: size.width, height: region.height)
                    buffer.clear(band)
                    composeTree(in: canvas.masked(to: band))
                    composed = 0..<size.width
                }
                rows.insert(region.minY..<region.maxY)
                columns =
                    columns.map { min($0.lowerBound, composed.lowerBound)..<max($0.upperBound, composed.upperBound) }
                    ?? composed
            }
        }
        if let columns, columns != 0..<size.width { rows.columns = columns }
        damage.didCompose(into: buffer, whole: false)
        return rows
    }

    /// Whether a cell at either side of `region`, inside or just outside, belongs to a wide
    /// glyph.
    private func cutsWideGlyph(_ region: Rect, in buffer: CellBuffer) -> Bool {
        let width = size.width
        guard region.minX > 0 || region.maxX < width else { return false }
        let first = max(0, region.minX - 1)
        let last = min(width - 1, region.maxX)
        for y in region.minY..<region.maxY {
            let row = buffer.row(y)
            if row[first].width != 1 || row[min(first + 1, last)].width != 1 || row[max(last - 1, first)].width != 1
                || row[last].width != 1
            {
                return true
            }
        }
        return false
    }

    /// What every frame settles before drawing: every frame laid out (so nothing moves while
    /// the tree draws), the frame observers, the key hints of this moment, and a full redraw
    /// when focus moved (lists, bars and buttons draw differently when focused). Focus and
    /// hints come from the responder chain's snapshot, asked again only when stale.
    func prepareFrame() {
        guard !size.isEmpty, !isTooSmall else { return }
        layoutIfNeeded()
        rootView.layoutMarkedSubtree()
        if !frameObservers.isEmpty {
            frameObservers.prune()
            frameObservers.notify(())
        }
        guard let (hints, moved) = responders.refreshFrameFocus(in: self) else { return }
        if showsKeyHints { hintBar.hints = hints }
        if moved { setNeedsDisplay() }
    }

    /// Clears `buffer` and draws everything into it (after `prepareFrame()`).
    func composeWholeFrame(into buffer: CellBuffer) {
        damage.willComposeEverything()
        responders.composing { composeWholeTree(into: buffer) }
        damage.didCompose(into: buffer, whole: true)
    }

    /// Composes the whole tree as it is now into `buffer`, leaving the damage alone: what a
    /// frame of the `.wholeTree` composition would show. Tests compare it with the frames that
    /// composed only damaged rows.
    package func composeWholeTree(into buffer: CellBuffer) {
        if buffer.size != size { buffer.resize(to: size) } else { buffer.clear() }
        guard !size.isEmpty else { return }
        let canvas = Canvas(buffer: buffer)
        if isTooSmall {
            let lines = tooSmallLines.flatMap { DisplayText.wrapped($0, toWidth: size.width) }
            let top = max(0, (size.height - lines.count) / 2)
            for (index, line) in lines.enumerated() where top + index < size.height {
                canvas.writeCentered(line, y: top + index, style: .role(.alert), ellipsis: glyphs.ellipsis)
            }
            return
        }
        composeTree(in: canvas)
    }

    /// Draws the tree, the old root of a root swap, and the key-hint line into `canvas` (the
    /// whole buffer, or a band of damaged rows).
    func composeTree(in canvas: Canvas) {
        rootView.render(in: canvas.sub(rootView.frame))
        drawRootSwap(in: canvas)
        if showsKeyHints {
            hintBar.render(in: canvas.sub(hintBar.frame))
        }
    }
}
