/// What a frame cost to put on screen.
public struct FrameStats: Hashable, Sendable {
    /// Cells written because they differ from the previous frame.
    public var cellsWritten: Int
    /// Separate runs of changed cells (each one cursor move).
    public var runs: Int

    /// Creates statistics.
    public init(cellsWritten: Int = 0, runs: Int = 0) {
        self.cellsWritten = cellsWritten
        self.runs = runs
    }
}

/// Where frames go and input comes from: the terminal through curses, or an in-memory grid.
///
/// A screen writes only the cells that changed since the previous frame, and waits for input
/// no longer than it is told to, so an idle app neither draws nor spins.
@MainActor
public protocol Screen: AnyObject {
    /// The size in cells.
    var size: Size { get }
    /// How many colors it can show (monochrome when color is turned off).
    var colorMode: ColorMode { get }
    /// False when the terminal or locale cannot show UTF-8; the app then uses ASCII glyphs.
    var supportsUnicode: Bool { get }

    /// Puts `frame` on screen, writing only the cells that differ from the last frame.
    @discardableResult
    func draw(_ frame: CellBuffer) -> FrameStats

    /// Puts `frame` on screen when only the rows in `damagedRows` can differ from the last
    /// frame drawn: the others need not be compared. (The window composes only what changed
    /// and says so here.) A screen that does not implement it compares everything.
    @discardableResult
    func draw(_ frame: CellBuffer, damagedRows: DamagedRows) -> FrameStats

    /// The next input event, waiting at most `timeout` (forever when nil). Nil on timeout.
    func nextEvent(timeout: Duration?) -> Key?

    /// Forgets what is on screen so the next frame repaints every cell (after a resume).
    func invalidate()

    /// Set once the screen can take no more input (a signal, or its terminal went away); from
    /// then on `nextEvent` returns nil at once. Nil for a screen that cannot stop (the
    /// default; `HeadlessScreen`).
    var stopReason: ScreenStop? { get }
}

extension Screen {
    /// A screen that cannot stop.
    public var stopReason: ScreenStop? { nil }
}

extension Screen {
    /// Compares every row: correct for any screen, only slower.
    @discardableResult
    public func draw(_ frame: CellBuffer, damagedRows: DamagedRows) -> FrameStats {
        draw(frame)
    }
}
