/// The key labels of a key table's hinted rows, written in the glyph set the hint line was
/// last asked in. The line is asked again after every key, and writing the labels each time
/// (a string from a glyph, `▲▼` joined, a `.shown` text checked for stand-ins) cost more than
/// asking the rows' conditions (docs/PERFORMANCE.md, section 0). Which key a `.first` hint
/// writes still depends on what the panel offers now: only the labels are kept.
///
/// One per `KeyBindings`, made with it; a window in another glyph set writes them again.
@usableFromInline @MainActor
final class HintKeyLabels {
    /// What one hinted row's hint writes for its keys.
    @usableFromInline
    struct Row: Sendable {
        /// Each key's label, in the row's order: a `.first` hint writes the first offered one's.
        @usableFromInline let keys: [String]
        /// What the hint writes whichever keys are offered (`.firstTwo` of two keys or more,
        /// `.shown`); nil when it is the first offered key's label.
        @usableFromInline let fixed: String?
        /// An `.offered` hint: its keys are written from the keys offered now, each time.
        @usableFromInline let writesOfferedKeys: Bool
    }

    /// How a row's hint writes its keys, as `KeyBinding.Hint.Keys` without the panel type.
    enum Written: Sendable {
        case first, firstTwo, offered
        case shown(String)
    }

    /// The hinted rows' keys and how their hints write them, in the hint line's order.
    private let sources: [(keys: [Key], written: Written)]
    /// The glyph set `rows` is written in (held: the comparison is by its storage first).
    private var glyphs: GlyphSet?
    private var rows: [Row] = []

    nonisolated init(_ sources: [(keys: [Key], written: Written)]) {
        self.sources = sources
    }

    /// The rows' labels in `glyphs`, in the hint line's order.
    @usableFromInline
    func rows(in glyphs: GlyphSet) -> [Row] {
        if let written = self.glyphs, written == glyphs { return rows }
        rows = sources.map { source in
            let labels = source.keys.map { $0.hintLabel(in: glyphs) }
            switch source.written {
            case .first:
                return Row(keys: labels, fixed: nil, writesOfferedKeys: false)
            case .firstTwo:
                return Row(
                    keys: labels, fixed: labels.count > 1 ? labels[0] + labels[1] : nil, writesOfferedKeys: false)
            case .offered:
                return Row(keys: labels, fixed: nil, writesOfferedKeys: true)
            case .shown(let text):
                return Row(keys: labels, fixed: glyphs.text(text), writesOfferedKeys: false)
            }
        }
        self.glyphs = glyphs
        return rows
    }
}
