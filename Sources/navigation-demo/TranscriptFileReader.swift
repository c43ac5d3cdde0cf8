import NavigationDemo
import SystemLibc
import TerminalUI

/// Reads a transcript file a line at a time with the rules of `--replay`
/// (`SessionTranscriptLineParser`), holding one line and one 64 KiB block: `export-cast` plays an
/// hour-long session without holding it. Problems come with their line: a line that is not
/// UTF-8, longer than `maximumLineBytes`, or breaks a rule of the format; a file larger than
/// `SessionTranscript.maximumBytes`; or one that cannot be read.
final class TranscriptFileReader {
    /// The longest line accepted, in bytes (a recorded line is a few dozen).
    static let maximumLineBytes = 4096

    private let descriptor: Int32
    private var parser = SessionTranscriptLineParser()
    private var block = [UInt8](repeating: 0, count: 64 << 10)
    private var blockCount = 0
    private var blockOffset = 0
    private var line: [UInt8] = []
    private var lineNumber = 0
    private var bytesRead = 0
    private var atEnd = false

    /// Opens `path`.
    init(path: String) throws(SessionTranscriptError) {
        // The words every command uses for a file that cannot be read (`FileReadProblem`).
        descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
        guard descriptor >= 0 else {
            throw SessionTranscriptError(line: 0, reason: FileReadProblem(opening: errno).text)
        }
        do {
            try BoundedFileReader.checkRegularFile(descriptor)
        } catch {
            close(descriptor)
            throw SessionTranscriptError(line: 0, reason: error.text)
        }
        line.reserveCapacity(256)
    }

    deinit { close(descriptor) }

    /// The next line's content with its number, or nil after the last line (when the
    /// transcript as a whole is checked too).
    func next() throws(SessionTranscriptError) -> (item: SessionTranscriptLineParser.Item, line: Int)? {
        while let bytes = try nextLine() {
            lineNumber += 1
            guard let text = String(validating: bytes, as: UTF8.self) else {
                throw SessionTranscriptError(line: lineNumber, reason: "not UTF-8 text")
            }
            let item = try parser.parse(text[...], number: lineNumber)
            return (item, lineNumber)
        }
        try parser.finish()
        return nil
    }

    /// The bytes of the next line without its newline; nil at the end. A file that ends with a
    /// newline has an empty last line, as `SessionTranscript(parsing:)` reads it.
    private func nextLine() throws(SessionTranscriptError) -> [UInt8]? {
        guard !atEnd else { return nil }
        line.removeAll(keepingCapacity: true)
        while true {
            if blockOffset == blockCount {
                let count = block.withUnsafeMutableBytes { read(descriptor, $0.baseAddress!, $0.count) }
                if count < 0 {
                    if errno == EINTR { continue }
                    throw Self.systemError("cannot be read", line: lineNumber + 1)
                }
                if count == 0 {
                    atEnd = true
                    return line
                }
                bytesRead += count
                guard bytesRead <= SessionTranscript.maximumBytes else {
                    throw SessionTranscriptError(
                        line: 0, reason: "larger than \(SessionTranscript.maximumBytes >> 20) MiB")
                }
                blockCount = count
                blockOffset = 0
            }
            let start = blockOffset
            var end = start
            while end < blockCount && block[end] != 0x0A { end += 1 }
            guard line.count + (end - start) <= Self.maximumLineBytes else {
                throw SessionTranscriptError(
                    line: lineNumber + 1, reason: "longer than \(Self.maximumLineBytes) bytes")
            }
            line.append(contentsOf: block[start..<end])
            if end < blockCount {
                blockOffset = end + 1
                return line
            }
            blockOffset = blockCount
        }
    }

    private static func systemError(_ what: String, line: Int = 0) -> SessionTranscriptError {
        SessionTranscriptError(line: line, reason: "\(what) (\(String(cString: strerror(errno))))")
    }
}
