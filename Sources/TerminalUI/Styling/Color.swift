/// A terminal color: the terminal's own default, or an index into the 256-color palette
/// (0–15 are the ANSI colors). Kept to 16 bits so styles stay small.
public struct Color: Hashable, Sendable, CustomStringConvertible {
    /// 0 means "the terminal's default"; otherwise palette index + 1.
    public let rawValue: UInt16

    private init(rawValue: UInt16) { self.rawValue = rawValue }

    /// The terminal's own default color.
    public static let `default` = Color(rawValue: 0)

    /// The palette entry `index` (0–255).
    public static func palette(_ index: UInt8) -> Color { Color(rawValue: UInt16(index) + 1) }

    /// ANSI black.
    public static let black = palette(0)
    /// ANSI red.
    public static let red = palette(1)
    /// ANSI green.
    public static let green = palette(2)
    /// ANSI yellow.
    public static let yellow = palette(3)
    /// ANSI blue.
    public static let blue = palette(4)
    /// ANSI magenta.
    public static let magenta = palette(5)
    /// ANSI cyan.
    public static let cyan = palette(6)
    /// ANSI white.
    public static let white = palette(7)
    /// ANSI bright black (grey).
    public static let brightBlack = palette(8)
    /// ANSI bright red.
    public static let brightRed = palette(9)
    /// ANSI bright green.
    public static let brightGreen = palette(10)
    /// ANSI bright yellow.
    public static let brightYellow = palette(11)
    /// ANSI bright blue.
    public static let brightBlue = palette(12)
    /// ANSI bright magenta.
    public static let brightMagenta = palette(13)
    /// ANSI bright cyan.
    public static let brightCyan = palette(14)
    /// ANSI bright white.
    public static let brightWhite = palette(15)

    /// The color closest to (r, g, b) in the 6x6x6 cube of the 256-color palette (0–5 each).
    public static func cube(_ r: Int, _ g: Int, _ b: Int) -> Color {
        let clamp = { (v: Int) in max(0, min(5, v)) }
        return palette(UInt8(16 + 36 * clamp(r) + 6 * clamp(g) + clamp(b)))
    }

    /// True for the terminal's default color.
    public var isDefault: Bool { rawValue == 0 }
    /// The palette index, or `nil` for the default color.
    public var paletteIndex: UInt8? { rawValue == 0 ? nil : UInt8(rawValue - 1) }

    /// The nearest color a terminal with `mode` can show.
    public func approximated(for mode: ColorMode) -> Color {
        guard let index = paletteIndex else { return self }
        switch mode {
        case .colors256: return self
        case .monochrome: return .default
        case .colors16: return .palette(Color.nearestANSI(index))
        case .colors8:
            let ansi = Color.nearestANSI(index)
            return .palette(ansi >= 8 ? ansi - 8 : ansi)
        }
    }

    /// (r, g, b) in 0...255 of a palette entry, using xterm's default values.
    package static func rgb(of index: UInt8) -> (Int, Int, Int) {
        switch index {
        case 0..<16:
            let table: [(Int, Int, Int)] = [
                (0, 0, 0), (205, 0, 0), (0, 205, 0), (205, 205, 0), (0, 0, 238), (205, 0, 205), (0, 205, 205),
                (229, 229, 229),
                (127, 127, 127), (255, 0, 0), (0, 255, 0), (255, 255, 0), (92, 92, 255), (255, 0, 255), (0, 255, 255),
                (255, 255, 255),
            ]
            return table[Int(index)]
        case 16..<232:
            let i = Int(index) - 16
            let level = { (v: Int) in v == 0 ? 0 : 55 + v * 40 }
            return (level(i / 36), level((i / 6) % 6), level(i % 6))
        default:
            let v = 8 + (Int(index) - 232) * 10
            return (v, v, v)
        }
    }

    static func nearestANSI(_ index: UInt8) -> UInt8 {
        if index < 16 { return index }
        let (r, g, b) = rgb(of: index)
        var best: UInt8 = 0
        var bestDistance = Int.max
        for candidate in UInt8(0)..<16 {
            let (cr, cg, cb) = rgb(of: candidate)
            let distance = (r - cr) * (r - cr) + (g - cg) * (g - cg) + (b - cb) * (b - cb)
            if distance < bestDistance {
                bestDistance = distance
                best = candidate
            }
        }
        return best
    }

    /// `colorN`, or `default`.
    public var description: String { paletteIndex.map { "color\($0)" } ?? "default" }
}
