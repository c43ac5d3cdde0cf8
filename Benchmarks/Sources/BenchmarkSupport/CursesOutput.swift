import CursesScreen
import Foundation
import TerminalUI

#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#endif

/// A real `CursesScreen` (ncursesw through `newterm`) whose "terminal" is a regular file, as
/// the curses tests run it: `TERM=xterm-256color`, the size from `LINES`/`COLUMNS`, input
/// from an empty file. Only one can be active at a time (curses is process-global).
@MainActor
public final class CursesFileScreen {
    public let screen: CursesScreen
    public let directory: String
    public let outputPath: String
    private let outputDescriptor: Int32

    public init(size: Size) throws {
        var template = Array("\(NSTemporaryDirectory())/terminalui-bench-XXXXXX".utf8CString)
        guard let made = mkdtemp(&template) else { throw CursesFileScreenError("mkdtemp failed") }
        directory = String(cString: made)
        let inputPath = directory + "/input"
        outputPath = directory + "/output"
        guard FileManager.default.createFile(atPath: inputPath, contents: Data()) else {
            throw CursesFileScreenError("cannot create \(inputPath)")
        }
        setenv("TERM", "xterm-256color", 1)
        setenv("LINES", "\(size.height)", 1)
        setenv("COLUMNS", "\(size.width)", 1)
        let options = CursesScreenOptions(
            redirectsStandardError: false, terminalType: "xterm-256color",
            inputPath: inputPath, outputPath: outputPath)
        screen = try CursesScreen(options: options)
        guard screen.size == size else {
            screen.end()
            throw CursesFileScreenError("curses took the size \(screen.size), not \(size)")
        }
        guard let descriptor = CursesFileScreen.descriptor(openOn: outputPath) else {
            screen.end()
            throw CursesFileScreenError("cannot find curses' descriptor for \(outputPath)")
        }
        outputDescriptor = descriptor
    }

    /// Bytes written to the output file since the last `truncate()`.
    public var outputSize: Int {
        var status = stat()
        guard fstat(outputDescriptor, &status) == 0 else { return -1 }
        return Int(status.st_size)
    }

    /// Empties the output file, so a long run does not fill the disk. curses writes through
    /// the descriptor with `write`, so rewinding it is enough.
    public func truncate() {
        _ = ftruncate(outputDescriptor, 0)
        _ = lseek(outputDescriptor, 0, SEEK_SET)
    }

    /// Ends curses and removes the files.
    public func end() {
        screen.end()
        try? FileManager.default.removeItem(atPath: directory)
    }

    /// The descriptor of this process that is open on `path` (the one curses' FILE uses): the
    /// first whose device and inode are the file's (fstat, on Linux and macOS alike; /proc is
    /// Linux's only). curses opened it moments ago, so it is among the first thousand.
    private static func descriptor(openOn path: String) -> Int32? {
        var file = stat()
        guard stat(path, &file) == 0 else { return nil }
        for descriptor in Int32(0)..<1024 {
            var open = stat()
            if fstat(descriptor, &open) == 0 && open.st_dev == file.st_dev && open.st_ino == file.st_ino {
                return descriptor
            }
        }
        return nil
    }
}

public struct CursesFileScreenError: Error, CustomStringConvertible {
    public let description: String
    init(_ description: String) { self.description = description }
}
