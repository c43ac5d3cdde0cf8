import TerminalUI

/// What an app-wide key does. The screens' own keys (Enter, `t`, `p`, `m`…) have no action
/// here: their controllers handle them, and the key map only documents them.
package enum DemoKeyAction: String, Sendable, CaseIterable {
    case help, marshrouteHistory, goTo, switchLayout, inspector, lessons, slower, faster, pause, screenshot, quit
}

/// One line of the key map, declared once as Textual declares a binding: the keys, the
/// action, what the help says, whether and how the key-hint line shows it. The `?` help,
/// the hint line, `navigation-demo --help` and the README's Keys table are all made from
/// these.
package struct DemoKeyBinding: Sendable {
    /// The help's sections, in order.
    package enum Section: String, Sendable, CaseIterable {
        case movingAround = "Moving around"
        case marshrouteAtWork = "Marshroute at work"
        case app = "App"
    }

    /// The key-hint line's entry for a binding: its words and where on the line it goes.
    package struct Hint: Sendable {
        package let text: String
        /// Hints of the app-wide keys are ordered by this (lower first) on the line.
        package let position: Int
        /// Kept when the line is too narrow for every hint.
        package let essential: Bool
    }

    package let section: Section
    /// The keys as the help shows them, in groups of two spaces (`g  :`); `▲` and `▼` are
    /// drawn with the glyph set's arrows.
    package let keys: String
    /// The keys that run an app-wide action, each with its action; empty when a screen
    /// handles the key.
    package let commands: [(key: Key, action: DemoKeyAction)]
    /// What the `?` help says the key does.
    package let description: String
    /// More for the README's table, after the description.
    package let note: String?
    /// The key-hint line's entry, if it shows one (under the first command's key).
    package let hint: Hint?
    /// The phrase `navigation-demo --help` gives it among the keys, if any.
    package let commandLineSummary: String?
    /// Still runs while the terminal is too small to show the app (quit only: a key acting
    /// on screens nobody sees would surprise).
    package let worksWhenTooSmall: Bool

    init(
        _ section: Section, _ keys: String, _ description: String, note: String? = nil,
        commands: [(key: Key, action: DemoKeyAction)] = [], hint: Hint? = nil, commandLine: String? = nil,
        worksWhenTooSmall: Bool = false
    ) {
        self.section = section
        self.keys = keys
        self.description = description
        self.note = note
        self.commands = commands
        self.hint = hint
        self.commandLineSummary = commandLine
        self.worksWhenTooSmall = worksWhenTooSmall
    }

    /// The keys with the glyph set's arrows (`^ v` in ASCII).
    package func keys(glyphs: GlyphSet) -> String {
        keys.replacingOccurrences(of: "▲", with: String(glyphs.arrowUp))
            .replacingOccurrences(of: "▼", with: String(glyphs.arrowDown))
    }
}
