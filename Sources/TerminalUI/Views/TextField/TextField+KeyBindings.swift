extension TextField: KeyBindingPanel {
    /// What a text field's keys do (typed characters aside, which are text).
    public enum KeyAction: Equatable, Sendable {
        /// Moves the cursor.
        case moveLeft, moveRight, moveToStart, moveToEnd
        /// Deletes a character, to an end of the text, or the word before the cursor.
        case deleteBackward, deleteForward, deleteToStart, deleteToEnd, deleteWordBackward
        /// Walks the history.
        case olderEntry, newerEntry
        /// Completes the text (Tab).
        case complete
        /// Enter: records the text in the history and submits it.
        case submit
        /// Esc.
        case cancel
    }

    /// Enter submits, Tab completes, Up and Down walk the history, Esc cancels; the arrows,
    /// Home, End, Backspace, Delete and a shell line's Ctrl keys edit.
    public nonisolated static let keyBindings: KeyBindings<TextField> = [
        KeyBinding(.enter, .submit, hint: "Go", help: "Go"),
        KeyBinding(.tab, .complete, hint: "Complete", help: "Complete", when: { $0.completion != nil }),
        KeyBinding(
            [.up: .olderEntry, .down: .newerEntry], hint: KeyBinding.Hint("History", keys: .shown("↑")),
            help: .init("Walk the history", keys: .byKind)),
        KeyBinding(.escape, .cancel, hint: "Close", help: "Close"),
        KeyBinding(
            [.left: .moveLeft, .ctrl("b"): .moveLeft, .right: .moveRight, .ctrl("f"): .moveRight],
            help: "Move the cursor"),
        KeyBinding(
            [.home: .moveToStart, .ctrl("a"): .moveToStart, .end: .moveToEnd, .ctrl("e"): .moveToEnd],
            help: "To the start or the end"),
        KeyBinding(
            [
                .backspace: .deleteBackward, .ctrl("h"): .deleteBackward, .delete: .deleteForward,
                .ctrl("d"): .deleteForward,
            ], help: "Delete a character"),
        KeyBinding(
            [.ctrl("u"): .deleteToStart, .ctrl("k"): .deleteToEnd, .ctrl("w"): .deleteWordBackward],
            help: "Delete to the start, to the end, the word before the cursor"),
    ]

    /// Edits, completes, submits or cancels.
    public func perform(_ action: KeyAction) {
        edit(action)
    }
}
