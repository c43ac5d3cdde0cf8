extension GlyphSet {
    /// `text` as this set draws it. The Unicode set draws it as it is. The ASCII set writes each
    /// symbol of the Unicode set as its own stand-in (`→` as `->`, `⏎` as `Enter`, a box corner
    /// as `+`), the fractions and typographic marks texts use in ASCII (`½` as `1/2`, `—` as
    /// `-`, curly quotes straight), and anything else outside ASCII as `?`: so a view that
    /// passes its text through here draws only ASCII with the ASCII set, whatever the text says.
    /// Apply it before measuring or wrapping: a stand-in may be wider than its symbol.
    public func text(_ text: some StringProtocol) -> String {
        guard isASCII, !text.utf8.allSatisfy({ $0 < 0x80 }) else { return String(text) }
        let table = self == .ascii ? GlyphSet.asciiStandIns : standIns()
        var result = ""
        for character in text {
            if character.isASCII {
                result.append(character)
            } else if let standIn = table[character] {
                result += standIn
            } else {
                result.append("?")
            }
        }
        return result
    }

    /// This set's own symbols, keyed by the Unicode set's.
    private func standIns() -> [Character: String] {
        var table = GlyphSet.typographicStandIns
        let unicode = GlyphSet.unicode
        let pairs: [(String, String)] = [
            (String(unicode.box.topLeft), String(box.topLeft)), (String(unicode.box.top), String(box.top)),
            (String(unicode.box.topRight), String(box.topRight)), (String(unicode.box.left), String(box.left)),
            (String(unicode.box.bottomLeft), String(box.bottomLeft)),
            (String(unicode.box.bottomRight), String(box.bottomRight)),
            (unicode.back, back), (unicode.ellipsis, ellipsis),
            (String(unicode.verticalLine), String(verticalLine)),
            (String(unicode.horizontalLine), String(horizontalLine)), (String(unicode.arrowUp), String(arrowUp)),
            (String(unicode.arrowDown), String(arrowDown)), (String(unicode.arrowLeft), String(arrowLeft)),
            (String(unicode.arrowRight), String(arrowRight)), (String(unicode.scrollThumb), String(scrollThumb)),
            (String(unicode.selectionMarker), String(selectionMarker)), (unicode.timer, timer), (unicode.lock, lock),
            (unicode.bullet, bullet), (unicode.enterKey, enterKey), (unicode.backspaceKey, backspaceKey),
            (unicode.arrowTo, arrowTo), (unicode.separator, separator), (unicode.times, times),
            (unicode.pause, pause), (unicode.warning, warning), (unicode.activeMarker, activeMarker),
            (String(unicode.mask), String(mask)),
        ]
        for (symbol, standIn) in pairs {
            guard symbol.count == 1, let character = symbol.first, standIn.allSatisfy(\.isASCII) else { continue }
            table[character] = standIn
        }
        return table
    }

    private static let asciiStandIns = GlyphSet.ascii.standIns()

    /// The fractions Unicode has single characters for, as ASCII writes them.
    private static let vulgarFractions: [Character: String] = [
        "½": "1/2", "⅓": "1/3", "⅔": "2/3", "¼": "1/4", "¾": "3/4", "⅕": "1/5", "⅛": "1/8", "⅒": "1/10",
    ]

    /// Characters the libraries' and the demo's texts use besides the symbols of a set.
    private static let typographicStandIns: [Character: String] = {
        var table: [Character: String] = [
            "—": "-", "–": "-", "‘": "'", "’": "'", "“": "\"", "”": "\"", "«": "<<", "»": ">>", "…": "...",
            "←": "<-", "↑": "^", "↓": "v", "▸": ">", "◂": "<", "✓": "v", "✗": "x", "\u{00A0}": " ",
        ]
        table.merge(vulgarFractions) { first, _ in first }
        return table
    }()
}

extension KeyHint {
    /// The hint with its keys and action in `glyphs` (`⏎ Open` is `Enter Open` in ASCII).
    public func written(in glyphs: GlyphSet) -> KeyHint {
        KeyHint(glyphs.text(keys), glyphs.text(action), essential: isEssential)
    }
}
