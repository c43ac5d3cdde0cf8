import Foundation
import TerminalUI

/// Reads a lesson file strictly (docs/TEACHING.md): every problem is an `AssetError` with the
/// file, the line and why, and nothing of a file is trusted. It must be small UTF-8 text
/// without control characters; fields are known, single ones appear once, required ones are
/// there; events, filters and values are checked against the lists a check understands; and
/// every solution must parse as a key script.
package enum LessonFileParser {
    /// Larger files are refused before they are read as text.
    package static let maximumBytes = 16 * 1024
    /// Longer lines are refused (a lesson's text wraps; one line is a sentence or two).
    package static let maximumLineLength = 300
    static let maximumHints = 8
    static let maximumExpectations = 20
    static let maximumGoals = 8
    static let maximumTitleLength = 60
    static let maximumBlockLength = 1_200

    /// The fields a lesson file may have.
    static let fields = [
        "lesson", "title", "layouts", "setup", "concept", "task", "hint", "expect", "goal", "done", "solution",
    ]

    /// Reads `data` as the lesson file at `file` (the path for messages).
    package static func parse(_ data: Data, file: String) throws(AssetError) -> Lesson {
        guard data.count <= maximumBytes else {
            throw AssetError(
                file: file, problem: "is larger than \(maximumBytes / 1024) KiB: a lesson is a page of text")
        }
        let bytes = [UInt8](data)
        if let nul = bytes.firstIndex(of: 0) {
            throw AssetError(
                file: file, line: lineNumber(ofByte: nul, in: bytes), problem: "is binary, not text (a NUL byte)")
        }
        var parser = State(file: file)
        // Lines are split on LF bytes (a CR before one is dropped: Windows line ends), then
        // decoded, so that a bad byte is reported on its own line.
        for (index, rawLine) in bytes.split(separator: 0x0A, omittingEmptySubsequences: false).enumerated() {
            let lineBytes = rawLine.last == 0x0D ? rawLine.dropLast() : rawLine
            guard let line = String(validating: lineBytes, as: UTF8.self) else {
                throw AssetError(file: file, line: index + 1, problem: "is not UTF-8 text")
            }
            try parser.read(Substring(line), number: index + 1)
        }
        return try parser.finish()
    }

    static func lineNumber(ofByte offset: Int, in bytes: [UInt8]) -> Int {
        bytes[..<offset].reduce(1) { $0 + ($1 == 0x0A ? 1 : 0) }
    }

    /// A character a lesson may not hold: C0 and C1 controls (tab and escape included), DEL,
    /// and the bidirectional overrides that make text read differently from how it is stored.
    static func forbiddenScalar(in line: Substring) -> Unicode.Scalar? {
        line.unicodeScalars.first { scalar in
            let value = scalar.value
            return value < 0x20 || (0x7F...0x9F).contains(value) || (0x202A...0x202E).contains(value)
                || (0x2066...0x2069).contains(value)
        }
    }

    /// The words of an `expect` or `goal` line, split at spaces except inside double quotes
    /// (`title="Select category"` is one word); nil when a quote is not closed.
    static func words(_ text: Substring) -> [Substring]? {
        var words: [Substring] = []
        var start: Substring.Index?
        var quoted = false
        var index = text.startIndex
        while index < text.endIndex {
            let character = text[index]
            if character == "\"" { quoted.toggle() }
            if character == " " && !quoted {
                if let begun = start { words.append(text[begun..<index]) }
                start = nil
            } else if start == nil {
                start = index
            }
            index = text.index(after: index)
        }
        if let begun = start { words.append(text[begun...]) }
        return quoted ? nil : words
    }

    /// The values of `key=VALUES`: one quoted value (`"Select category"`, spaces allowed), or
    /// values separated by commas.
    static func values(_ text: Substring) -> [String]? {
        if text.first == "\"" {
            guard text.count >= 2, text.last == "\"" else { return nil }
            let inner = text.dropFirst().dropLast()
            return inner.isEmpty || inner.contains("\"") ? nil : [String(inner)]
        }
        guard !text.contains("\"") else { return nil }
        let values = text.split(separator: ",", omittingEmptySubsequences: false).map(String.init)
        return text.isEmpty || values.contains(where: \.isEmpty) ? nil : values
    }
}
