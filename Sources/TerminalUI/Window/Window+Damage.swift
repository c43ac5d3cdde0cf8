/// Damage tracking: views mark what they change (`View.setNeedsDisplay(_:)`), the window
/// keeps those regions, and a frame composes only them into the buffer it drew the last frame
/// into; the screen then compares only the rows they cover. Anything the window cannot place
/// (a new size, a focus change, a window-wide setting) damages everything.
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
        frameObservers.removeAll { $0.owner.object == nil || $0.owner.object === owner }
        frameObservers.append((Weak(object: owner), observer))
    }

    /// Marks `region` (window coordinates) for the next frame.
    func setNeedsDisplay(region: Rect) {
        needsDisplay = true
        guard !damage.everything else { return }
        damage.insert(region.intersection(Rect(size: size)))
    }

    /// Composes a frame into `buffer` for the screen: the damaged rows when `buffer` still
    /// holds the last frame, else everything. Returns the rows that may have changed.
    package func renderFrame(into buffer: CellBuffer) -> DamagedRows {
        prepareFrame()
        let canReuse =
            composition == .damagedRows && !damage.everything && !isTooSmall
            && buffer.revision == damage.lastRevision && buffer.size == size
        guard canReuse else {
            composeWholeFrame(into: buffer)
            return .all(height: size.height)
        }
        let regions = damage.regions
        damage.regions.removeAll(keepingCapacity: true)
        needsDisplay = false
        let canvas = Canvas(buffer: buffer)
        damage.isComposing = true
        defer { damage.isComposing = false }
        var rows = DamagedRows()
        for region in regions {
            buffer.clear(region)
            composeTree(in: canvas.masked(to: region))
            if cutsWideGlyph(region, in: buffer) {
                // A wide glyph at the region's side may come out differently than in a whole
                // frame (its other half is outside): compose the region's whole rows instead.
                let band = Rect(x: 0, y: region.minY, width: size.width, height: region.height)
                buffer.clear(band)
                composeTree(in: canvas.masked(to: band))
            }
            rows.insert(region.minY..<region.maxY)
        }
        damage.lastRevision = buffer.revision
        return rows
    }

    /// Whether a cell at either side of `region`, inside or just outside, belongs to a wide
    /// glyph.
    private func cutsWideGlyph(_ region: Rect, in buffer: CellBuffer) -> Bool {
        guard region.minX > 0 || region.maxX < size.width else { return false }
        let first = max(0, region.minX - 1)
        let last = min(size.width - 1, region.maxX)
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
    /// the tree draws), the key hints of this moment, and a full redraw when focus moved
    /// (lists, bars and buttons draw differently when focused).
    func prepareFrame() {
        guard !size.isEmpty, !isTooSmall else { return }
        layoutIfNeeded()
        rootView.layoutMarkedSubtree()
        if !frameObservers.isEmpty {
            frameObservers.removeAll { $0.owner.object == nil }
            for entry in frameObservers { entry.observer() }
        }
        let focusedController = focusedViewController
        let focusedView = focusedView(in: focusedController)
        if showsKeyHints {
            let hints = keyHints(focusedView: focusedView, focusedController: focusedController)
            // The ASCII set writes each hint's symbols as its stand-ins; Unicode draws them as they are.
            hintBar.hints = glyphs.isASCII ? hints.map { $0.written(in: glyphs) } : hints
        }
        if focusedView !== damage.focusedView || focusedController !== damage.focusedController {
            damage.focusedView = focusedView
            damage.focusedController = focusedController
            setNeedsDisplay()
        }
    }

    /// Records that `buffer` now holds a whole frame.
    func didComposeWholeFrame(into buffer: CellBuffer) {
        damage.everything = false
        damage.regions.removeAll(keepingCapacity: true)
        damage.lastRevision = buffer.revision
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

/// What the window remembers between frames to compose only what changed.
struct WindowDamage {
    /// Regions marked since the last frame, in window coordinates; none overlaps another.
    var regions: [Rect] = []
    /// Set when a change cannot be placed: the next frame composes everything.
    var everything = true
    /// The stamp of the buffer the last frame was composed into (`CellBuffer.revision`): a
    /// frame reuses its previous content only in that buffer, untouched since.
    var lastRevision: UInt64 = 0
    /// The focus the last frame was drawn with.
    weak var focusedView: View?
    /// True while a frame composes its damaged rows: views then ask `focusedView` here.
    var isComposing = false

    /// Beyond this many separate regions a frame composes their bounding rectangle.
    static let maximumRegions = 8

    /// The smallest rectangle holding both.
    static func bounding(_ a: Rect, _ b: Rect) -> Rect {
        let x0 = min(a.minX, b.minX)
        let y0 = min(a.minY, b.minY)
        return Rect(x: x0, y: y0, width: max(a.maxX, b.maxX) - x0, height: max(a.maxY, b.maxY) - y0)
    }

    /// Adds `region`, merged with the regions it overlaps or touches (into their bounding
    /// rectangle: a little more is composed, never less).
    mutating func insert(_ region: Rect) {
        guard !region.isEmpty else { return }
        var merged = region
        var index = 0
        while index < regions.count {
            let other = regions[index]
            let touches =
                other.minX <= merged.maxX && merged.minX <= other.maxX && other.minY <= merged.maxY
                && merged.minY <= other.maxY
            if touches {
                merged = Self.bounding(merged, other)
                regions.remove(at: index)
                index = 0
            } else {
                index += 1
            }
        }
        regions.append(merged)
        if regions.count > Self.maximumRegions {
            regions = [regions.dropFirst().reduce(regions[0], Self.bounding)]
        }
    }
    weak var focusedController: ViewController?
}
