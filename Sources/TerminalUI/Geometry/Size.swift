/// A size in cells. Negative components are clamped to zero so that layout arithmetic
/// on tiny terminals can never produce an invalid area.
public struct Size: Hashable, Sendable, CustomStringConvertible {
    /// The number of columns; never negative.
    public var width: Int { didSet { if width < 0 { width = 0 } } }
    /// The number of rows; never negative.
    public var height: Int { didSet { if height < 0 { height = 0 } } }

    /// Creates a size; negative values become zero.
    public init(width: Int, height: Int) {
        self.width = max(0, width)
        self.height = max(0, height)
    }

    /// No cells.
    public static let zero = Size(width: 0, height: 0)

    /// The number of cells.
    public var area: Int { width * height }
    /// True when the size has no cells.
    public var isEmpty: Bool { width == 0 || height == 0 }

    /// `true` when both dimensions reach those of `other`.
    public func fits(_ other: Size) -> Bool { width >= other.width && height >= other.height }

    /// Formats as `WxH`, the form the command line accepts.
    public var description: String { "\(width)x\(height)" }

    /// Parses `WxH` (for example `100x30`); returns nil for anything else.
    public init?(parsing text: some StringProtocol) {
        let parts = text.split(separator: "x", omittingEmptySubsequences: false)
        guard parts.count == 2, let w = Int(parts[0]), let h = Int(parts[1]), w >= 0, h >= 0,
            parts[0].allSatisfy(\.isASCII), parts[1].allSatisfy(\.isASCII)
        else { return nil }
        self.init(width: w, height: h)
    }
}
