import Foundation
import NavigationDemo
import TestSupport
import Testing

/// Hostile lesson files, given to the real binary: each copy of `demo-assets` gets one bad
/// lesson, and the demo (and `learn`) must stop before the terminal is touched with exit
/// status 2 and one line naming the file, the line and the problem, never a trap and never a
/// raw control character.
@Suite("Bad lesson files")
struct BadLessonFilesTests {
    struct Case: Sendable, CustomTestStringConvertible {
        let name: String
        /// The file named in the message, under the assets folder.
        let file: String
        /// `:LINE` when the problem has a line.
        let line: Int?
        let problem: String
        let corrupt: @Sendable (AssetFolder) throws -> Void
        var testDescription: String { name }
    }

    static let seed = "lessons/01-seed.lesson"

    /// The seed lesson with `old` replaced by `new`.
    static func editSeed(_ folder: AssetFolder, _ old: String, _ new: String) throws {
        let text = try String(contentsOf: folder.file(seed), encoding: .utf8)
        precondition(text.contains(old))
        try folder.write(seed, text.replacingOccurrences(of: old, with: new))
    }

    static let cases: [Case] = [
        Case(name: "a huge file", file: "lessons/50-huge.lesson", line: nil, problem: "is larger than 16 KiB") {
            try $0.write("lessons/50-huge.lesson", String(repeating: "# a comment line\n", count: 100_000))
        },
        Case(
            name: "a binary file", file: "lessons/50-binary.lesson", line: 1,
            problem: "is binary, not text (a NUL byte)"
        ) {
            try $0.write("lessons/50-binary.lesson", bytes: (0..<4096).map { UInt8(truncatingIfNeeded: $0 &* 131) })
        },
        Case(name: "Latin-1 text", file: seed, line: 3, problem: "is not UTF-8 text") { folder in
            var bytes = [UInt8](try Data(contentsOf: folder.file(seed)))
            let offset = [UInt8]("title: ".utf8)
            let index = (0..<bytes.count).first { Array(bytes[$0..<min(bytes.count, $0 + offset.count)]) == offset }!
            bytes.insert(0xE9, at: index + offset.count)
            try folder.write(seed, bytes: bytes)
        },
        Case(
            name: "an escape sequence in a title", file: seed, line: 3,
            problem: "control character U+001B: lessons are plain text"
        ) { try editSeed($0, "title: A module", "title: \u{1B}]0;pwned\u{07}\u{1B}[2J A module") },
        Case(name: "an unknown event", file: seed, line: 23, problem: "unknown event 'router-called'") {
            try editSeed($0, "expect: router-call ", "expect: router-called ")
        },
        Case(
            name: "an unknown event with escapes in its name", file: seed, line: 23, problem: "control character U+001B"
        ) { try editSeed($0, "expect: router-call ", "expect: \u{1B}[31mrouter-call ") },
        Case(
            name: "an unknown relation", file: seed, line: 25,
            problem:
                "performed takes no 'while' (it takes: router, method, site, initiator, same-call, title, module, forwarded, inside)"
        ) { try editSeed($0, "expect: performed same-call=1 ", "expect: performed while=1 ") },
        Case(
            name: "a relation to a later step", file: seed, line: 25,
            problem: "inside=3 names no earlier expect line (this is 3)"
        ) { try editSeed($0, "expect: performed same-call=1 ", "expect: performed inside=3 ") },
        Case(name: "an unknown goal", file: seed, line: 26, problem: "a goal is about one of: screen, no-screen, tab") {
            try editSeed($0, "goal: screen ", "goal: screens ")
        },
        Case(
            name: "a sentence of done that cites nothing", file: seed, line: 28,
            problem: "done: 'The router method handed Marshroute a closure inst' cites nothing"
        ) { try editSeed($0, "instead of a screen [1].", "instead of a screen.") },
        Case(name: "a duplicate id", file: "lessons/99-copy.lesson", line: nil, problem: "the id 'seed' is taken by") {
            folder in
            try FileManager.default.copyItem(at: folder.file(seed), to: folder.file("lessons/99-copy.lesson"))
        },
        Case(name: "a file that is not a lesson", file: "lessons/notes.txt", line: nil, problem: "is not a lesson") {
            try $0.write("lessons/notes.txt", "todo")
        },
        Case(name: "no lessons folder", file: "lessons", line: nil, problem: "missing (the lessons folder)") {
            try $0.remove("lessons")
        },
    ]

    @Test("the demo and learn refuse it with exit 2 and file:line: why", arguments: cases)
    func refused(_ testCase: Case) throws {
        let folder = try AssetFolder()
        try testCase.corrupt(folder)
        let location = "\(folder.path)/\(testCase.file)\(testCase.line.map { ":\($0)" } ?? "")"
        for arguments in [["--headless", "--assets", folder.path, "--dump"], ["learn", "--assets", folder.path]] {
            let result = try DemoBinary.run(arguments)
            #expect(result.signal == nil, "it trapped: \(result.stderr)")
            #expect(result.status == 2, "\(arguments): \(result.stderr)")
            #expect(result.stdout.isEmpty)
            #expect(result.stderr.contains("navigation-demo: \(location): \(testCase.problem)"), "\(result.stderr)")
            #expect(result.stderr.split(separator: "\n").count == 1, "one line: \(result.stderr)")
            let raw = result.stderr.unicodeScalars.filter { FuzzInvariants.isUnsafe($0) && $0 != "\n" }
            #expect(raw.isEmpty, "raw control characters on the terminal: \(raw.map { String($0.value, radix: 16) })")
        }
    }
}
