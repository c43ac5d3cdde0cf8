/// The symbols the UI draws with, in a Unicode and a plain ASCII variant (for terminals or
/// locales without UTF-8, and for `--ascii`).
public struct GlyphSet: Sendable, Hashable {
    public struct Box: Sendable, Hashable {
        public var topLeft, top, topRight, left, right, bottomLeft, bottom, bottomRight: Character
    }

    public var isASCII: Bool
    public var box: Box
    public var back: String
    public var ellipsis: String
    public var verticalLine: Character
    public var horizontalLine: Character
    public var arrowUp: Character
    public var arrowDown: Character
    public var arrowLeft: Character
    public var arrowRight: Character
    public var scrollThumb: Character
    public var selectionMarker: Character
    public var timer: String
    public var lock: String
    public var bullet: String
    public var enterKey: String
    public var backspaceKey: String

    public static let unicode = GlyphSet(
        isASCII: false,
        box: Box(
            topLeft: "╭", top: "─", topRight: "╮", left: "│", right: "│", bottomLeft: "╰", bottom: "─", bottomRight: "╯"
        ),
        back: "‹", ellipsis: "…", verticalLine: "│", horizontalLine: "─",
        arrowUp: "▲", arrowDown: "▼", arrowLeft: "◀", arrowRight: "▶", scrollThumb: "┃",
        selectionMarker: "›", timer: "⏱", lock: "🔒", bullet: "•", enterKey: "⏎", backspaceKey: "⌫")

    public static let ascii = GlyphSet(
        isASCII: true,
        box: Box(
            topLeft: "+", top: "-", topRight: "+", left: "|", right: "|", bottomLeft: "+", bottom: "-", bottomRight: "+"
        ),
        back: "<", ellipsis: "...", verticalLine: "|", horizontalLine: "-",
        arrowUp: "^", arrowDown: "v", arrowLeft: "<", arrowRight: ">", scrollThumb: "#",
        selectionMarker: ">", timer: "(T)", lock: "[locked]", bullet: "*", enterKey: "Enter", backspaceKey: "Bksp")
}
