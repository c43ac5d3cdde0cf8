/// The symbols the UI draws with, in a Unicode and a plain ASCII variant (for terminals or
/// locales without UTF-8, and for `--ascii`).
public struct GlyphSet: Sendable, Hashable {
    /// The characters of a box border.
    public struct Box: Sendable, Hashable {
        /// The border's corners and edges.
        public var topLeft, top, topRight, left, right, bottomLeft, bottom, bottomRight: Character
    }

    /// The symbols themselves, shared by every copy until one of them changes a symbol: a view
    /// asks its window for the set at every frame, and copying 33 strings each time cost more
    /// than drawing a list row (docs/PERFORMANCE.md).
    private final class Storage: @unchecked Sendable {
        var isASCII: Bool
        var box: Box
        var back: String
        var ellipsis: String
        var verticalLine: Character
        var horizontalLine: Character
        var arrowUp: Character
        var arrowDown: Character
        var arrowLeft: Character
        var arrowRight: Character
        var scrollThumb: Character
        var selectionMarker: Character
        var timer: String
        var lock: String
        var bullet: String
        var enterKey: String
        var backspaceKey: String
        var arrowTo: String
        var separator: String
        var times: String
        var pause: String
        var warning: String
        var activeMarker: String
        var mask: Character
        var checkMark: String

        init(
            isASCII: Bool, box: Box, back: String, ellipsis: String, verticalLine: Character, horizontalLine: Character,
            arrowUp: Character, arrowDown: Character, arrowLeft: Character, arrowRight: Character,
            scrollThumb: Character, selectionMarker: Character, timer: String, lock: String, bullet: String,
            enterKey: String, backspaceKey: String, arrowTo: String, separator: String, times: String,
            pause: String, warning: String, activeMarker: String, mask: Character,
            checkMark: String
        ) {
            self.isASCII = isASCII
            self.box = box
            self.back = back
            self.ellipsis = ellipsis
            self.verticalLine = verticalLine
            self.horizontalLine = horizontalLine
            self.arrowUp = arrowUp
            self.arrowDown = arrowDown
            self.arrowLeft = arrowLeft
            self.arrowRight = arrowRight
            self.scrollThumb = scrollThumb
            self.selectionMarker = selectionMarker
            self.timer = timer
            self.lock = lock
            self.bullet = bullet
            self.enterKey = enterKey
            self.backspaceKey = backspaceKey
            self.arrowTo = arrowTo
            self.separator = separator
            self.times = times
            self.pause = pause
            self.warning = warning
            self.activeMarker = activeMarker
            self.mask = mask
            self.checkMark = checkMark
        }

        func copy() -> Storage {
            Storage(
                isASCII: isASCII, box: box, back: back, ellipsis: ellipsis, verticalLine: verticalLine,
                horizontalLine: horizontalLine, arrowUp: arrowUp, arrowDown: arrowDown, arrowLeft: arrowLeft,
                arrowRight: arrowRight, scrollThumb: scrollThumb, selectionMarker: selectionMarker, timer: timer,
                lock: lock, bullet: bullet, enterKey: enterKey, backspaceKey: backspaceKey, arrowTo: arrowTo,
                separator: separator, times: times, pause: pause, warning: warning, activeMarker: activeMarker,
                mask: mask, checkMark: checkMark)
        }
    }

    private var storage: Storage

    /// Creates a set of symbols.
    init(
        isASCII: Bool, box: Box, back: String, ellipsis: String, verticalLine: Character, horizontalLine: Character,
        arrowUp: Character, arrowDown: Character, arrowLeft: Character, arrowRight: Character, scrollThumb: Character,
        selectionMarker: Character, timer: String, lock: String, bullet: String, enterKey: String, backspaceKey: String,
        arrowTo: String = "→", separator: String = "·", times: String = "×", pause: String = "⏸", warning: String = "⚠",
        activeMarker: String = "▸", mask: Character = "•", checkMark: String = "✓"
    ) {
        storage = Storage(
            isASCII: isASCII, box: box, back: back, ellipsis: ellipsis, verticalLine: verticalLine,
            horizontalLine: horizontalLine, arrowUp: arrowUp, arrowDown: arrowDown, arrowLeft: arrowLeft,
            arrowRight: arrowRight, scrollThumb: scrollThumb, selectionMarker: selectionMarker, timer: timer,
            lock: lock, bullet: bullet, enterKey: enterKey, backspaceKey: backspaceKey, arrowTo: arrowTo,
            separator: separator, times: times, pause: pause, warning: warning, activeMarker: activeMarker, mask: mask,
            checkMark: checkMark)
    }

    /// The storage, copied first if another set shares it.
    private mutating func unique() -> Storage {
        if !isKnownUniquelyReferenced(&storage) { storage = storage.copy() }
        return storage
    }

