/// The rows of a frame that may differ from the frame before it: what the window composed
/// again, and all a screen needs to compare. Kept as sorted, disjoint, non-adjacent ranges,
/// and, when the window knows it, the columns outside which those rows did not change either.
public struct DamagedRows: Hashable, Sendable {
    /// The ranges of rows, top to bottom; none overlap or touch.
    public private(set) var ranges: [Range<Int>] = []
    /// The columns that may differ in those rows; nil when any may (the default). A frame
    /// that composed only a list's rows sets them to the list's columns, and a screen then
    /// compares only those cells.
    public var columns: Range<Int>?

    /// No damaged row.
    public init() {}

    /// The rows in `rows`.
    public init(_ rows: Range<Int>) {
        insert(rows)
    }

    /// Every row of a frame `height` rows tall.
    public static func all(height: Int) -> DamagedRows { DamagedRows(0..<max(0, height)) }

    /// True when no row is damaged.
    public var isEmpty: Bool { ranges.isEmpty }

    /// How many rows are damaged.
    public var rowCount: Int { ranges.reduce(0) { $0 + $1.count } }

    /// Whether `row` is damaged.
    public func contains(_ row: Int) -> Bool {
        ranges.contains { $0.contains(row) }
    }

    /// Adds `rows`, merging it with the ranges it overlaps or touches.
    public mutating func insert(_ rows: Range<Int>) {
        guard !rows.isEmpty else { return }
        var lower = rows.lowerBound
        var upper = rows.upperBound
        // Ranges are few (one or two per frame), so a linear merge is the cheapest.
        var index = 0
        while index < ranges.count && ranges[index].upperBound < lower { index += 1 }
        var end = index
        while end < ranges.count && ranges[end].lowerBound <= upper {
            lower = min(lower, ranges[end].lowerBound)
            upper = max(upper, ranges[end].upperBound)
            end += 1
        }
        ranges.replaceSubrange(index..<end, with: [lower..<upper])
    }

    /// Adds every range of `other`.
    public mutating func formUnion(_ other: DamagedRows) {
        for range in other.ranges { insert(range) }
    }

    /// Forgets every row.
    public mutating func removeAll() {
        ranges.removeAll(keepingCapacity: true)
    }
}
