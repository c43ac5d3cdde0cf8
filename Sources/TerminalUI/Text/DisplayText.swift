/// The one pipeline that turns arbitrary text into what a canvas draws, used both to measure
/// and to draw so the two can never disagree.
///
/// Text from data must never reach the terminal raw: C0 and C1 control characters become
/// visible placeholders (ESC shows as `␛`), a tab becomes a space, and clusters that would take
/// no cell on their own (a lone combining mark, a bidi override) are dropped.
public enum DisplayText {
    /// Calls `body` with each drawable cluster and its width; `body` returns false to stop.
    @inline(__always)
    public static func forEachCluster(in text: some StringProtocol, _ body: (Glyph, Int) -> Bool) {
        // Fast path: printable ASCII maps one byte to one cell without grapheme breaking.
        let handledAsASCII: Bool? = text.utf8.withContiguousStorageIfAvailable { bytes in
            for byte in bytes where byte < 0x20 || byte >= 0x7F { return false }
            for byte in bytes {
                if !body(Glyph(asciiByte: byte), 1) { break }
            }
            return true
        }
        if handledAsASCII == true { return }
        // Second fast path: text in which every scalar is a cluster of its own (Latin,
        // punctuation, arrows, box drawing, symbols; nothing that joins its neighbour, such as
        // a combining mark, a joiner, a variation selector, Hangul jamo or a regional
        // indicator) is walked by scalar, without grapheme breaking.
        if text.unicodeScalars.allSatisfy({ standsAlone($0.value) }) {
            for scalar in text.unicodeScalars {
                let width = TextWidth.of(scalar)
                if width > 0, !body(Glyph(scalar: scalar), width) { return }
            }
            return
        }
        for character in text {
            if let (glyph, width) = sanitized(character) {
                if !body(glyph, width) { return }
            }
        }
    }

    /// The glyph and width a single cluster draws as, or nil when it draws nothing.
    public static func sanitized(_ character: Character) -> (Glyph, Int)? {
        let scalars = character.unicodeScalars
        let first = scalars.first!
        let v = first.value
        if isControl(v) {
            if v == 0x09 { return (Glyph.space, 1) }
            return (Glyph(scalar: placeholder(forControl: v)), 1)
        }
        let width = TextWidth.of(character)
        if width == 0 { return nil }
        if scalars.count == 1 {
            return (Glyph(scalar: first), width)
        }
        // A cluster may still carry a control character after its first scalar (for example
        // "a" + ESC cannot, but "\r\n" forms one cluster); draw its placeholder instead.
        if scalars.contains(where: { isControl($0.value) }) {
            return (Glyph(scalar: placeholder(forControl: v)), 1)
        }
        return (Glyph(character), width)
    }

    /// Whether a scalar always forms a grapheme cluster by itself and is no control: the
    /// printable Latin ranges below the combining marks, and the punctuation, letterlike,
    /// arrow, technical, box-drawing and symbol blocks without their format characters and
    /// combining marks.
    @inline(__always)
    static func standsAlone(_ v: UInt32) -> Bool {
        switch v {
        case 0x20..<0x7F, 0xA0..<0x300, 0x2010..<0x2028, 0x2030..<0x2060, 0x2070..<0x20D0, 0x2100..<0x2C00:
            return true
        default:
            return false
        }
    }

    /// Whether a scalar value is a C0 control, DEL or a C1 control: never written raw to a
    /// terminal, which would act on it.
    public static func isControl(_ v: UInt32) -> Bool {
        v < 0x20 || (v >= 0x7F && v < 0xA0)
    }

    /// Control Pictures for C0 controls (`␛` for ESC), `␡` for DEL, `�` for C1 controls.
    static func placeholder(forControl v: UInt32) -> Unicode.Scalar {
        if v < 0x20 { return Unicode.Scalar(0x2400 + v)! }
        if v == 0x7F { return Unicode.Scalar(0x2421)! }
        return Unicode.Scalar(0xFFFD)!
    }

    /// Returns the drawable form of `text` (placeholders in place of controls).
    public static func sanitize(_ text: some StringProtocol) -> String {
        var result = ""
        result.reserveCapacity(text.utf8.count)
        forEachCluster(in: text) { glyph, _ in
            result.append(glyph.string)
            return true
        }
        return result
    }

    /// `text` shortened to at most `width` cells; when something is cut, `ellipsis` ends it.
    public static func truncated(_ text: some StringProtocol, toWidth width: Int, ellipsis: String = "…") -> String {
        guard width > 0 else { return "" }
        let total = TextWidth.of(text)
        if total <= width { return sanitize(text) }
        let ellipsisWidth = TextWidth.of(ellipsis)
        let budget = width - ellipsisWidth
        if budget < 0 {
            return String(ellipsis.prefix(width))
        }
        var result = ""
        var used = 0
        forEachCluster(in: text) { glyph, w in
            if used + w > budget { return false }
            result.append(glyph.string)
            used += w
            return true
        }
        return result + ellipsis
    }

    /// Breaks `text` into lines of at most `width` cells at spaces (hard-breaking long words).
    public static func wrapped(_ text: some StringProtocol, toWidth width: Int) -> [String] {
        guard width > 0 else { return [] }
        var lines: [String] = []
        for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
            var line = ""
            var lineWidth = 0
            for word in paragraph.split(separator: " ", omittingEmptySubsequences: true) {
                var wordText = sanitize(word)
                var wordWidth = TextWidth.of(wordText)
                if lineWidth > 0 && lineWidth + 1 + wordWidth <= width {
                    line += " " + wordText
                    lineWidth += 1 + wordWidth
                    continue
                }
                if lineWidth > 0 {
                    lines.append(line)
                    line = ""
                    lineWidth = 0
                }
                while wordWidth > width {
                    let head = truncated(wordText, toWidth: width, ellipsis: "")
                    lines.append(head)
                    wordText = String(wordText.dropFirst(head.count))
                    wordWidth = TextWidth.of(wordText)
                    if head.isEmpty {
                        wordText = ""
                        wordWidth = 0
                    }
                }
                line = wordText
                lineWidth = wordWidth
            }
            lines.append(line)
        }
        return lines
    }
}
