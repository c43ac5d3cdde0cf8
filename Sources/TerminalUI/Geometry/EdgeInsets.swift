/// Insets from each edge of a rectangle, in cells.
public struct EdgeInsets: Hashable, Sendable {
    public var top: Int
    public var left: Int
    public var bottom: Int
    public var right: Int

    public init(top: Int = 0, left: Int = 0, bottom: Int = 0, right: Int = 0) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }

    public init(all value: Int) {
        self.init(top: value, left: value, bottom: value, right: value)
    }

    public static let zero = EdgeInsets()
}
