import SystemLibc

/// Writes text to a file descriptor (stdout or stderr) without buffering surprises.
struct FileHandleStream: TextOutputStream {
    let descriptor: Int32

    static let standardOutput = FileHandleStream(descriptor: 1)
    static let standardError = FileHandleStream(descriptor: 2)

    func write(_ string: String) {
        _ = writeWhole(string)
    }

    /// Writes `string` whole. For what the user asked to see (`--dump`, `routes`, `explain`):
    /// output that cannot be written (a full disk, a closed file) is a failure (status 1), not
    /// silence.
    func writeAll(_ string: String) throws(CommandFailure) {
        guard let code = writeWhole(string) else { return }
        let name = descriptor == 1 ? "standard output" : "descriptor \(descriptor)"
        throw .incomplete("cannot write to \(name): " + String(cString: strerror(code)))
    }

    /// Nil when every byte was written, else the `errno` of the failure.
    private func writeWhole(_ string: String) -> Int32? {
        var bytes = Array(string.utf8)
        var offset = 0
        while offset < bytes.count {
            let written = bytes.withUnsafeMutableBytes { buffer in
                SystemLibc.write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
            }
            if written < 0 && errno == EINTR { continue }
            if written <= 0 { return written < 0 ? errno : EIO }
            offset += written
        }
        return nil
    }
}
