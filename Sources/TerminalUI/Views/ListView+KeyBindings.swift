extension ListView: KeyBindingPanel {
    /// What a list's keys do.
    public enum KeyAction: Equatable, Sendable {
        /// The row above or below.
        case up, down
        /// A page up or down.
        case pageUp, pageDown
        /// The first or the last row.
        case first, last
        /// Activates the selected row.
        case activate
    }

    /// The list's keys, offered while it has rows.
    public nonisolated static let keyBindings: KeyBindings<ListView> = [
        KeyBinding(
            [.up: .up, .down: .down, .character("j"): .down, .character("k"): .up],
            hint: KeyBinding.Hint("Move", keys: .firstTwo), help: .init("Move the selection", keys: .byKind),
            offered: { list, _ in !list.items.isEmpty }),
        KeyBinding(
            [.pageUp: .pageUp, .pageDown: .pageDown, .home: .first, .end: .last], help: .init("Jump", keys: .byKind),
            offered: { list, _ in !list.items.isEmpty }),
        KeyBinding(
            .enter, .activate, hint: "Open", help: "Open the selected row, or press an action row",
            when: { !$0.items.isEmpty }),
    ]

    /// Moves the selection or activates it.
    public func perform(_ action: KeyAction) {
        switch action {
        case .up: moveSelection(by: -1)
        case .down: moveSelection(by: 1)
        case .pageUp: moveSelection(by: -max(1, visibleRowCount - 1))
        case .pageDown: moveSelection(by: max(1, visibleRowCount - 1))
        case .first: moveSelection(by: -items.count)
        case .last: moveSelection(by: items.count)
        case .activate: activateSelection()
        }
    }
}
