extension NavigationController: KeyBindingPanel {
    /// What a navigation controller's keys do (besides its bar buttons' hotkeys, which the
    /// buttons carry).
    public enum KeyAction: Equatable, Sendable {
        /// Pops the top screen, as the back button does.
        case back
    }

    /// Backspace and Left pop the stack while there is a screen to go back to.
    public nonisolated static let keyBindings: KeyBindings<NavigationController> = [
        KeyBinding(
            [.backspace, .left], .back, hint: "Back", help: "Back (the navigation stack pops by itself)",
            when: { $0.canGoBack })
    ]

    /// Pops the top screen.
    public func perform(_ action: KeyAction) {
        switch action {
        case .back: _ = popViewController(animated: true)
        }
    }
}
