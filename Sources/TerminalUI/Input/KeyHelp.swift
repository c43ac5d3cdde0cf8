/// A key table row's line in the help (`KeyBinding.help`): what it says the keys do, and how
/// it writes them.
public struct KeyHelp: Sendable, ExpressibleByStringLiteral {
    /// How the help writes a row's keys.
    public enum Keys: Sendable {
        /// Each key apart (`Backspace  Left`, `g  :`).
        case apart
        /// The named keys together, then the characters together (`▲ ▼  j k`,
        /// `PgUp PgDn Home End`); a run of digits as a range (`1-9`).
        case byKind
        /// These words instead (`[r] [c] [x]…`).
        case shown(String)

        /// `keys` written this way in `glyphs`.
        public func written(_ keys: [Key], in glyphs: GlyphSet) -> String {
            let label: (Key) -> String = { $0.helpLabel(in: glyphs) }
            switch self {
            case .apart:
                return Key.labels(keys, separator: "  ", label: label)
            case .byKind:
                let named = Key.labels(keys.filter(\.isNamed), separator: " ", label: label)
                let characters = Key.labels(keys.filter { !$0.isNamed }, separator: " ", label: label)
                return [named, characters].filter { !$0.isEmpty }.joined(separator: "  ")
            case .shown(let text):
                return glyphs.text(text)
            }
        }
    }

    /// What the keys do.
    public let text: String
    /// How the keys are written.
    public let keys: Keys
    /// More words for a long reference (a README's table), after the text.
    public let details: String?

    /// A help line.
    public init(_ text: String, keys: Keys = .apart, details: String? = nil) {
        self.text = text
        self.keys = keys
        self.details = details
    }

    /// A help line with the keys apart.
    public init(stringLiteral text: String) {
        self.init(text)
    }
}
