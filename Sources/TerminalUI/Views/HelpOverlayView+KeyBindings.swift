extension HelpOverlayView: KeyBindingPanel {
    /// What the help's keys do.
    public enum KeyAction: Equatable, Sendable {
        /// Closes the overlay.
        case close
        /// Scrolls a line, a page, or to an end.
        case lineUp, lineDown, pageUp, pageDown, top, bottom
    }

    /// Esc, Enter and `?` close the help; the arrows, `j` `k`, PgUp PgDn (or space), Home and
    /// End scroll it while it does not fit.
    public nonisolated static let keyBindings: KeyBindings<HelpOverlayView> = [
        KeyBinding([.escape, .enter, .character("?")], .close, hint: "Close", help: "Close this help"),
        KeyBinding(
            [
                .up: .lineUp, .down: .lineDown, .character("k"): .lineUp, .character("j"): .lineDown,
                .pageUp: .pageUp, .pageDown: .pageDown, .character(" "): .pageDown, .home: .top, .end: .bottom,
            ], hint: KeyBinding.Hint("Scroll", keys: .firstTwo), help: .init("Scroll", keys: .byKind),
            offered: { help, _ in help.scrolls }),
    ]

    /// Closes or scrolls the overlay.
    public func perform(_ action: KeyAction) {
        switch action {
        case .close: close()
        case .lineUp: scroll { offset, _ in offset - 1 }
        case .lineDown: scroll { offset, _ in offset + 1 }
        case .pageUp: scroll { offset, page in offset - max(1, page - 1) }
        case .pageDown: scroll { offset, page in offset + max(1, page - 1) }
        case .top: scroll { _, _ in 0 }
        case .bottom: scroll { _, _ in .max }
        }
    }
}
