/// The keys of a peek while it shows (`Window.beginPreview()`): Enter opens what it previews,
/// Esc cancels it. Every other key goes to the window's own commands.
@MainActor
public final class PeekKeys: KeyBindingPanel {
    /// What a key does to the peek.
    public enum KeyAction: Equatable, Sendable {
        /// Opens the previewed screen: the frozen transition runs.
        case commit
        /// Closes the preview: the transition never runs.
        case cancel
    }

    /// The peek's keys.
    public nonisolated static let keyBindings: KeyBindings<PeekKeys> = [
        KeyBinding(.enter, .commit, hint: "Open", help: "Open what the peek shows"),
        KeyBinding(.escape, .cancel, hint: "Cancel", help: "Cancel the peek"),
    ]

    private unowned let window: Window

    init(window: Window) {
        self.window = window
    }

    /// Ends the window's peek.
    public func perform(_ action: KeyAction) {
        window.endPreview(commit: action == .commit)
    }
}