    /// True for the ASCII variant.
    public var isASCII: Bool {
        get { storage.isASCII }
        set { unique().isASCII = newValue }
    }
    /// The characters of box borders.
    public var box: Box {
        get { storage.box }
        set { unique().box = newValue }
    }
    /// The back button's arrow.
    public var back: String {
        get { storage.back }
        set { unique().back = newValue }
    }
    /// What marks cut text.
    public var ellipsis: String {
        get { storage.ellipsis }
        set { unique().ellipsis = newValue }
    }
    /// A vertical divider.
    public var verticalLine: Character {
        get { storage.verticalLine }
        set { unique().verticalLine = newValue }
    }
    /// A horizontal divider.
    public var horizontalLine: Character {
        get { storage.horizontalLine }
        set { unique().horizontalLine = newValue }
    }
    /// An up arrow (scroll indicators).
    public var arrowUp: Character {
        get { storage.arrowUp }
        set { unique().arrowUp = newValue }
    }
    /// A down arrow (scroll indicators).
    public var arrowDown: Character {
        get { storage.arrowDown }
        set { unique().arrowDown = newValue }
    }
    /// A left arrow.
    public var arrowLeft: Character {
        get { storage.arrowLeft }
        set { unique().arrowLeft = newValue }
    }
    /// A right arrow.
    public var arrowRight: Character {
        get { storage.arrowRight }
        set { unique().arrowRight = newValue }
    }
    /// The thumb of a scroll indicator.
    public var scrollThumb: Character {
        get { storage.scrollThumb }
        set { unique().scrollThumb = newValue }
    }
    /// What marks the selected row.
    public var selectionMarker: Character {
        get { storage.selectionMarker }
        set { unique().selectionMarker = newValue }
    }
    /// The timer symbol.
    public var timer: String {
        get { storage.timer }
        set { unique().timer = newValue }
    }
    /// The lock symbol.
    public var lock: String {
        get { storage.lock }
        set { unique().lock = newValue }
    }
    /// A list bullet.
    public var bullet: String {
        get { storage.bullet }
        set { unique().bullet = newValue }
    }
    /// How the Enter key is shown in hints.
    public var enterKey: String {
        get { storage.enterKey }
        set { unique().enterKey = newValue }
    }
    /// How the Backspace key is shown in hints.
    public var backspaceKey: String {
        get { storage.backspaceKey }
        set { unique().backspaceKey = newValue }
    }
    /// What leads to what: a plan's steps, a router call and the Marshroute method it made.
    public var arrowTo: String {
        get { storage.arrowTo }
        set { unique().arrowTo = newValue }
    }
    /// A dot between the parts of a line (`Tree · Timeline`, `#16 · Recommended`).
    public var separator: String {
        get { storage.separator }
        set { unique().separator = newValue }
    }
    /// The multiplication sign of a factor (`½× speed`).
    public var times: String {
        get { storage.times }
        set { unique().times = newValue }
    }
    /// Paused time.
    public var pause: String {
        get { storage.pause }
        set { unique().pause = newValue }
    }
    /// A warning.
    public var warning: String {
        get { storage.warning }
        set { unique().warning = newValue }
    }
    /// The active item of a group (the selected tab in a tree).
    public var activeMarker: String {
        get { storage.activeMarker }
        set { unique().activeMarker = newValue }
    }
    /// What stands for each character of a hidden text (a password).
    public var mask: Character {
        get { storage.mask }
        set { unique().mask = newValue }
    }
    /// What marks something done (a completed lesson).
    public var checkMark: String {
        get { storage.checkMark }
        set { unique().checkMark = newValue }
    }

    public static func == (a: GlyphSet, b: GlyphSet) -> Bool {
        if a.storage === b.storage { return true }
        return a.isASCII == b.isASCII
            && a.box == b.box
            && a.back == b.back
            && a.ellipsis == b.ellipsis
            && a.verticalLine == b.verticalLine
            && a.horizontalLine == b.horizontalLine
            && a.arrowUp == b.arrowUp
            && a.arrowDown == b.arrowDown
            && a.arrowLeft == b.arrowLeft
            && a.arrowRight == b.arrowRight
            && a.scrollThumb == b.scrollThumb
            && a.selectionMarker == b.selectionMarker
            && a.timer == b.timer
            && a.lock == b.lock
            && a.bullet == b.bullet
            && a.enterKey == b.enterKey
            && a.backspaceKey == b.backspaceKey
            && a.arrowTo == b.arrowTo
            && a.separator == b.separator
            && a.times == b.times
            && a.pause == b.pause
            && a.warning == b.warning
            && a.activeMarker == b.activeMarker
            && a.mask == b.mask
            && a.checkMark == b.checkMark
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(isASCII)
        hasher.combine(box)
        hasher.combine(back)
        hasher.combine(ellipsis)
        hasher.combine(verticalLine)
        hasher.combine(horizontalLine)
        hasher.combine(arrowUp)
        hasher.combine(arrowDown)
        hasher.combine(arrowLeft)
        hasher.combine(arrowRight)
        hasher.combine(scrollThumb)
        hasher.combine(selectionMarker)
        hasher.combine(timer)
        hasher.combine(lock)
        hasher.combine(bullet)
        hasher.combine(enterKey)
        hasher.combine(backspaceKey)
        hasher.combine(arrowTo)
        hasher.combine(separator)
        hasher.combine(times)
        hasher.combine(pause)
        hasher.combine(warning)
        hasher.combine(activeMarker)
        hasher.combine(mask)
        hasher.combine(checkMark)
    }

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
