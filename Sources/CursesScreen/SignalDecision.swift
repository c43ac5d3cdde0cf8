import SystemLibc

/// What an app decides about a stop signal it intercepted (`CursesScreen.intercept`).
public enum SignalDecision: Sendable {
    /// Stop as if the signal had not been intercepted: `stopReason` becomes `.signal`, the
    /// loop ends, and `end()` ends the process with the signal.
    case stop
    /// The app dealt with it; the screen runs on.
    case keepRunning
}

extension CursesScreen {
    /// The signals that stop a screen unless intercepted, in the order they are taken when
    /// several arrive together: each one's default action would end the process and leave
    /// the terminal in raw mode on the alternate screen with the cursor hidden.
    nonisolated public static let stopSignals: [Int32] = [SIGTERM, SIGINT, SIGHUP, SIGQUIT, SIGUSR1, SIGUSR2, SIGALRM]
}
