/// One row of a panel's key table, declared once as Textual declares a binding: the keys and
/// the action each runs, what the key-hint line says, what the help says, and when the panel
/// offers it. Dispatch, the hint line, the help and the keys a test or a benchmark presses are
/// all read from the rows (`KeyBindings`).
public struct KeyBinding<Panel: KeyBindingPanel>: Sendable {
    /// What the row's keys do.
    public typealias Action = Panel.KeyAction
    /// Whether the panel offers an action now: the hint shows and its keys run it only then.
    public typealias Condition = @MainActor @Sendable (Panel, Action) -> Bool

    /// The keys, each with the action it runs, in the order the help and the hint show them.
    public let keys: [(key: Key, action: Action)]
    /// The row's entry on the key-hint line, if it has one.
    public let hint: Hint?
    /// The row's line in the help, if it has one.
    public let help: KeyHelp?
    /// When the panel offers the row's actions; nil: whenever the panel gets keys.
    public let condition: Condition?
    /// Runs while a modal panel shows (one that keeps every key it does not bind, as a help
    /// overlay): a window-wide key such as quit.
    public let worksOverModalPanels: Bool

    /// A row of keys that may run different actions (`[.up: .moveUp, .down: .moveDown]`).
    /// `offered` says when each action is offered.
    public init(
        _ keys: KeyValuePairs<Key, Action>, hint: Hint? = nil, help: KeyHelp? = nil,
        offered: Condition? = nil, worksOverModalPanels: Bool = false
    ) {
        self.keys = keys.map { (key: $0.key, action: $0.value) }
        self.hint = hint
        self.help = help
        self.condition = offered
        self.worksOverModalPanels = worksOverModalPanels
    }

    /// A row of keys that may run different actions, made from other tables' keys (the
    /// keys a list moves with, say). `offered` says when each action is offered.
    public init(
        pairs: [(key: Key, action: Action)], hint: Hint? = nil, help: KeyHelp? = nil, offered: Condition? = nil,
        worksOverModalPanels: Bool = false
    ) {
        self.keys = pairs
        self.hint = hint
        self.help = help
        self.condition = offered
        self.worksOverModalPanels = worksOverModalPanels
    }

    /// A row of keys that all run `action`, offered while `when` holds.
    public init(
        _ keys: [Key], _ action: Action, hint: Hint? = nil, help: KeyHelp? = nil,
        when: (@MainActor @Sendable (Panel) -> Bool)? = nil, worksOverModalPanels: Bool = false
    ) {
        self.keys = keys.map { (key: $0, action: action) }
        self.hint = hint
        self.help = help
        if let when {
            self.condition = { panel, _ in when(panel) }
        } else {
            self.condition = nil
        }
        self.worksOverModalPanels = worksOverModalPanels
    }

    /// A row of one key.
    public init(
        _ key: Key, _ action: Action, hint: Hint? = nil, help: KeyHelp? = nil,
        when: (@MainActor @Sendable (Panel) -> Bool)? = nil, worksOverModalPanels: Bool = false
    ) {
        self.init([key], action, hint: hint, help: help, when: when, worksOverModalPanels: worksOverModalPanels)
    }

    /// Whether the panel offers `action` (one of the row's) now.
    @MainActor
    public func offers(_ action: Action, on panel: Panel) -> Bool {
        condition?(panel, action) ?? true
    }

    /// How the help writes the row's keys (each once).
    public func helpKeys(in glyphs: GlyphSet) -> String {
        var distinct: [Key] = []
        for entry in keys where !distinct.contains(entry.key) { distinct.append(entry.key) }
        return (help?.keys ?? .apart).written(distinct, in: glyphs)
    }

    /// The row's entry on the key-hint line: its words, which of its keys it shows, and its place.
    public struct Hint: Sendable, ExpressibleByStringLiteral {
        /// Which keys of the row the hint writes.
        public enum Keys: Sendable {
            /// The first key offered (`⌫` for Backspace and Left).
            case first
            /// The first two keys, together (`▲▼`).
            case firstTwo
            /// Every key offered, a run of digits as a range (`1-3`).
            case offered
            /// These words instead (`↑`, `PgUp/PgDn`).
            case shown(String)
        }

        /// What the key does, in a word or two.
        public let label: String
        /// What the hint says instead of `label`, from the panel's state (`Detail` or `Master`).
        public let dynamicLabel: (@MainActor @Sendable (Panel) -> String)?
        /// The keys it writes.
        public let keys: Keys
        /// Kept when the line is too narrow for every hint.
        public let isEssential: Bool
        /// Where on the line among the table's hints (lower first); rows without one follow
        /// in their order.
        public let position: Int?
        /// When the hint shows, besides the row being offered (nil: whenever it is): a key
        /// that works everywhere may be worth a hint in one place only.
        public let isShown: (@MainActor @Sendable (Panel) -> Bool)?

        /// A hint.
        public init(
            _ label: String, keys: Keys = .first, essential: Bool = false, position: Int? = nil,
            dynamicLabel: (@MainActor @Sendable (Panel) -> String)? = nil,
            shownWhen isShown: (@MainActor @Sendable (Panel) -> Bool)? = nil
        ) {
            self.label = label
            self.keys = keys
            self.isEssential = essential
            self.position = position
            self.dynamicLabel = dynamicLabel
            self.isShown = isShown
        }

        /// A hint of the first key.
        public init(stringLiteral label: String) {
            self.init(label)
        }
    }
}
