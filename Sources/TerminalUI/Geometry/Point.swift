/// A position on the cell grid: `x` is the column, `y` the row, both counted from zero.
public struct Point: Hashable, Sendable, CustomStringConvertible {
    /// The column.
    public var x: Int
    /// The row.
    public var y: Int

    /// Creates a point.
    public init(x: Int, y: Int) {
        self.x = x
        self.y = y
    }

    /// The top-left cell.
    public static let zero = Point(x: 0, y: 0)

    /// The point moved by `dx` columns and `dy` rows.
    public func offsetBy(dx: Int = 0, dy: Int = 0) -> Point {
        Point(x: x + dx, y: y + dy)
    }

    /// Adds the coordinates.
    public static func + (lhs: Point, rhs: Point) -> Point { Point(x: lhs.x + rhs.x, y: lhs.y + rhs.y) }
    /// Subtracts the coordinates.
    public static func - (lhs: Point, rhs: Point) -> Point { Point(x: lhs.x - rhs.x, y: lhs.y - rhs.y) }

    /// `(x, y)`.
    public var description: String { "(\(x), \(y))" }
}
