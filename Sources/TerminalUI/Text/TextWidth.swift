/// Display widths of Unicode text in terminal cells, close to glibc's `wcwidth` so that what
/// we lay out matches what the terminal draws: East Asian wide and fullwidth characters and
/// emoji with emoji presentation take two cells, combining marks and format characters none.
public enum TextWidth {
    /// The cells one scalar takes: 0, 1 or 2. Control characters report 1 because the canvas
    /// replaces them with a one-cell placeholder before drawing.
    public static func of(_ scalar: Unicode.Scalar) -> Int {
        let v = scalar.value
        if v < 0x300 { return 1 } // ASCII, Latin-1 and Latin Extended: fast path
        // Punctuation, arrows, technical symbols, box drawing, shapes (the scalars that stand
        // alone above Latin): no mark or format character among them, and each emoji of
        // emoji presentation is in `wideRanges`, so the ranges alone decide (checked for every
        // one of them by TextWidthTests).
        if v >= 0x2010 && DisplayText.standsAlone(v) { return isWide(v) ? 2 : 1 }
        return propertyWidth(scalar)
    }

    /// `of(_:)` from the scalar's Unicode properties.
    static func propertyWidth(_ scalar: Unicode.Scalar) -> Int {
        let v = scalar.value
        if v < 0x300 { return 1 }
        if v >= 0x1160 && v <= 0x11FF { return 0 } // Hangul medial vowels and final consonants join
        if v == 0x200B { return 0 }
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .enclosingMark, .format:
            return 0
        default:
            break
        }
        if isWide(v) || scalar.properties.isEmojiPresentation { return 2 }
        return 1
    }

    /// The cells one grapheme cluster takes on screen: 0, 1 or 2.
    public static func of(_ character: Character) -> Int {
        let scalars = character.unicodeScalars
        var iterator = scalars.makeIterator()
        guard let first = iterator.next() else { return 0 }
        guard let second = iterator.next() else { return of(first) }
        // Multi-scalar clusters: VS16 asks for emoji presentation, flags are pairs of regional
        // indicators, and ZWJ sequences take the width of their first pictograph.
        if isRegionalIndicator(first.value) && isRegionalIndicator(second.value) { return 2 }
        var base = of(first)
        if base == 0 {
            base = max(base, of(second))
        }
        if base == 1 && scalars.contains(where: { $0.value == 0xFE0F }) && first.properties.isEmoji {
            return 2
        }
        return base
    }

    /// The cells `text` takes when drawn on a canvas (after sanitizing).
    public static func of(_ text: some StringProtocol) -> Int {
        // Printable ASCII and scalars that stand alone take one cell each: no grapheme walk.
        if let cells = TextShape(text).cells { return cells }
        var total = 0
        DisplayText.forEachCluster(in: text) { _, width in
            total += width
            return true
        }
        return total
    }

    private static func isRegionalIndicator(_ v: UInt32) -> Bool { v >= 0x1F1E6 && v <= 0x1F1FF }

    /// East Asian Wide (W) and Fullwidth (F) ranges plus the emoji blocks that terminals draw
    /// two cells wide, sorted for a binary search.
    private static let wideRanges: [ClosedRange<UInt32>] = [
        0x1100...0x115F, 0x231A...0x231B, 0x2329...0x232A, 0x23E9...0x23EC, 0x23F0...0x23F0,
        0x23F3...0x23F3, 0x25FD...0x25FE, 0x2614...0x2615, 0x2648...0x2653, 0x267F...0x267F,
        0x2693...0x2693, 0x26A1...0x26A1, 0x26AA...0x26AB, 0x26BD...0x26BE, 0x26C4...0x26C5,
        0x26CE...0x26CE, 0x26D4...0x26D4, 0x26EA...0x26EA, 0x26F2...0x26F3, 0x26F5...0x26F5,
        0x26FA...0x26FA, 0x26FD...0x26FD, 0x2705...0x2705, 0x270A...0x270B, 0x2728...0x2728,
        0x274C...0x274C, 0x274E...0x274E, 0x2753...0x2755, 0x2757...0x2757, 0x2795...0x2797,
        0x27B0...0x27B0, 0x27BF...0x27BF, 0x2B1B...0x2B1C, 0x2B50...0x2B50, 0x2B55...0x2B55,
        0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xA000...0xA4CF,
        0xA960...0xA97F, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE10...0xFE19, 0xFE30...0xFE6F,
        0xFF00...0xFF60, 0xFFE0...0xFFE6, 0x16FE0...0x16FE4, 0x16FF0...0x16FF1, 0x17000...0x18CFF,
        0x18D00...0x18D08, 0x1AFF0...0x1AFFE, 0x1B000...0x1B2FF, 0x1F004...0x1F004,
        0x1F0CF...0x1F0CF, 0x1F18E...0x1F18E, 0x1F191...0x1F19A, 0x1F200...0x1F202,
        0x1F210...0x1F23B, 0x1F240...0x1F248, 0x1F250...0x1F251, 0x1F260...0x1F265,
        0x1F300...0x1F320, 0x1F32D...0x1F335, 0x1F337...0x1F37C, 0x1F37E...0x1F393,
        0x1F3A0...0x1F3CA, 0x1F3CF...0x1F3D3, 0x1F3E0...0x1F3F0, 0x1F3F4...0x1F3F4,
        0x1F3F8...0x1F43E, 0x1F440...0x1F440, 0x1F442...0x1F4FC, 0x1F4FF...0x1F53D,
        0x1F54B...0x1F54E, 0x1F550...0x1F567, 0x1F57A...0x1F57A, 0x1F595...0x1F596,
        0x1F5A4...0x1F5A4, 0x1F5FB...0x1F64F, 0x1F680...0x1F6C5, 0x1F6CC...0x1F6CC,
        0x1F6D0...0x1F6D2, 0x1F6D5...0x1F6D7, 0x1F6DC...0x1F6DF, 0x1F6EB...0x1F6EC,
        0x1F6F4...0x1F6FC, 0x1F7E0...0x1F7EB, 0x1F7F0...0x1F7F0, 0x1F90C...0x1F93A,
        0x1F93C...0x1F945, 0x1F947...0x1F9FF, 0x1FA70...0x1FA7C, 0x1FA80...0x1FA89,
        0x1FA8F...0x1FAC6, 0x1FACE...0x1FADC, 0x1FADF...0x1FAE9, 0x1FAF0...0x1FAF8,
        0x20000...0x2FFFD, 0x30000...0x3FFFD,
    ]

    private static func isWide(_ v: UInt32) -> Bool {
        if v < 0x1100 { return false }
        var low = 0
        var high = wideRanges.count - 1
        while low <= high {
            let mid = (low + high) / 2
            let range = wideRanges[mid]
            if v < range.lowerBound {
                high = mid - 1
            } else if v > range.upperBound {
                low = mid + 1
            } else {
                return true
            }
        }
        return false
    }
}
