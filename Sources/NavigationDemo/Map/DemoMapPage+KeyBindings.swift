import TerminalUI

extension DemoMapPage: KeyBindingPanel {
    /// What the Map page's keys do.
    enum KeyAction: Equatable, Sendable {
        /// The transition above or below.
        case up, down
        /// Shows or folds the selected transition's router method.
        case code
    }

    /// The Map page's keys, over the app (beside it the app keeps them and the page scrolls).
    nonisolated static let keyBindings: KeyBindings<DemoMapPage> = [
        KeyBinding(
            [.up: .up, .down: .down, .character("k"): .up, .character("j"): .down],
            hint: .init("Move", keys: .firstTwo), help: .init("Select a transition on the map", keys: .byKind),
            offered: { page, _ in page.hasTransitions }),
        KeyBinding(
            .enter, .code, hint: "Code", help: "Show the selected transition's router method",
            when: { $0.hasTransitions }),
    ]

    func perform(_ action: KeyAction) {
        switch action {
        case .up: moveSelection(by: -1)
        case .down: moveSelection(by: 1)
        case .code: toggleCode()
        }
    }
}
