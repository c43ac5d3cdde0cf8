extension TabBarController: KeyBindingPanel {
    /// What a tab bar's keys do.
    public enum KeyAction: Equatable, Sendable {
        /// Selects the tab at an index (from 0).
        case select(Int)
    }

    /// `1`…`9` select the first nine tabs, while there are two or more.
    public nonisolated static let keyBindings: KeyBindings<TabBarController> = [
        KeyBinding(
            [
                .character("1"): .select(0), .character("2"): .select(1), .character("3"): .select(2),
                .character("4"): .select(3), .character("5"): .select(4), .character("6"): .select(5),
                .character("7"): .select(6), .character("8"): .select(7), .character("9"): .select(8),
            ], hint: KeyBinding.Hint("Tabs", keys: .offered), help: .init("Switch tabs", keys: .byKind),
            offered: { tabs, action in
                guard case .select(let index) = action else { return false }
                return tabs.viewControllers.count > 1 && index < tabs.viewControllers.count
            })
    ]

    /// Selects the tab.
    public func perform(_ action: KeyAction) {
        switch action {
        case .select(let index): selectedIndex = index
        }
    }
}
