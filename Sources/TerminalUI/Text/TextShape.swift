/// How a text can be written: printable ASCII, scalars that each stand alone in one cell
/// (Latin, punctuation, arrows, box drawing, most symbols), or anything else (grapheme
/// clusters, wide glyphs, controls). `Canvas.write` looks once and knows both the way and,
/// for the first two, the width, where it used to measure and then look again for each path.
enum TextShape {
    /// Printable ASCII: this many bytes, one cell each.
    case ascii(Int)
    /// This many scalars that each stand alone and take one cell.
    case narrow(Int)
    /// Anything else: walked by grapheme cluster.
    case other

    init(_ text: some StringProtocol) {
        var count = 0
        var isASCII = true
        for byte in text.utf8 {
            if byte < 0x20 || byte >= 0x7F {
                isASCII = false
                break
            }
            count += 1
        }
        if isASCII {
            self = .ascii(count)
            return
        }
        count = 0
        for scalar in text.unicodeScalars {
            let value = scalar.value
            // Latin below the combining marks is one cell; above, the ranges decide.
            let fits =
                value < 0x300
                ? DisplayText.standsAlone(value) : DisplayText.standsAlone(value) && TextWidth.of(scalar) == 1
            guard fits else {
                self = .other
                return
            }
            count += 1
        }
        self = .narrow(count)
    }

    /// The cells the text takes, when known without grapheme breaking.
    var cells: Int? {
        switch self {
        case .ascii(let count), .narrow(let count): count
        case .other: nil
        }
    }
}
