import TerminalUI

/// A navigation bar button of the demo's screens, by what it does.
enum DemoBarButton: Hashable, Sendable {
    case recursion, categories, stop, cancel, shelves, logIn, next
}

extension DemoViewController: KeyBindingPanel {
    /// What the screens' own keys do.
    enum KeyAction: Equatable, Sendable {
        /// Starts the screen's comeback timer.
        case startTimer
        /// Peeks at what the selected row or button opens.
        case peek
        /// Presses a navigation bar button.
        case press(DemoBarButton)
    }

    /// The keys of the demo's screens, declared once: the timer and peek keys (offered where
    /// the screen has a timer or something to peek at) and the navigation bar buttons' letters
    /// (offered while the bar shows the button). Every screen reads its buttons' letters from
    /// here (`barButton(_:title:action:)`).
    nonisolated static let keyBindings: KeyBindings<DemoViewController> = [
        KeyBinding(
            .character("t"), .startTimer, hint: .init("Timer", position: 1),
            help: "Start the comeback timer of this screen (6 s, then it focuses on itself)",
            when: { $0.onTimerKey != nil }),
        KeyBinding(
            .character("p"), .peek, hint: .init("Peek", position: 0),
            help: .init("Peek: preview what the selected row or button opens; Enter commits", details: "Esc cancels"),
            when: { $0.offersPeek }),
        KeyBinding(
            [
                .character("r"): .press(.recursion), .character("c"): .press(.categories),
                .character("x"): .press(.stop), .character("x"): .press(.cancel), .character("h"): .press(.shelves),
                .character("l"): .press(.logIn), .character("n"): .press(.next),
            ], help: "Press a navigation bar button by its letter",
            offered: { screen, action in
                guard case .press(let button) = action else { return false }
                return screen.shownBarButton(button) != nil
            }),
    ]

    func perform(_ action: KeyAction) {
        switch action {
        case .startTimer: onTimerKey?()
        // The window finds the source under the focus (the selected row, the bar's buttons).
        case .peek: view.window?.beginPreview()
        case .press(let button): shownBarButton(button)?.press()
        }
    }
}

extension KeyBindings<DemoViewController> {
    /// The letter of a navigation bar button.
    func hotkey(of button: DemoBarButton) -> Character? {
        guard case .character(let letter) = keys(for: .press(button)).first else { return nil }
        return letter
    }
}
