import TerminalUI

extension LessonListView: KeyBindingPanel {
    /// What the lesson list's keys do.
    enum KeyAction: Equatable, Sendable {
        case close, previous, next, first, last, start, hint, stop, more, less
    }

    /// The lesson list's keys: it moves as a list does (`ListView.keyBindings`), Enter starts
    /// the selected lesson, `h` and `x` act on the running one, PgDn and space scroll the text
    /// (PgUp back), and Esc or the key that opened it (`DemoAppKeys`) close it.
    nonisolated static let keyBindings: KeyBindings<LessonListView> = [
        KeyBinding(
            pairs: ListView.keyBindings.row(for: .up).map { row in
                row.keys.map { (key: $0.key, action: $0.action == .up ? KeyAction.previous : .next) }
            } ?? [], hint: .init("Select", keys: .firstTwo), help: .init("Select a lesson", keys: .byKind)),
        KeyBinding(
            pairs: ListView.keyBindings.keys(for: .first).map { (key: $0, action: KeyAction.first) }
                + ListView.keyBindings.keys(for: .last).map { (key: $0, action: KeyAction.last) },
            help: "The first or the last lesson"),
        KeyBinding(.enter, .start, hint: "Start", help: "Start the selected lesson"),
        KeyBinding(
            .character("h"), .hint, hint: "Hint", help: "The running lesson's next hint", when: { $0.hasRunningLesson }),
        KeyBinding(
            .character("x"), .stop, hint: "Stop lesson", help: "Stop the running lesson", when: { $0.hasRunningLesson }),
        KeyBinding([.pageDown, .space], .more, hint: "More", help: "Scroll the text on"),
        KeyBinding(.pageUp, .less, help: "Scroll the text back"),
        KeyBinding(
            [.escape] + DemoAppKeys.keyBindings.keys(for: .lessons), .close, hint: "Close", help: "Close the list"),
    ]

    /// Whether a lesson runs (the hint and stop keys act on it).
    var hasRunningLesson: Bool { runner.session != nil }
}
