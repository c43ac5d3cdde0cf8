/// A rectangle of cells. Its size never goes negative, so intersections and insets of
/// degenerate rectangles stay well defined (empty) instead of trapping.
public struct Rect: Hashable, Sendable, CustomStringConvertible {
    /// The top-left cell.
    public var origin: Point
    /// The width and height.
    public var size: Size

    /// Creates a rectangle.
    public init(origin: Point, size: Size) {
        self.origin = origin
        self.size = size
    }

    /// Creates a rectangle from its coordinates.
    public init(x: Int, y: Int, width: Int, height: Int) {
        self.init(origin: Point(x: x, y: y), size: Size(width: width, height: height))
    }

    /// A rectangle of `size` at the origin.
    public init(size: Size) {
        self.init(origin: .zero, size: size)
    }

    /// The empty rectangle at the origin.
    public static let zero = Rect(x: 0, y: 0, width: 0, height: 0)

    /// The left column.
    public var x: Int {
        get { origin.x }
        set { origin.x = newValue }
    }
    /// The top row.
    public var y: Int {
        get { origin.y }
        set { origin.y = newValue }
    }
    /// The width in columns.
    public var width: Int {
        get { size.width }
        set { size.width = newValue }
    }
    /// The height in rows.
    public var height: Int {
        get { size.height }
        set { size.height = newValue }
    }

    /// The left column.
    public var minX: Int { origin.x }
    /// The top row.
    public var minY: Int { origin.y }
    /// One past the last column.
    public var maxX: Int { origin.x + size.width }
    /// One past the last row.
    public var maxY: Int { origin.y + size.height }
    /// True when the rectangle has no cells.
    public var isEmpty: Bool { size.isEmpty }

    /// Whether `point` lies inside.
    public func contains(_ point: Point) -> Bool {
        point.x >= minX && point.x < maxX && point.y >= minY && point.y < maxY
    }

    /// Whether `other` lies wholly inside.
    public func contains(_ other: Rect) -> Bool {
        other.isEmpty || (other.minX >= minX && other.maxX <= maxX && other.minY >= minY && other.maxY <= maxY)
    }

    /// The overlap of two rectangles; empty (at the clamped origin) when they do not meet.
    public func intersection(_ other: Rect) -> Rect {
        let x0 = max(minX, other.minX)
        let y0 = max(minY, other.minY)
        let x1 = min(maxX, other.maxX)
        let y1 = min(maxY, other.maxY)
        return Rect(x: x0, y: y0, width: max(0, x1 - x0), height: max(0, y1 - y0))
    }

    /// Whether the two rectangles share a cell.
    public func intersects(_ other: Rect) -> Bool { !intersection(other).isEmpty }

    /// The rectangle moved by `dx` columns and `dy` rows.
    public func offsetBy(dx: Int = 0, dy: Int = 0) -> Rect {
        Rect(origin: origin.offsetBy(dx: dx, dy: dy), size: size)
    }

    /// The rectangle shrunk by `insets`.
    public func inset(by insets: EdgeInsets) -> Rect {
        Rect(
            x: minX + insets.left, y: minY + insets.top,
            width: width - insets.left - insets.right,
            height: height - insets.top - insets.bottom)
    }

    /// The rectangle shrunk by `dx` columns on each side and `dy` rows at top and bottom.
    public func insetBy(dx: Int, dy: Int) -> Rect {
        inset(by: EdgeInsets(top: dy, left: dx, bottom: dy, right: dx))
    }

    /// A rectangle of `size` centered in this one (rounded toward the top left), clamped to fit.
    public func centered(_ size: Size) -> Rect {
        let w = min(size.width, width)
        let h = min(size.height, height)
        return Rect(x: minX + (width - w) / 2, y: minY + (height - h) / 2, width: w, height: h)
    }

    /// Splits off `amount` rows from the top; returns (top, rest).
    public func dividedTop(_ amount: Int) -> (slice: Rect, remainder: Rect) {
        let a = min(max(0, amount), height)
        return (
            Rect(x: minX, y: minY, width: width, height: a),
            Rect(x: minX, y: minY + a, width: width, height: height - a)
        )
    }

    /// Splits off `amount` rows from the bottom; returns (bottom, rest).
    public func dividedBottom(_ amount: Int) -> (slice: Rect, remainder: Rect) {
        let a = min(max(0, amount), height)
        return (
            Rect(x: minX, y: maxY - a, width: width, height: a),
            Rect(x: minX, y: minY, width: width, height: height - a)
        )
    }

    /// Splits off `amount` columns from the left; returns (left, rest).
    public func dividedLeft(_ amount: Int) -> (slice: Rect, remainder: Rect) {
        let a = min(max(0, amount), width)
        return (
            Rect(x: minX, y: minY, width: a, height: height),
            Rect(x: minX + a, y: minY, width: width - a, height: height)
        )
    }

    /// `(x, y, WxH)`.
    public var description: String { "(\(x), \(y), \(width)x\(height))" }
}
