import Foundation
import SystemLibc
import TerminalUI
import Testing

@testable import CursesScreen

/// Runs the real backend without a terminal: `newterm` on `TERM=xterm-256color` writes into a
/// temporary file and reads scripted bytes from another (a regular file, or a FIFO the test
/// keeps open to type into later). The terminal type and the size are options, never the
/// environment: a `setenv` here would race with every other suite reading it.
@MainActor
final class CursesHarness {
    let directory: URL
    let inputPath: String
    let outputPath: String
    let screen: CursesScreen
    private var writer: Int32 = -1
    /// The descriptor `type(_:)` writes to (for typing from another thread).
    var writerDescriptor: Int32 { writer }

    /// - Parameters:
    ///   - input: bytes the "terminal" sends, read from a regular file (then end of file).
    ///   - fifo: read input from a FIFO instead; `type(_:)` writes into it, and reads block.
    init(
        width: Int = 40, height: Int = 10, input: [UInt8] = [], fifo: Bool = false,
        configure: (inout CursesScreenOptions) -> Void = { _ in }
    ) throws {
        directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("curses-tests-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        inputPath = directory.appendingPathComponent("input").path
        outputPath = directory.appendingPathComponent("output").path
        if fifo {
            #expect(mkfifo(inputPath, 0o600) == 0)
            // Holding a writer open keeps the reader from seeing end of file, and lets the
            // screen's fopen for reading return at once.
            writer = open(inputPath, O_RDWR | O_CLOEXEC)
            #expect(writer >= 0)
        } else {
            try Data(input).write(to: URL(fileURLWithPath: inputPath))
        }
        // The tests send signals to their own process: a stop must not end the test runner.
        var options = CursesScreenOptions(
            redirectsStandardError: false, terminalType: "xterm-256color", inputPath: inputPath,
            outputPath: outputPath, fileSize: Size(width: width, height: height), endsProcessOnSignal: false)
        configure(&options)
        do {
            screen = try CursesScreen(options: options)
        } catch {
            try? FileManager.default.removeItem(at: directory)
            if writer >= 0 { close(writer) }
            throw error
        }
    }

    /// Sends bytes as if typed (FIFO input only).
    func type(_ bytes: [UInt8]) {
        precondition(writer >= 0, "type(_:) needs a harness made with fifo: true")
        let written = bytes.withUnsafeBytes { SystemLibc.write(writer, $0.baseAddress, $0.count) }
        #expect(written == bytes.count)
    }

    func type(_ text: String) { type(Array(text.utf8)) }

    /// Closes the typing end of the FIFO, as a terminal that goes away would.
    func closeInput() {
        precondition(writer >= 0, "closeInput() needs a harness made with fifo: true")
        close(writer)
        writer = -1
    }

    /// Everything written to the "terminal" so far.
    func output() -> [UInt8] {
        (try? Array(Data(contentsOf: URL(fileURLWithPath: outputPath)))) ?? []
    }

    var outputText: String { String(decoding: output(), as: UTF8.self) }

    /// Every event until the input runs dry (`timeout` without one).
    func drainEvents(timeout: Duration = .milliseconds(60)) -> [Key] {
        var keys: [Key] = []
        while let key = screen.nextEvent(timeout: timeout) {
            keys.append(key)
            if keys.count > 100 { break }
        }
        return keys
    }

    func finish() {
        screen.end()
        if writer >= 0 {
            close(writer)
            writer = -1
        }
        try? FileManager.default.removeItem(at: directory)
    }

    // MARK: Frames

    /// A frame of the screen's size with `lines` written from the top-left corner.
    func frame(_ lines: [String], style: Style = .normal) -> CellBuffer {
        frame(lines.map { ($0, style) })
    }

    func frame(_ lines: [(String, Style)]) -> CellBuffer {
        let canvas = Canvas(size: screen.size)
        for (row, (text, style)) in lines.enumerated() {
            canvas.write(text, at: Point(x: 0, y: row), style: style)
        }
        return canvas.buffer
    }
}

/// The parameter lists of every SGR sequence (`ESC [ ... m`) in `bytes`.
func sgrParameterLists(in bytes: [UInt8]) -> [[Int]] {
    var result: [[Int]] = []
    var index = 0
    while index + 1 < bytes.count {
        guard bytes[index] == 0x1B, bytes[index + 1] == UInt8(ascii: "[") else {
            index += 1
            continue
        }
        var end = index + 2
        while end < bytes.count, (0x30...0x3F).contains(bytes[end]) { end += 1 }
        if end < bytes.count, bytes[end] == UInt8(ascii: "m") {
            let text = String(decoding: bytes[(index + 2)..<end], as: UTF8.self)
            result.append(text.split(separator: ";", omittingEmptySubsequences: false).map { Int($0) ?? 0 })
        }
        index = end
    }
    return result
}

/// How often `needle` occurs in `haystack`.
func occurrences(of needle: [UInt8], in haystack: [UInt8]) -> Int {
    guard !needle.isEmpty, haystack.count >= needle.count else { return 0 }
    var count = 0
    var index = 0
    while index <= haystack.count - needle.count {
        if haystack[index..<(index + needle.count)].elementsEqual(needle) {
            count += 1
            index += needle.count
        } else {
            index += 1
        }
    }
    return count
}

func occurrences(of needle: String, in haystack: [UInt8]) -> Int {
    occurrences(of: Array(needle.utf8), in: haystack)
}

/// The stable identity of what a file descriptor points at.
func identity(ofDescriptor descriptor: Int32) -> (UInt, UInt)? {
    var status = stat()
    guard fstat(descriptor, &status) == 0 else { return nil }
    return (UInt(status.st_dev), UInt(status.st_ino))
}
