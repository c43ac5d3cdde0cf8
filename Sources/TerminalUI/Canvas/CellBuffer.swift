import Synchronization

/// Row-major storage for a grid of cells. A class so that clipped `Canvas` views can share
/// it; the cells live in one allocation that hot loops walk through a pointer.
public final class CellBuffer {
    /// The size of the grid.
    public var size: Size { gridSize }
    // Internal and only ever assigned, so that the optimizer drops the run-time exclusivity
    // checks a public stored property keeps (docs/PERFORMANCE.md).
    private(set) var gridSize: Size
    private(set) var storage: UnsafeMutablePointer<Cell>
    private var capacity: Int
    /// A stamp no other buffer has, renewed whenever the whole content is replaced (resized,
    /// cleared, copied): a window reuses the content of its last frame only while the buffer
    /// it is given still carries the stamp it left. (A stamp, not a weak reference: a weakly
    /// referenced object pays for every retain and release, and canvases retain their buffer.)
    package var revision: UInt64 { stamp }
    private var stamp = CellBuffer.nextRevision()

    private static let revisions = Atomic<UInt64>(0)

    private static func nextRevision() -> UInt64 {
        revisions.add(1, ordering: .relaxed).newValue
    }

    /// Creates a grid of `size`, every cell `fill`.
    public init(size: Size, fill: Cell = .blank) {
        gridSize = size
        capacity = max(1, size.area)
        storage = .allocate(capacity: capacity)
        storage.initialize(repeating: fill, count: capacity)
    }

    deinit {
        storage.deinitialize(count: capacity)
        storage.deallocate()
    }

    /// The number of columns.
    public var width: Int { size.width }
    /// The number of rows.
    public var height: Int { size.height }

    /// The cell at column `x`, row `y`; both must lie inside the grid.
    @inline(__always)
    public subscript(x: Int, y: Int) -> Cell {
        get { storage[y * gridSize.width + x] }
        set { storage[y * gridSize.width + x] = newValue }
    }

    /// Changes the size; the content is cleared to `fill`.
    public func resize(to newSize: Size, fill: Cell = .blank) {
        if newSize.area > capacity {
            storage.deinitialize(count: capacity)
            storage.deallocate()
            capacity = newSize.area
            storage = .allocate(capacity: capacity)
            storage.initialize(repeating: fill, count: capacity)
        }
        gridSize = newSize
        clear(fill)
    }

    /// Sets every cell of `rect` to `fill`.
    package func clear(_ rect: Rect, fill: Cell = .blank) {
        let area = rect.intersection(Rect(size: size))
        guard !area.isEmpty else { return }
        for y in area.minY..<area.maxY { (row(y) + area.minX).update(repeating: fill, count: area.width) }
    }

    /// Sets every cell to `fill`.
    public func clear(_ fill: Cell = .blank) {
        storage.update(repeating: fill, count: max(1, size.area))
        stamp = CellBuffer.nextRevision()
    }

    /// Copies every cell of `other`, which must have the same size.
    public func copy(from other: CellBuffer) {
        precondition(other.size == size, "copying between buffers of different sizes")
        storage.update(from: other.storage, count: size.area)
        stamp = CellBuffer.nextRevision()
    }

    /// A pointer to the first cell of row `y`.
    @inline(__always)
    public func row(_ y: Int) -> UnsafeMutablePointer<Cell> {
        storage + y * gridSize.width
    }

    /// All cells, row after row.
    public var cells: [Cell] {
        Array(UnsafeBufferPointer(start: storage, count: size.area))
    }
}
