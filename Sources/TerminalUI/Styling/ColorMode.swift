/// How many colors the terminal can show. `monochrome` is also what `NO_COLOR` selects:
/// styles then map to bold, dim, reverse and underline only.
public enum ColorMode: String, Sendable, CaseIterable {
    /// The 256-color palette.
    case colors256
    /// The 16 ANSI colors.
    case colors16
    /// The 8 basic ANSI colors.
    case colors8
    /// No color: attributes only.
    case monochrome

    /// The mode for a terminal reporting `colorCount` colors.
    public init(colorCount: Int) {
        switch colorCount {
        case 256...: self = .colors256
        case 16..<256: self = .colors16
        case 8..<16: self = .colors8
        default: self = .monochrome
        }
    }

    /// `NO_COLOR` (present and non-empty, as no-color.org asks) and `TERM=dumb` turn color off.
    public static func colorIsDisabled(environment: [String: String]) -> Bool {
        if let value = environment["NO_COLOR"], !value.isEmpty { return true }
        return environment["TERM"] == "dumb"
    }
}
