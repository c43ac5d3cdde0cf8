import CNcurses
import TerminalUI

/// Turns a cell's semantic `Style` into a style curses knows (attributes and a color pair),
/// once per distinct style: C keeps the cell every glyph in that style starts from, and the
/// writer passes its number.
struct CellStyler {
    let theme: Theme
    let colorMode: ColorMode
    private var pairs: ColorPairTable?
    private var numbers: [UInt64: UInt32] = [:]
    /// The style drawn when C cannot define one (out of memory): the terminal's own look.
    private let plain: UInt32

    /// `pairs` is nil when colors are off: then no color pair is ever defined or used.
    init(theme: Theme, colorMode: ColorMode, pairs: ColorPairTable?) {
        self.theme = theme
        self.colorMode = colorMode
        self.pairs = colorMode == .monochrome ? nil : pairs
        // Defined first, so it exists whatever happens later. Should even this fail, the
        // writer's runs are refused (nothing is drawn) rather than drawn wrong.
        plain = UInt32(max(0, cnc_define_style(0, 0)))
    }

    /// How many color pairs have been defined.
    var allocatedPairCount: Int { pairs?.allocatedCount ?? 0 }

    /// A style packed into 48 bits: comparing and hashing it is a single integer operation,
    /// cheaper per cell than `Style`'s memberwise `==` and `Hasher`.
    @inline(__always)
    static func key(_ style: Style) -> UInt64 {
        UInt64(style.role.rawValue) | UInt64(style.attributes.rawValue) << 8
            | UInt64(style.foreground.rawValue) << 16 | UInt64(style.background.rawValue) << 32
    }

    /// The number of `style` (whose `key` is `key`) for `cnc_write_cells`.
    mutating func number(for style: Style, key: UInt64) -> UInt32 {
        if let number = numbers[key] { return number }
        let number = define(style)
        numbers[key] = number
        return number
    }

    private mutating func define(_ style: Style) -> UInt32 {
        let resolved = theme.resolve(style, mode: colorMode)
        var attributes = CellStyler.attributes(resolved.attributes)
        var pair: Int32 = 0
        if pairs != nil {
            switch pairs!.pair(foreground: resolved.foreground, background: resolved.background) {
            case .exact(let number), .nearest(let number):
                pair = number
            case .none where !resolved.background.isDefault:
                // No pair at all: keep highlighted areas distinguishable without their color.
                attributes |= UInt32(CNC_ATTRIBUTE_REVERSE)
            case .none:
                break
            }
        }
        let number = cnc_define_style(attributes, pair)
        return number >= 0 ? UInt32(number) : plain
    }

    /// The `CNC_ATTRIBUTE_` bits for `attributes`.
    static func attributes(_ attributes: TextAttributes) -> UInt32 {
        var bits: UInt32 = 0
        if attributes.contains(.bold) { bits |= UInt32(CNC_ATTRIBUTE_BOLD) }
        if attributes.contains(.dim) { bits |= UInt32(CNC_ATTRIBUTE_DIM) }
        if attributes.contains(.underline) { bits |= UInt32(CNC_ATTRIBUTE_UNDERLINE) }
        if attributes.contains(.reverse) { bits |= UInt32(CNC_ATTRIBUTE_REVERSE) }
        if attributes.contains(.italic) { bits |= UInt32(CNC_ATTRIBUTE_ITALIC) }
        return bits
    }
}
