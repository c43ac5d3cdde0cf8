import SystemLibc

/// Where TerminalUI reports misuse (presenting twice, a bad anchor). It writes to stderr,
/// which the curses screen redirects to its log file while the terminal is in use.
@MainActor
public enum TerminalUILog {
    /// Replace to route messages elsewhere (the demo sends them to its logger).
    public static var sink: ((String) -> Void)?

    /// Reports misuse: to `sink` when set, else to standard error.
    public static func warn(_ message: String) {
        if let sink {
            sink("TerminalUI: \(message)")
        } else {
            let line = Array("TerminalUI: \(message)\n".utf8)
            _ = line.withUnsafeBytes { write(2, $0.baseAddress, $0.count) }
        }
    }
}
