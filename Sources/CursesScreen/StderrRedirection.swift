import SystemLibc

/// Points file descriptor 2 at a log file while curses owns the terminal, and back again.
///
/// Anything written to stderr during a session (a Swift "Fatal error" line, the runtime's
/// crash report, a library's warning) would otherwise land on the alternate screen and be
/// wiped by the next frame or by `endwin`.
struct StderrRedirection {
    /// The log file stderr goes to.
    let path: String
    /// A duplicate of the original stderr, for the fatal-signal message and for `end()`.
    let originalDescriptor: Int32
    /// True when the path was chosen by us, so an empty log can be removed at the end.
    let removeWhenEmpty: Bool

    /// `$TMPDIR/terminalui-<pid>.log`, or under `/tmp` when `TMPDIR` is not set.
    static func defaultPath() -> String {
        var directory = "/tmp"
        if let value = getenv("TMPDIR"), value.pointee != 0 {
            directory = String(cString: value)
            while directory.count > 1 && directory.hasSuffix("/") { directory.removeLast() }
        }
        return "\(directory)/terminalui-\(getpid()).log"
    }

    /// Opens (appends to) the log and makes it stderr.
    static func begin(path requestedPath: String?) throws(CursesScreenError) -> StderrRedirection {
        let path = requestedPath ?? defaultPath()
        let log = open(path, O_WRONLY | O_CREAT | O_APPEND | O_CLOEXEC, 0o600)
        guard log >= 0 else { throw .system("open(log file)", path) }
        defer { close(log) }
        let original = dup(STDERR_FILENO)
        guard original >= 0 else { throw .system("dup(stderr)") }
        guard dup2(log, STDERR_FILENO) >= 0 else {
            let code = errno
            close(original)
            throw .system("dup2(log file, stderr)", path, errno: code)
        }
        return StderrRedirection(path: path, originalDescriptor: original, removeWhenEmpty: requestedPath == nil)
    }

    /// Puts the original stderr back; removes the log if we picked it and nothing was logged.
    func end() {
        _ = dup2(originalDescriptor, STDERR_FILENO)
        close(originalDescriptor)
        if removeWhenEmpty {
            var status = stat()
            if stat(path, &status) == 0 && status.st_size == 0 {
                unlink(path)
            }
        }
    }
}
