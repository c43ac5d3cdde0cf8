import SystemLibc

/// The transcript `--record` writes: one line at a time, straight to the file (a session that
/// crashes still leaves its keys up to the last), every write checked. The first failure
/// stops the writing and is kept, with a count of the lines lost after it, for the run to
/// report once at its end (`finish()`).
final class RecordingFile {
    let path: String
    private var descriptor: Int32
    private var failure: String?
    private var linesLost = 0

    /// Opens (creates or empties) `path`.
    init(path: String) throws(SessionFiles.Problem) {
        self.path = path
        descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else {
            throw SessionFiles.Problem(description: "--record \(path): \(String(cString: strerror(errno)))")
        }
    }

    deinit {
        if descriptor >= 0 { close(descriptor) }
    }

    /// Writes `text` whole, unless an earlier write failed.
    func write(_ text: String) {
        guard failure == nil, descriptor >= 0 else {
            linesLost += Self.lineCount(text)
            return
        }
        var bytes = Array(text.utf8)[...]
        while !bytes.isEmpty {
            let written = bytes.withUnsafeBytes { SystemLibc.write(descriptor, $0.baseAddress, $0.count) }
            if written < 0 && errno == EINTR { continue }
            guard written > 0 else {
                failure = written < 0 ? String(cString: strerror(errno)) : "nothing could be written"
                linesLost = Self.lineCount(text)
                return
            }
            bytes = bytes.dropFirst(written)
        }
    }

    private static func lineCount(_ text: String) -> Int {
        max(1, text.utf8.reduce(0) { $1 == 0x0A ? $0 + 1 : $0 })
    }

    /// Cuts the file back to its first `length` bytes (the key that quit is no part of the
    /// session); a failure is kept like a failed write.
    func truncate(toLength length: Int) {
        guard failure == nil, descriptor >= 0 else { return }
        if ftruncate(descriptor, off_t(length)) != 0 { failure = String(cString: strerror(errno)) }
    }

    /// Closes the file; returns what went wrong, in words for the command line, or nil.
    func finish() -> String? {
        if descriptor >= 0 {
            let closed = close(descriptor)
            descriptor = -1
            if closed != 0 && failure == nil { failure = String(cString: strerror(errno)) }
        }
        guard let failure else { return nil }
        let lost = linesLost > 0 ? " (\(linesLost) line\(linesLost == 1 ? "" : "s") lost)" : ""
        return "--record \(path): cannot write: \(failure); the transcript is incomplete\(lost)"
    }
}
