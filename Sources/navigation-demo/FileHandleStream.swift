import SystemLibc

/// Writes text to a file descriptor (stdout or stderr) without buffering surprises.
struct FileHandleStream: TextOutputStream {
    let descriptor: Int32

    static let standardOutput = FileHandleStream(descriptor: 1)
    static let standardError = FileHandleStream(descriptor: 2)

    func write(_ string: String) {
        _ = writeWhole(string)
    }

    /// Writes `string` whole; on failure says so on stderr, once for the process, and returns
    /// false. For what the user asked to see (`--dump`, `routes`, `explain`): output that
    /// cannot be written (a full disk, a closed file) is an error, not silence.
    func writeOrReport(_ string: String) -> Bool {
        guard let code = writeWhole(string) else { return true }
        FileHandleStream.standardError.write(
            "navigation-demo: cannot write to \(descriptor == 1 ? "standard output" : "descriptor \(descriptor)"): "
                + String(cString: strerror(code)) + "\n")
        return false
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
