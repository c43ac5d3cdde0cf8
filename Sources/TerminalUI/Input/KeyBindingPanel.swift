/// Something that owns a table of keys (`KeyBindings`): a view, a view controller, an app's
/// window-wide keys. It declares its actions as a type and runs them; which key runs which
/// action, what the key-hint line and the help say about it, and when it is offered are the
/// table's.
///
/// A view or controller hands its keys to the table and takes its hints from it:
///
/// ```swift
/// final class NotesList: View, KeyBindingPanel {
///     enum KeyAction: Equatable, Sendable { case archive }
///     nonisolated static let keyBindings: KeyBindings<NotesList> = [
///         KeyBinding(.character("a"), .archive, hint: "Archive", help: "Archive the note")
///     ]
///     func perform(_ action: KeyAction) { /* … */ }
///     override func handleKey(_ key: Key) -> Bool { Self.keyBindings.handle(key, on: self) }
///     override var keyHints: [KeyHint] { Self.keyBindings.hints(on: self, glyphs: glyphs) }
///     override var offeredKeys: [Key] { Self.keyBindings.offeredKeys(on: self) }
/// }
/// ```
@MainActor
public protocol KeyBindingPanel: AnyObject {
    /// What the panel's keys do.
    associatedtype KeyAction: Equatable & Sendable
    /// Runs `action`: a key bound to it was pressed while it was offered.
    func perform(_ action: KeyAction)
}
