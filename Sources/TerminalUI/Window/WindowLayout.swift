/// Where each part of a window goes at a given size: the app's content, a panel beside it (an
/// inspector), a strip under it (a lesson's panel) and the key-hint line. A value computed
/// from the window's settings alone, so that it is checked without a window.
///
/// The key-hint line takes the bottom row (when shown and there is more than one row); the
/// bottom panel takes the rows above it, across the whole width, when the rest keeps at least
/// a row; the side panel takes the right of what is left, when the rest keeps a column.
struct WindowLayout: Equatable {
    /// The window's size in cells.
    var size: Size
    /// Below this size the window shows a notice instead of the UI.
    var minimumSize = Size(width: 40, height: 12)
    /// Whether the bottom row is the key-hint line.
    var showsKeyHints = true
    /// The side panel's width, when one is shown.
    var sidePanelWidth: Int?
    /// The bottom panel's height, when one is shown.
    var bottomPanelHeight: Int?

    /// True when the window is smaller than `minimumSize`.
    var isTooSmall: Bool { !size.fits(minimumSize) }

    /// Every row but the key-hint line.
    private var rowsAboveKeyHints: Rect {
        Rect(size: size).dividedBottom(showsKeyHints && size.height > 1 ? 1 : 0).remainder
    }

    /// The rows above the key-hint line and the bottom panel: what the app and a side panel share.
    var rowsAbovePanels: Rect {
        let rows = rowsAboveKeyHints
        guard let height = bottomPanelHeight, rows.height > height else { return rows }
        return rows.dividedBottom(height).remainder
    }

    /// The area screens use: the rows above the panels, without the side panel's strip.
    var contentRect: Rect {
        let rows = rowsAbovePanels
        guard let width = sidePanelWidth, rows.width > width else { return rows }
        return Rect(x: rows.minX, y: rows.minY, width: rows.width - width, height: rows.height)
    }

    /// Where the side panel draws: the strip right of the content (empty without a panel).
    var sidePanelRect: Rect {
        guard let width = sidePanelWidth else { return .zero }
        let rows = rowsAbovePanels
        let shown = min(width, rows.width)
        return Rect(x: rows.maxX - shown, y: rows.minY, width: shown, height: rows.height)
    }

    /// Where the bottom panel draws: the strip under the content, the whole width (empty
    /// without a panel, or when it would leave no row above it).
    var bottomPanelRect: Rect {
        guard let height = bottomPanelHeight else { return .zero }
        let rows = rowsAboveKeyHints
        guard rows.height > height else { return .zero }
        return rows.dividedBottom(height).slice
    }

    /// The key-hint line: the bottom row.
    var keyHintLineRect: Rect { Rect(size: size).dividedBottom(1).slice }
}
