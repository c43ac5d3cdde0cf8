/// Box-drawing and block characters as shapes instead of font glyphs, as terminal emulators
/// draw them: lines from the cell's edges to its center, so that borders join across cells
/// exactly, whatever font the viewer of a picture has.
package enum BoxDrawing {
    /// The sides a line leaves a cell's center by.
    package struct Sides: OptionSet, Hashable, Sendable {
        package let rawValue: UInt8
        package init(rawValue: UInt8) { self.rawValue = rawValue }

        package static let left = Sides(rawValue: 1 << 0)
        package static let right = Sides(rawValue: 1 << 1)
        package static let up = Sides(rawValue: 1 << 2)
        package static let down = Sides(rawValue: 1 << 3)
    }

    /// A line character: the sides it reaches, whether it is heavy, and whether its corner is rounded.
    package struct Line: Hashable, Sendable {
        package var sides: Sides
        package var heavy: Bool
        package var rounded: Bool
    }

    /// A block character: the part of the cell it fills (in halves) and how densely.
    package struct Block: Hashable, Sendable {
        /// Left, top, right and bottom, in half cells (0, 1 or 2).
        package var left, top, right, bottom: Int
        /// 1 for a solid block, less for the shades.
        package var opacity: Double
    }

    /// The line a scalar draws, for the light and heavy lines, corners, tees and crosses of
    /// U+2500–U+257F (double and dashed lines are left to the font).
    package static func line(_ scalar: UInt32) -> Line? {
        guard (0x2500...0x257F).contains(scalar) else { return nil }
        if let sides = lightAndHeavy[scalar] {
            return Line(sides: sides.sides, heavy: sides.heavy, rounded: false)
        }
        switch scalar {
        case 0x256D: return Line(sides: [.right, .down], heavy: false, rounded: true) // ╭
        case 0x256E: return Line(sides: [.left, .down], heavy: false, rounded: true) // ╮
        case 0x256F: return Line(sides: [.left, .up], heavy: false, rounded: true) // ╯
        case 0x2570: return Line(sides: [.right, .up], heavy: false, rounded: true) // ╰
        default: return nil
        }
    }

    /// The block a scalar fills: full, halves and the three shades (U+2580–U+2593).
    package static func block(_ scalar: UInt32) -> Block? {
        switch scalar {
        case 0x2588: Block(left: 0, top: 0, right: 2, bottom: 2, opacity: 1) // █
        case 0x2580: Block(left: 0, top: 0, right: 2, bottom: 1, opacity: 1) // ▀
        case 0x2584: Block(left: 0, top: 1, right: 2, bottom: 2, opacity: 1) // ▄
        case 0x258C: Block(left: 0, top: 0, right: 1, bottom: 2, opacity: 1) // ▌
        case 0x2590: Block(left: 1, top: 0, right: 2, bottom: 2, opacity: 1) // ▐
        case 0x2591: Block(left: 0, top: 0, right: 2, bottom: 2, opacity: 0.25) // ░
        case 0x2592: Block(left: 0, top: 0, right: 2, bottom: 2, opacity: 0.5) // ▒
        case 0x2593: Block(left: 0, top: 0, right: 2, bottom: 2, opacity: 0.75) // ▓
        default: nil
        }
    }

    private static let lightAndHeavy: [UInt32: (sides: Sides, heavy: Bool)] = [
        0x2500: ([.left, .right], false), 0x2501: ([.left, .right], true), // ─ ━
        0x2502: ([.up, .down], false), 0x2503: ([.up, .down], true), // │ ┃
        0x250C: ([.right, .down], false), 0x250F: ([.right, .down], true), // ┌ ┏
        0x2510: ([.left, .down], false), 0x2513: ([.left, .down], true), // ┐ ┓
        0x2514: ([.right, .up], false), 0x2517: ([.right, .up], true), // └ ┗
        0x2518: ([.left, .up], false), 0x251B: ([.left, .up], true), // ┘ ┛
        0x251C: ([.up, .down, .right], false), 0x2523: ([.up, .down, .right], true), // ├ ┣
        0x2524: ([.up, .down, .left], false), 0x252B: ([.up, .down, .left], true), // ┤ ┫
        0x252C: ([.left, .right, .down], false), 0x2533: ([.left, .right, .down], true), // ┬ ┳
        0x2534: ([.left, .right, .up], false), 0x253B: ([.left, .right, .up], true), // ┴ ┻
        0x253C: ([.left, .right, .up, .down], false), 0x254B: ([.left, .right, .up, .down], true), // ┼ ╋
        0x2574: ([.left], false), 0x2575: ([.up], false), 0x2576: ([.right], false), 0x2577: ([.down], false),
        0x2578: ([.left], true), 0x2579: ([.up], true), 0x257A: ([.right], true), 0x257B: ([.down], true),
    ]
}
