import TerminalUI

/// A line of an inspector page: its text, its style, and how it breaks when the panel is too
/// narrow for it. The panel wraps prose at words, each continuation indented under the start
/// of its line; text laid out as written (source code, a path) is cut at the edge instead and
/// goes on under a hanging indent.
public struct InspectorLine: Equatable, Sendable {
    /// What the line says; the panel writes it in the window's glyphs (`→` as `->` in ASCII).
    public var text: String
    /// How it is drawn: `.normal`, or a role (`.role(.secondary)` for what explains,
    /// `.role(.alert)` for a problem).
    public var style: Style
    /// Set for text laid out as written: a line too long is cut at the panel's edge and goes on
    /// this many columns in, rather than wrapped at words.
    public var hangingIndent: Int?
    /// The page's selection: after a key the page used, the panel scrolls so that the first
    /// selected line shows.
    public var isSelected: Bool

    /// A line of `text` in `style`.
    public init(_ text: String, style: Style = .normal, hangingIndent: Int? = nil, isSelected: Bool = false) {
        self.text = text
        self.style = style
        self.hangingIndent = hangingIndent
        self.isSelected = isSelected
    }
}
