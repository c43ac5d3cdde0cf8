/// An in-memory screen: tests and `--headless` draw on it and read it back as text.
///
/// It behaves like the real one where it matters: it keeps the last frame, writes only
/// changed cells (and counts them), and takes input from a queue instead of a terminal.
@MainActor
public final class HeadlessScreen: Screen {
    /// The size in cells.
    public private(set) var size: Size
    /// The colors the screen pretends to show.
    public let colorMode: ColorMode
    /// Whether the screen pretends to show Unicode.
    public let supportsUnicode: Bool
    private var differ: FrameDiffer
    private var queue: [Key] = []
    private var queueHead = 0

    /// Statistics of the last frame drawn.
    public private(set) var lastFrameStats = FrameStats()
    /// Frames drawn so far.
    public private(set) var framesDrawn = 0
    /// Cells written over all frames.
    public private(set) var totalCellsWritten = 0

    /// Creates a blank screen of `size`.
    public init(size: Size, colorMode: ColorMode = .colors256, supportsUnicode: Bool = true) {
        self.size = size
        self.colorMode = colorMode
        self.supportsUnicode = supportsUnicode
        differ = FrameDiffer(size: size)
    }

    /// What is on screen now.
    public var contents: CellBuffer { differ.front }

    /// Keeps `frame` as the screen's contents, counting the cells that changed.
    @discardableResult
    public func draw(_ frame: CellBuffer) -> FrameStats {
        record(differ.apply(frame) { _, _, _ in })
    }

    /// Keeps `frame` as the screen's contents, comparing only the damaged rows.
    @discardableResult
    public func draw(_ frame: CellBuffer, damagedRows: DamagedRows) -> FrameStats {
        record(differ.apply(frame, damagedRows: damagedRows) { _, _, _ in })
    }

    private func record(_ stats: FrameStats) -> FrameStats {
        lastFrameStats = stats
        framesDrawn += 1
        totalCellsWritten += stats.cellsWritten
        return stats
    }

    /// The next queued key, or `nil` when the queue is empty (it never waits).
    public func nextEvent(timeout: Duration?) -> Key? {
        guard queueHead < queue.count else { return nil }
        let key = queue[queueHead]
        queueHead += 1
        if queueHead == queue.count {
            queue.removeAll(keepingCapacity: true)
            queueHead = 0
        }
        return key
    }

    /// Makes the next frame count every cell as written.
    public func invalidate() {
        differ.invalidate()
    }

    /// Queues input as if typed.
    public func enqueue(_ keys: Key...) {
        queue.append(contentsOf: keys)
    }

    /// Changes the size as a terminal resize would, and queues the resize event.
    public func resize(to newSize: Size) {
        size = newSize
        queue.append(.resize(newSize))
    }

    /// The screen as text, one line per row, trailing spaces trimmed.
    public var textLines: [String] { differ.front.textLines() }
    /// The screen as text, rows joined with newlines.
    public var text: String { textLines.joined(separator: "\n") }
}
