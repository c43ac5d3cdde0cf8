/// One cell of the grid: a glyph, the columns it spans, and its semantic style.
///
/// A wide glyph occupies two cells: the first has `width == 2`, the second is a
/// `continuation` with `width == 0`. Cells are plain values so a frame diff is a tight loop.
public struct Cell: Equatable, Sendable {
    /// What the cell shows.
    public var glyph: Glyph
    /// The columns the glyph spans: 1, 2 for a wide glyph, 0 for the second half of one.
    public var width: UInt8
    /// How the cell is drawn.
    public var style: Style

    /// Creates a cell.
    @inline(__always)
    public init(glyph: Glyph, width: UInt8 = 1, style: Style = .normal) {
        self.glyph = glyph
        self.width = width
        self.style = style
    }

    /// A space in the normal style.
    public static let blank = Cell(glyph: .space, width: 1, style: .normal)

    @inline(__always)
    static func blank(_ style: Style) -> Cell { Cell(glyph: .space, width: 1, style: style) }

    /// True for the second half of a wide glyph.
    public var isContinuation: Bool { width == 0 }
}
