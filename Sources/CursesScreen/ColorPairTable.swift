import CNcurses
import TerminalUI

/// Color pairs allocated lazily: a (foreground, background) combination gets a pair number the
/// first time a cell needs it, because terminals offer a limited number of pairs (64 on an
/// 8-color terminal, 256 with ncurses before 6.1) and a theme uses only a few dozen of the
/// 65 536 combinations. When they run out, a combination takes the nearest pair already
/// defined, so the screen keeps its look.
struct ColorPairTable {
    /// Pairs 1..<limit can be defined; pair 0 is the terminal's default colors.
    let limit: Int32
    /// Whether `use_default_colors` succeeded, so -1 means "the terminal's own color".
    let defaultColorsAvailable: Bool
    private var pairs: [UInt32: Int32] = [:]
    /// The combinations that have a pair, in the order they got it.
    private var defined: [(foreground: Color, background: Color, pair: Int32)] = []
    /// Combinations drawn with another's pair, once the pairs ran out.
    private var substitutes: [UInt32: Int32] = [:]
    private var nextPair: Int32 = 1
    /// Set once a combination could not get a pair of its own.
    private(set) var isExhausted = false

    /// What a combination is drawn with.
    enum Choice: Equatable {
        /// A pair of its own (0: the terminal's colors).
        case exact(Int32)
        /// The pair of the nearest combination defined before the pairs ran out.
        case nearest(Int32)
        /// No pair: curses refused the first one.
        case none
    }

    init(limit: Int32, defaultColorsAvailable: Bool) {
        self.limit = limit
        self.defaultColorsAvailable = defaultColorsAvailable
    }

    /// The number of pairs defined so far.
    var allocatedCount: Int { pairs.count }

    /// The pair for `foreground` on `background`, defining it on first use.
    mutating func pair(foreground: Color, background: Color) -> Choice {
        if foreground.isDefault && background.isDefault { return .exact(0) }
        let key = Self.key(foreground, background)
        if let pair = pairs[key] { return .exact(pair) }
        if let pair = substitutes[key] { return .nearest(pair) }
        if nextPair < limit && !isExhausted {
            let fg = number(of: foreground, fallback: 7)
            let bg = number(of: background, fallback: 0)
            if cnc_define_pair(nextPair, fg, bg) == 0 {
                let pair = nextPair
                pairs[key] = pair
                defined.append((foreground, background, pair))
                nextPair += 1
                return .exact(pair)
            }
        }
        isExhausted = true
        guard let nearest = nearestPair(foreground: foreground, background: background) else { return .none }
        substitutes[key] = nearest
        return .nearest(nearest)
    }

    private static func key(_ foreground: Color, _ background: Color) -> UInt32 {
        UInt32(foreground.rawValue) << 16 | UInt32(background.rawValue)
    }

    private func number(of color: Color, fallback: Int32) -> Int32 {
        guard let index = color.paletteIndex else { return defaultColorsAvailable ? -1 : fallback }
        return Int32(index)
    }

    /// The defined pair closest to the combination; the background counts double, since it
    /// covers whole areas. Pair 0 (the terminal's colors) is a candidate too.
    private func nearestPair(foreground: Color, background: Color) -> Int32? {
        var best: (pair: Int32, distance: Int)?
        for candidate in [(Color.default, Color.default, Int32(0))] + defined {
            let distance =
                Self.distance(foreground, candidate.0) + 2 * Self.distance(background, candidate.1)
            // Ties go to the pair defined first.
            if best == nil || distance < best!.distance { best = (candidate.2, distance) }
        }
        return best?.pair
    }

    /// Squared distance in RGB; the terminal's own color is far from every palette color.
    private static func distance(_ a: Color, _ b: Color) -> Int {
        switch (a.paletteIndex, b.paletteIndex) {
        case (nil, nil): return 0
        case (let x?, let y?):
            let (r1, g1, b1) = Color.rgb(of: x)
            let (r2, g2, b2) = Color.rgb(of: y)
            return (r1 - r2) * (r1 - r2) + (g1 - g2) * (g1 - g2) + (b1 - b2) * (b1 - b2)
        default: return 3 * 255 * 255
        }
    }
}
