import TerminalUI

/// The app as it was: a copy replayed up to a moment (`InspectorRewinding.replay(to:)`). While
/// the app is rewound the inspector draws the copy's window over the running app, frozen, and
/// shows the copy's inspector pages in its own panel; it calls `close` when the app returns to
/// the present or rewinds elsewhere.
@MainActor
public struct InspectorReplay {
    /// The copy's window, drawn over the running app.
    public let window: Window
    /// The copy's inspector, whose tree, timeline and ledger the panel shows.
    public let inspector: Inspector
    /// Ends the copy (its timers, a peek still showing).
    let close: @MainActor () -> Void

    /// A replay shown through `window` and `inspector`, ended by `close`.
    public init(window: Window, inspector: Inspector, close: @escaping @MainActor () -> Void) {
        self.window = window
        self.inspector = inspector
        self.close = close
    }
}
