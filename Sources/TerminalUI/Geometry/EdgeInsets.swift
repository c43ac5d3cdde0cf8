/// Insets from each edge of a rectangle, in cells.
public struct EdgeInsets: Hashable, Sendable {
    /// Rows taken from the top.
    public var top: Int
    /// Columns taken from the left.
    public var left: Int
    /// Rows taken from the bottom.
    public var bottom: Int
    /// Columns taken from the right.
    public var right: Int

    /// Creates insets.
    public init(top: Int = 0, left: Int = 0, bottom: Int = 0, right: Int = 0) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }

    /// The same inset on every edge.
    public init(all value: Int) {
        self.init(top: value, left: value, bottom: value, right: value)
    }

    /// No insets.
    public static let zero = EdgeInsets()
}
