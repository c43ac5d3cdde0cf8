#if canImport(Glibc)
    import Glibc
#endif

/// Writes text to a file descriptor (stdout or stderr) without buffering surprises.
struct FileHandleStream: TextOutputStream {
    let descriptor: Int32

    static let standardOutput = FileHandleStream(descriptor: 1)
    static let standardError = FileHandleStream(descriptor: 2)

    func write(_ string: String) {
        var bytes = Array(string.utf8)
        var offset = 0
        while offset < bytes.count {
            let written = bytes.withUnsafeMutableBytes { buffer in
                Glibc.write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
            }
            if written <= 0 { break }
            offset += written
        }
        bytes.removeAll()
    }
}
