import SystemLibc

/// Why a file could not be written: its path and the system's reason.
package struct OutputFileError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The file.
    package var path: String
    /// What went wrong ("No space left on device").
    package var reason: String
    /// The `errno` value (EEXIST when a new file's name is taken).
    package var code: Int32

    /// "PATH: reason".
    package var description: String { "\(path): \(reason)" }
}

/// A file written with every step checked: opening, each write (whole, retried after a
/// signal), and closing, which is where some file systems report a failed write. Writes are
/// buffered, so a long recording is written in large pieces as it is made.
package final class OutputFile {
    /// How the file is opened.
    package enum Mode: Sendable {
        /// Created, or emptied when it exists.
        case replace
        /// Created; a file of that name is an error (`code` EEXIST).
        case createNew
    }

    /// The file's path, as given.
    package let path: String
    private var descriptor: Int32
    private var buffer: [UInt8] = []
    private static let bufferSize = 64 << 10

    /// Opens `path` for writing.
    package init(path: String, mode: Mode) throws(OutputFileError) {
        self.path = path
        let flags = O_WRONLY | O_CREAT | O_CLOEXEC | (mode == .replace ? O_TRUNC : O_EXCL)
        descriptor = SystemLibc.open(path, flags, 0o644)
        guard descriptor >= 0 else { throw Self.error(path) }
        buffer.reserveCapacity(Self.bufferSize)
    }

    deinit {
        if descriptor >= 0 { _ = SystemLibc.close(descriptor) }
    }

    /// Writes `text` (through the buffer).
    package func write(_ text: String) throws(OutputFileError) {
        buffer.append(contentsOf: text.utf8)
        if buffer.count >= Self.bufferSize { try flush() }
    }

    /// Writes what is buffered and closes the file; the first failure is thrown.
    package func close() throws(OutputFileError) {
        guard descriptor >= 0 else { return }
        do {
            try flush()
        } catch {
            abandon()
            throw error
        }
        let result = SystemLibc.close(descriptor)
        descriptor = -1
        if result != 0 { throw Self.error(path) }
    }

    /// Closes the file without writing what is left and removes it when it is a regular file
    /// (never a device such as /dev/full): after a failed write, a partial file is no use.
    package func abandon() {
        guard descriptor >= 0 else { return }
        var status = stat()
        let isRegular = fstat(descriptor, &status) == 0 && (status.st_mode & S_IFMT) == S_IFREG
        _ = SystemLibc.close(descriptor)
        descriptor = -1
        buffer.removeAll()
        if isRegular { _ = unlink(path) }
    }

    private func flush() throws(OutputFileError) {
        var offset = 0
        while offset < buffer.count {
            let written = buffer.withUnsafeBytes { bytes in
                SystemLibc.write(descriptor, bytes.baseAddress! + offset, bytes.count - offset)
            }
            if written < 0 {
                if errno == EINTR { continue }
                throw Self.error(path)
            }
            if written == 0 { throw OutputFileError(path: path, reason: "nothing could be written", code: EIO) }
            offset += written
        }
        buffer.removeAll(keepingCapacity: true)
    }

    private static func error(_ path: String) -> OutputFileError {
        let code = errno
        return OutputFileError(path: path, reason: String(cString: strerror(code)), code: code)
    }
}
