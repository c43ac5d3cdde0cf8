/// Damage tracking: views mark what they change (`View.setNeedsDisplay(_:)`), the window
/// keeps the rows they cover, and a frame composes only those rows into the buffer it drew
/// the last frame into; the screen then compares only those rows. Anything the window cannot
/// place (a new size, a focus change, a window-wide setting) damages every row.
extension Window {
    /// How a frame is composed.
    public enum Composition: Sendable {
        /// Only the rows views marked since the last frame (the default).
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

    /// Marks `rows` (window coordinates) for the next frame.
    func setNeedsDisplay(rows: Range<Int>) {
        needsDisplay = true
        guard !damage.everything else { return }
        let clamped = max(0, rows.lowerBound)..<max(0, min(size.height, rows.upperBound))
        damage.rows.insert(clamped)
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
        let rows = damage.rows
        damage.rows.removeAll()
        needsDisplay = false
        let canvas = Canvas(buffer: buffer)
        for range in rows.ranges {
            buffer.clear(rows: range)
            composeTree(in: canvas.clipped(to: Rect(x: 0, y: range.lowerBound, width: size.width, height: range.count)))
        }
        damage.lastRevision = buffer.revision
        return rows
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
        if showsKeyHints { hintBar.hints = currentKeyHints() }
        let focusedView = self.focusedView
        let focusedController = focusedViewController
        if focusedView !== damage.focusedView || focusedController !== damage.focusedController {
            damage.focusedView = focusedView
            damage.focusedController = focusedController
            setNeedsDisplay()
        }
    }

    /// Records that `buffer` now holds a whole frame.
    func didComposeWholeFrame(into buffer: CellBuffer) {
        damage.everything = false
        damage.rows.removeAll()
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
    /// Rows marked since the last frame.
    var rows = DamagedRows()
    /// Set when a change cannot be placed: the next frame composes everything.
    var everything = true
    /// The stamp of the buffer the last frame was composed into (`CellBuffer.revision`): a
    /// frame reuses its previous content only in that buffer, untouched since.
    var lastRevision: UInt64 = 0
    /// The focus the last frame was drawn with.
    weak var focusedView: View?
    weak var focusedController: ViewController?
}
