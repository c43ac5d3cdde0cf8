extension ButtonView: KeyBindingPanel {
    /// What a button's keys do.
    public enum KeyAction: Equatable, Sendable {
        /// Presses the button.
        case press
    }

    /// Enter and space press the button while it is enabled.
    public nonisolated static let keyBindings: KeyBindings<ButtonView> = [
        KeyBinding([.enter, .space], .press, hint: "Press", help: "Press the button", when: { $0.isEnabled })
    ]

    /// Presses the button.
    public func perform(_ action: KeyAction) {
        switch action {
        case .press: press()
        }
    }
}
