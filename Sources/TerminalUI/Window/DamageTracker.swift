/// What changed in a window since its last frame: the regions views marked
/// (`View.setNeedsDisplay(_:)`), or everything when a change cannot be placed (a new size, focus
/// moving, a window-wide setting), and which buffer that frame was composed into. A frame
/// composes only the marked regions into that buffer when it still holds the last frame;
/// otherwise it composes everything.
@MainActor
final class DamageTracker {
    /// True when something changed since the last frame.
    private(set) var needsDisplay = true
    /// Set when a change cannot be placed: the next frame composes everything.
    private(set) var coversEverything = true
    /// Regions marked since the last frame, in window coordinates; none overlaps or touches
    /// another.
    private(set) var regions: [Rect] = []
    /// The stamp of the buffer the last frame was composed into (`CellBuffer.revision`): a
    /// frame reuses its previous content only in that buffer, untouched since. (A stamp, not a
    /// reference to the buffer: see `CellBuffer.revision`.)
    private var lastRevision: UInt64 = 0

    /// Beyond this many separate regions a frame composes their bounding rectangle.
    static let maximumRegions = 8

    /// The next frame composes everything.
    func markEverything() {
        needsDisplay = true
        coversEverything = true
    }

    /// Marks `region` (window coordinates, already clipped to the window) for the next frame.
    func mark(_ region: Rect) {
        needsDisplay = true
        guard !coversEverything else { return }
        insert(region)
    }

    /// Whether a frame may compose only the marked regions into `buffer`: nothing asked for
    /// everything, and `buffer` holds the last frame at `size`.
    func canComposeRegions(into buffer: CellBuffer, size: Size) -> Bool {
        !coversEverything && buffer.revision == lastRevision && buffer.size == size
    }

    /// Hands the marked regions to the frame that composes them, forgetting them.
    func takeRegions() -> [Rect] {
        let taken = regions
        regions = []
        needsDisplay = false
        return taken
    }

    /// A frame composes everything now.
    func willComposeEverything() {
        needsDisplay = false
    }

    /// Records that `buffer` now holds the frame: composed whole (what was marked meanwhile
    /// is in it), or only the regions taken.
    func didCompose(into buffer: CellBuffer, whole: Bool) {
        if whole {
            coversEverything = false
            regions = []
        }
        lastRevision = buffer.revision
    }

    /// Adds `region`, merged with the regions it overlaps or touches (into their bounding
    /// rectangle: a little more is composed, never less).
    private func insert(_ region: Rect) {
        guard !region.isEmpty else { return }
        // Changed on a copy taken out and stored back, so that no access to `regions` spans a
        // call and the optimizer drops the run-time exclusivity checks (see `View.placement`).
        var list = regions
        regions = []
        var merged = region
        var index = 0
        while index < list.count {
            let other = list[index]
            let touches =
                other.minX <= merged.maxX && merged.minX <= other.maxX && other.minY <= merged.maxY
                && merged.minY <= other.maxY
            if touches {
                merged = Self.bounding(merged, other)
                list.remove(at: index)
                index = 0
            } else {
                index += 1
            }
        }
        list.append(merged)
        if list.count > Self.maximumRegions {
            list = [list.dropFirst().reduce(list[0], Self.bounding)]
        }
        regions = list
    }

    /// The smallest rectangle holding both.
    private static func bounding(_ a: Rect, _ b: Rect) -> Rect {
        let x0 = min(a.minX, b.minX)
        let y0 = min(a.minY, b.minY)
        return Rect(x: x0, y: y0, width: max(a.maxX, b.maxX) - x0, height: max(a.maxY, b.maxY) - y0)
    }
}
