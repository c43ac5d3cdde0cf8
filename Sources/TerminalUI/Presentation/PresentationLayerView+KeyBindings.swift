extension PresentationLayerView: KeyBindingPanel {
    enum KeyAction: Equatable, Sendable {
        /// Closes the presentation, as a tap on UIKit's dimming view does.
        case close
    }

    /// Esc closes a sheet or a popover (the styles the container dismisses).
    nonisolated static let keyBindings: KeyBindings<PresentationLayerView> = [
        KeyBinding(
            .escape, .close, hint: "Close", help: "Close a bottom sheet or a popover",
            when: { $0.style.isDismissedByContainer })
    ]

    func perform(_ action: KeyAction) {
        switch action {
        case .close: dismissByContainer()
        }
    }
}
