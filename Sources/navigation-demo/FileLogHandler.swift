import Foundation
import Logging
import SystemLibc

/// A log file shared by every logger of the process: opened once for appending, one `write`
/// per line, so that lines from the loggers and from stderr (which a curses session sends to
/// the same file) never mix within a line.
final class LogFile: @unchecked Sendable {
    let path: String
    private let descriptor: Int32
    private let lock = NSLock()
    /// The file's size when it was opened (`--log-file` appends to what is there).
    private let startSize: Int

    init(path: String) throws(LogFileError) {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_APPEND | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else { throw LogFileError(path: path, reason: String(cString: strerror(errno))) }
        self.path = path
        self.descriptor = descriptor
        var status = stat()
        startSize = fstat(descriptor, &status) == 0 ? Int(status.st_size) : 0
    }

    deinit { close(descriptor) }

    /// Why the log could not be written (the first failure) and how many lines were lost:
    /// the command line reports it once, when the run ends.
    private var failure: String?
    private var linesLost = 0
    private var bytesWritten = 0
    private var problems = 0

    /// Appends a line; `level` counts it among the warnings and errors when it is one.
    func append(_ line: String, level: Logger.Level) {
        var bytes = Array(line.utf8)[...]
        lock.lock()
        defer { lock.unlock() }
        if level >= .warning { problems += 1 }
        guard failure == nil else {
            linesLost += 1
            return
        }
        while !bytes.isEmpty {
            let written = bytes.withUnsafeBytes { SystemLibc.write(descriptor, $0.baseAddress, $0.count) }
            if written < 0 && errno == EINTR { continue }
            guard written > 0 else {
                failure = written < 0 ? String(cString: strerror(errno)) : "nothing could be written"
                linesLost = 1
                return
            }
            bytes = bytes.dropFirst(written)
            bytesWritten += written
        }
    }

    /// How many warnings, errors and critical messages were logged since the file was opened.
    var problemCount: Int {
        lock.lock()
        defer { lock.unlock() }
        return problems
    }

    /// Whether something besides the loggers wrote to the file since it was opened: standard
    /// error, which a curses session sends there (a runtime's message, a library's warning).
    var holdsOtherOutput: Bool {
        lock.lock()
        defer { lock.unlock() }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { return false }
        return Int(status.st_size) > startSize + bytesWritten
    }

    /// Removes the file (a log of the default place that holds nothing worth keeping).
    func remove() { unlink(path) }

    /// What could not be written, in words for the command line, or nil.
    var problem: String? {
        lock.lock()
        defer { lock.unlock() }
        guard let failure else { return nil }
        return "--log-file \(path): cannot write: \(failure) (\(linesLost) line\(linesLost == 1 ? "" : "s") lost)"
    }
}

/// Why `--log-file` could not be opened.
struct LogFileError: Error, CustomStringConvertible {
    let path: String
    let reason: String
    var description: String { "cannot open the log file \(path): \(reason)" }
}

/// Writes one line per message: time (UTC, ISO 8601), level, label, message, metadata; control
/// characters in any of them are escaped, so a log read in a terminal cannot drive it.
struct FileLogHandler: LogHandler {
    let label: String
    let file: LogFile
    var logLevel: Logger.Level = .info
    var metadata: Logger.Metadata = [:]

    subscript(metadataKey key: String) -> Logger.Metadata.Value? {
        get { metadata[key] }
        set { metadata[key] = newValue }
    }

    func log(event: LogEvent) {
        var merged = metadata
        if let extra = event.metadata { merged.merge(extra) { _, new in new } }
        let fields = merged.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }.joined(separator: " ")
        let time = Date().formatted(.iso8601)
        let text = "\(time) \(event.level) \(label): \(event.message)" + (fields.isEmpty ? "" : " \(fields)")
        file.append(TerminalSafeText.escaped(text) + "\n", level: event.level)
    }
}
