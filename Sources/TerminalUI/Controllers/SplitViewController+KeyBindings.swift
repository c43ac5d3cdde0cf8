extension SplitViewController: KeyBindingPanel {
    /// What a split view's keys do.
    public enum KeyAction: Equatable, Sendable {
        /// Returns from the detail's first screen to the master, while collapsed.
        case backToMaster
        /// Moves the focus to the other column.
        case otherColumn
    }

    /// Back (Backspace, Left) returns to the master from the detail's first screen while
    /// collapsed; Tab and Shift-Tab move between the columns.
    public nonisolated static let keyBindings: KeyBindings<SplitViewController> = [
        KeyBinding([.backspace, .left], .backToMaster, hint: "Back", when: { $0.backReturnsToMaster }),
        KeyBinding(
            [.tab, .backtab], .otherColumn,
            hint: KeyBinding.Hint("Detail", dynamicLabel: { $0.focusedColumn == .master ? "Detail" : "Master" }),
            help: "Move between master and detail", when: { $0.detailViewController != nil }),
    ]

    /// Moves the focus.
    public func perform(_ action: KeyAction) {
        switch action {
        case .backToMaster: focusedColumn = .master
        case .otherColumn: focusedColumn = focusedColumn == .master ? .detail : .master
        }
    }
}
