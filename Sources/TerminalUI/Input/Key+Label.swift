extension Key {
    /// How the key-hint line writes the key: short, in the glyph set (`⏎`, `⌫`, `▲`, `Esc`,
    /// `Tab`, `PgUp`, a character itself).
    public func hintLabel(in glyphs: GlyphSet) -> String {
        switch self {
        case .enter: glyphs.enterKey
        case .backspace: glyphs.backspaceKey
        default: helpLabel(in: glyphs)
        }
    }

    /// How the help writes the key: in words where a word is clearer (`Enter`, `Backspace`,
    /// `Shift-Tab`, `Ctrl-C`), arrows in the glyph set (`▲`, or `^` in ASCII).
    public func helpLabel(in glyphs: GlyphSet) -> String {
        switch self {
        case .up: String(glyphs.arrowUp)
        case .down: String(glyphs.arrowDown)
        case .left: "Left"
        case .right: "Right"
        case .enter: "Enter"
        case .escape: "Esc"
        case .tab: "Tab"
        case .backtab: "Shift-Tab"
        case .backspace: "Backspace"
        case .delete: "Delete"
        case .home: "Home"
        case .end: "End"
        case .pageUp: "PgUp"
        case .pageDown: "PgDn"
        case .function(let number): "F\(number)"
        case .ctrl(let character): "Ctrl-\(character.uppercased())"
        case .character(" "): "Space"
        case .character(let character): String(character)
        case .resize, .mouseClick: description
        }
    }

    /// Whether the key is a named one (an arrow, Enter, PgUp…) rather than a character.
    var isNamed: Bool {
        if case .character = self { return false }
        return true
    }

    /// The digit of a digit key.
    var digit: Int? {
        if case .character(let character) = self, character.isASCII { return character.wholeNumberValue }
        return nil
    }

    /// Labels of `keys`, `separator` between them, a run of two or more consecutive digits
    /// written as a range (`1-9`, `1-2`).
    static func labels(_ keys: [Key], separator: String, label: (Key) -> String) -> String {
        var parts: [String] = []
        var index = 0
        while index < keys.count {
            var end = index
            if let first = keys[index].digit {
                while end + 1 < keys.count, keys[end + 1].digit == first + (end + 1 - index) { end += 1 }
            }
            if end > index {
                parts.append("\(label(keys[index]))-\(label(keys[end]))")
            } else {
                parts.append(label(keys[index]))
            }
            index = end + 1
        }
        return parts.joined(separator: separator)
    }
}
