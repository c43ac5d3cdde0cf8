/// Text decorations a terminal can draw without color.
public struct TextAttributes: OptionSet, Hashable, Sendable {
    /// The attribute bits.
    public let rawValue: UInt8
    /// Creates attributes from their bits.
    public init(rawValue: UInt8) { self.rawValue = rawValue }

    /// Bold text.
    public static let bold = TextAttributes(rawValue: 1 << 0)
    /// Dim (faint) text.
    public static let dim = TextAttributes(rawValue: 1 << 1)
    /// Underlined text.
    public static let underline = TextAttributes(rawValue: 1 << 2)
    /// Foreground and background swapped.
    public static let reverse = TextAttributes(rawValue: 1 << 3)
    /// Italic text, where the terminal has it.
    public static let italic = TextAttributes(rawValue: 1 << 4)
}
