import TerminalUI

extension RewoundAppView: KeyBindingPanel {
    enum KeyAction: Equatable, Sendable {
        case returnToPresent
    }

    /// Esc on the app as it was returns to the present.
    nonisolated static let keyBindings: KeyBindings<RewoundAppView> = [
        KeyBinding(
            .escape, .returnToPresent, hint: .init("Back to the present", essential: true),
            help: "Back to the present")
    ]

    func perform(_ action: KeyAction) {
        switch action {
        case .returnToPresent: onEscape?()
        }
    }
}
