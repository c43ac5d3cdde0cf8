import SystemLibc

/// Reads a file the user or the data names (an asset, a lesson, a transcript), refusing what
/// is not a plain file of a sensible size before reading a byte of it: a device such as
/// /dev/zero would never end, a folder cannot be read, and a huge file would be held whole.
/// Each refusal says what was found, in the same words for every command (`FileReadProblem`).
package enum BoundedFileReader {
    /// Reads `path`, at most `limit` bytes.
    /// - Throws: the problem in words ("no such file", "is a folder, not a file", "is larger than
    ///   1 MiB", "cannot be read (Permission denied)", …), for a message naming the file.
    package static func read(_ path: String, limit: Int) throws(FileReadProblem) -> [UInt8] {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
        guard descriptor >= 0 else { throw FileReadProblem(opening: errno) }
        defer { close(descriptor) }
        try checkRegularFile(descriptor)
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { throw .unreadable(reason: systemReason(errno)) }
        guard status.st_size <= limit else { throw .tooLarge(limit: limit) }
        // The size said at open time is a hint: read one byte past the limit to notice a file
        // that grew.
        var bytes = [UInt8](repeating: 0, count: Int(status.st_size) + 1)
        var count = 0
        while true {
            if count == bytes.count {
                guard count <= limit else { throw .tooLarge(limit: limit) }
                bytes += [UInt8](repeating: 0, count: min(64 << 10, limit + 1 - count))
            }
            let read = bytes.withUnsafeMutableBytes { buffer in
                SystemLibc.read(descriptor, buffer.baseAddress! + count, buffer.count - count)
            }
            if read < 0 {
                if errno == EINTR { continue }
                throw .unreadable(reason: systemReason(errno))
            }
            if read == 0 { break }
            count += read
        }
        guard count <= limit else { throw .tooLarge(limit: limit) }
        bytes.removeSubrange(count...)
        return bytes
    }

    /// Refuses an open file that is not a regular file, saying what it is.
    package static func checkRegularFile(_ descriptor: Int32) throws(FileReadProblem) {
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { throw .unreadable(reason: systemReason(errno)) }
        switch status.st_mode & S_IFMT {
        case S_IFREG: break
        case S_IFDIR: throw .notAFile(kind: "a folder")
        case S_IFCHR, S_IFBLK: throw .notAFile(kind: "a device")
        case S_IFIFO: throw .notAFile(kind: "a pipe")
        case S_IFSOCK: throw .notAFile(kind: "a socket")
        default: throw .notAFile(kind: "not a regular file")
        }
    }

    static func systemReason(_ code: Int32) -> String {
        String(cString: strerror(code))
    }
}

/// Why a file could not be read, in the words every command uses.
package enum FileReadProblem: Error, Equatable, CustomStringConvertible {
    case missing
    case notAFile(kind: String)
    case tooLarge(limit: Int)
    case unreadable(reason: String)

    /// Why `open` failed with `code`.
    package init(opening code: Int32) {
        self = code == ENOENT ? .missing : .unreadable(reason: BoundedFileReader.systemReason(code))
    }

    /// The problem in words, after the file's path.
    package var description: String { text }

    /// The problem in words, after the file's path.
    package var text: String {
        switch self {
        case .missing: "no such file"
        case .notAFile(let kind): kind.hasPrefix("not ") ? "is \(kind)" : "is \(kind), not a file"
        case .tooLarge(let limit): "is larger than " + (limit >= 1 << 20 ? "\(limit >> 20) MiB" : "\(limit >> 10) KiB")
        case .unreadable(let reason): "cannot be read (\(reason))"
        }
    }
}
