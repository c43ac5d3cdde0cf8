/// Why a screen can take no more input: the app's loop must end. `Application.run()` returns
/// as soon as its screen reports one, so every app stops on these without asking for it.
public enum ScreenStop: Hashable, Sendable, CustomStringConvertible {
    /// A signal asked the process to stop (SIGTERM, SIGHUP, …) and the app did not intercept
    /// it. The curses screen ends the process with that signal once it has given the terminal
    /// back, unless told not to (`CursesScreenOptions.endsProcessOnSignal`).
    case signal(Int32)
    /// The terminal went away (end of file or an error on its input): nothing more can be
    /// read or shown.
    case terminalClosed

    /// The signal, when a signal stopped the screen.
    public var signal: Int32? {
        if case .signal(let number) = self { return number }
        return nil
    }

    /// "signal 15" or "terminal closed".
    public var description: String {
        switch self {
        case .signal(let number): "signal \(number)"
        case .terminalClosed: "terminal closed"
        }
    }
}
