/// The symbols the UI draws with, in a Unicode and a plain ASCII variant (for terminals or
/// locales without UTF-8, and for `--ascii`).
public struct GlyphSet: Sendable, Hashable {
    /// The characters of a box border.
    public struct Box: Sendable, Hashable {
        /// The border's corners and edges.
        public var topLeft, top, topRight, left, right, bottomLeft, bottom, bottomRight: Character
    }

    /// True for the ASCII variant.
    public var isASCII: Bool
    /// The characters of box borders.
    public var box: Box
    /// The back button's arrow.
    public var back: String
    /// What marks cut text.
    public var ellipsis: String
    /// A vertical divider.
    public var verticalLine: Character
    /// A horizontal divider.
    public var horizontalLine: Character
    /// An up arrow (scroll indicators).
    public var arrowUp: Character
    /// A down arrow (scroll indicators).
    public var arrowDown: Character
    /// A left arrow.
    public var arrowLeft: Character
    /// A right arrow.
    public var arrowRight: Character
    /// The thumb of a scroll indicator.
    public var scrollThumb: Character
    /// What marks the selected row.
    public var selectionMarker: Character
    /// The timer symbol.
    public var timer: String
    /// The lock symbol.
    public var lock: String
    /// A list bullet.
    public var bullet: String
    /// How the Enter key is shown in hints.
    public var enterKey: String
    /// How the Backspace key is shown in hints.
    public var backspaceKey: String
    /// What leads to what: a plan's steps, a router call and the Marshroute method it made.
    public var arrowTo: String = "→"
    /// A dot between the parts of a line (`Tree · Timeline`, `#16 · Recommended`).
    public var separator: String = "·"
    /// The multiplication sign of a factor (`½× speed`).
    public var times: String = "×"
    /// Paused time.
    public var pause: String = "⏸"
    /// A warning.
    public var warning: String = "⚠"
    /// The active item of a group (the selected tab in a tree).
    public var activeMarker: String = "▸"
    /// What stands for each character of a hidden text (a password).
    public var mask: Character = "•"
    /// What marks something done (a completed lesson).
    public var checkMark: String = "✓"

    /// Rounded box corners, arrows and symbols from Unicode.
    public static let unicode = GlyphSet(
        isASCII: false,
        box: Box(
            topLeft: "╭", top: "─", topRight: "╮", left: "│", right: "│", bottomLeft: "╰", bottom: "─", bottomRight: "╯"
        ),
        back: "‹", ellipsis: "…", verticalLine: "│", horizontalLine: "─",
        arrowUp: "▲", arrowDown: "▼", arrowLeft: "◀", arrowRight: "▶", scrollThumb: "┃",
        selectionMarker: "›", timer: "⏱", lock: "🔒", bullet: "•", enterKey: "⏎", backspaceKey: "⌫",
        checkMark: "✓")

    /// Plain ASCII stand-ins for every symbol.
    public static let ascii = GlyphSet(
        isASCII: true,
        box: Box(
            topLeft: "+", top: "-", topRight: "+", left: "|", right: "|", bottomLeft: "+", bottom: "-", bottomRight: "+"
        ),
        back: "<", ellipsis: "...", verticalLine: "|", horizontalLine: "-",
        arrowUp: "^", arrowDown: "v", arrowLeft: "<", arrowRight: ">", scrollThumb: "#",
        selectionMarker: ">", timer: "(T)", lock: "[locked]", bullet: "*", enterKey: "Enter", backspaceKey: "Bksp",
        arrowTo: "->", separator: "-", times: "x", pause: "||", warning: "!", activeMarker: ">", mask: "*",
        checkMark: "[ok]")
}
