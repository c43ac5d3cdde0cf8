import SystemLibc

/// The width printed tables must fit: `COLUMNS` when it is a positive number (as
/// argument-parser's help reads it), else the terminal's own width when standard output is
/// one; nil when output goes to a pipe or a file, which take any width.
enum TerminalWidth {
    static func current(environment: [String: String]) -> Int? {
        if let text = environment["COLUMNS"], let columns = Int(text), columns > 0 { return columns }
        guard isatty(1) == 1 else { return nil }
        var size = winsize()
        guard ioctl(1, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 else { return nil }
        return Int(size.ws_col)
    }
}
