import CNcurses
import TerminalUI

/// Turns a cell's semantic `Style` into the attributes and color pair curses stores in a
/// `cchar_t`, once per distinct style: the result is kept as a template cell whose character
/// the writer replaces.
struct CellStyler {
    let theme: Theme
    let colorMode: ColorMode
    private var pairs: ColorPairTable?
    private var templates: [UInt64: cchar_t] = [:]

    /// `pairs` is nil when colors are off: then no color pair is ever defined or used.
    init(theme: Theme, colorMode: ColorMode, pairs: ColorPairTable?) {
        self.theme = theme
        self.colorMode = colorMode
        self.pairs = colorMode == .monochrome ? nil : pairs
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

    /// A blank cell (a space) drawn in `style`, whose `key` is `key`.
    mutating func template(for style: Style, key: UInt64) -> cchar_t {
        if let template = templates[key] { return template }
        let template = makeTemplate(for: style)
        templates[key] = template
        return template
    }

    private mutating func makeTemplate(for style: Style) -> cchar_t {
        let resolved = theme.resolve(style, mode: colorMode)
        var attributes = CellStyler.curses(resolved.attributes)
        var pair: Int32 = 0
        if pairs != nil {
            if let allocated = pairs!.pair(foreground: resolved.foreground, background: resolved.background) {
                pair = allocated
            } else if !resolved.background.isDefault {
                // Out of pairs: keep highlighted areas distinguishable without their color.
                attributes |= cnc_A_REVERSE()
            }
        }
        var cell = cchar_t()
        let text: [wchar_t] = [0x20, 0]
        var extendedPair = pair
        // setcchar encodes the pair the way curses reads it back (attribute bits for pairs
        // below 256, `ext_color` for all of them).
        _ = setcchar(&cell, text, attributes, 0, &extendedPair)
        return cell
    }

    /// The curses attribute bits for `attributes`.
    static func curses(_ attributes: TextAttributes) -> attr_t {
        var bits = cnc_A_NORMAL()
        if attributes.contains(.bold) { bits |= cnc_A_BOLD() }
        if attributes.contains(.dim) { bits |= cnc_A_DIM() }
        if attributes.contains(.underline) { bits |= cnc_A_UNDERLINE() }
        if attributes.contains(.reverse) { bits |= cnc_A_REVERSE() }
        if attributes.contains(.italic) { bits |= cnc_A_ITALIC() }
        return bits
    }
}
