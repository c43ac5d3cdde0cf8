import CNcurses
import TerminalUI

/// Color pairs allocated lazily: a (foreground, background) combination gets a pair number the
/// first time a cell needs it, because terminals offer a limited number of pairs (64 on an
/// 8-color terminal) and a theme uses only a few dozen of the 65 536 combinations.
struct ColorPairTable {
    /// Pairs 1..<limit can be defined; pair 0 is the terminal's default colors.
    let limit: Int32
    /// Whether `use_default_colors` succeeded, so -1 means "the terminal's own color".
    let defaultColorsAvailable: Bool
    private var pairs: [UInt32: Int32] = [:]
    private var nextPair: Int32 = 1
    /// Set once a combination could not get a pair of its own.
    private(set) var isExhausted = false

    init(limit: Int32, defaultColorsAvailable: Bool) {
        self.limit = limit
        self.defaultColorsAvailable = defaultColorsAvailable
    }

    /// The number of pairs defined so far.
    var allocatedCount: Int { pairs.count }

    /// The pair for `foreground` on `background`, defining it on first use. Nil when no pair
    /// is left (or curses refused one); the caller then draws without a color of its own.
    mutating func pair(foreground: Color, background: Color) -> Int32? {
        if foreground.isDefault && background.isDefault { return 0 }
        let key = UInt32(foreground.rawValue) << 16 | UInt32(background.rawValue)
        if let pair = pairs[key] { return pair }
        guard nextPair < limit else {
            isExhausted = true
            return nil
        }
        let fg = number(of: foreground, fallback: Int32(COLOR_WHITE))
        let bg = number(of: background, fallback: Int32(COLOR_BLACK))
        guard init_extended_pair(nextPair, fg, bg) == OK else {
            isExhausted = true
            return nil
        }
        let pair = nextPair
        pairs[key] = pair
        nextPair += 1
        return pair
    }

    private func number(of color: Color, fallback: Int32) -> Int32 {
        guard let index = color.paletteIndex else { return defaultColorsAvailable ? -1 : fallback }
        return Int32(index)
    }
}
