import Foundation
import NavigationDemo
import TerminalUI
import TestSupport
import Testing

/// Errors about input quote it safely: control characters escaped, the quote shortened, so
/// that a library user printing `description` as it is, and the command line, neither drive
/// the terminal nor flood it. (Found: a bad key token of a 1 MB transcript line was echoed
/// whole, with its control characters raw in the library's errors.)
@Suite("Hostile error text")
struct HostileErrorTextTests {
    static func isSafe(_ text: String) -> Bool { !text.unicodeScalars.contains(where: FuzzInvariants.isUnsafe) }

    @Test("a key-script error quotes at most 40 characters of the token, escaped")
    func keyScriptError() {
        let long = "\u{1B}[31m" + String(repeating: "x", count: 1_000_000)
        #expect(throws: KeyScriptError.self) { try KeyScript.parse("down " + long) }
        do {
            _ = try KeyScript.parse("down " + long)
        } catch {
            #expect(error.token == long, "the token itself stays as written")
            #expect(error.description.count < 500, "\(error.description.count) characters")
            #expect(Self.isSafe(error.description))
            #expect(error.description.hasPrefix("bad key token '\\u{1B}[31mxxx"), "\(error.description.prefix(60))")
            #expect(error.description.contains("…"))
        }
    }

    @Test("a transcript error quotes a hostile line in part, escaped")
    func transcriptError() {
        let line = "+0.1 " + String(repeating: "\u{9B}", count: 500_000)
        let time = "+\u{202E}1 down"
        for (text, expected) in [(line, "line 2: bad key token '\\u{9B}"), (time, "line 2: bad time +\\u{202E}1")] {
            do {
                _ = try SessionTranscript(parsing: "# session transcript 1\n" + text + "\n")
                Issue.record("accepted")
            } catch {
                #expect(error.description.count <= SessionTranscriptError.maximumDescriptionLength)
                #expect(Self.isSafe(error.description))
                #expect(error.description.hasPrefix(expected), "\(error.description.prefix(80))")
            }
        }
    }

    @Test("a script printed back reads the same, combining marks after a separator included")
    func scriptRoundTrip() throws {
        // The fuzzer's first find: a tab followed by a combining mark is one character, which
        // was no separator, so the printed script read differently.
        let steps = try KeyScript.parse("f\t\u{321} down \u{301}")
        #expect(
            steps == [.key(.character("f")), .key(.character("\u{321}")), .key(.down), .key(.character("\u{301}"))])
        let printed = steps.map(\.description).joined(separator: " ")
        #expect(try KeyScript.parse(printed) == steps)
    }

    @Test("the command line prints a 100 kB token in a short line")
    func commandLine() throws {
        // (An argument can be at most 128 KiB; a transcript line, below, can be longer.)
        let result = try DemoBinary.run([
            "--headless", "--keys", "down \u{1B}]0;" + String(repeating: "y", count: 100_000),
        ])
        #expect(result.status == 2)
        #expect(result.stderr.utf8.count < 1_000, "\(result.stderr.utf8.count) bytes")
        #expect(Self.isSafe(result.stderr.replacingOccurrences(of: "\n", with: "")))
    }

    @Test("--replay of a device, a folder and a 1 MB line says what it is")
    func replayFiles() throws {
        let line = FileManager.default.temporaryDirectory.appendingPathComponent("hostile-\(UUID()).rec")
        try ("# session transcript 1\n+0.1 " + String(repeating: "z", count: 1 << 20) + "\n").write(
            to: line, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: line) }
        for (path, problem) in [
            ("/dev/zero", "--replay /dev/zero: is a device, not a file"),
            ("/tmp", "--replay /tmp: is a folder, not a file"),
            (line.path, "line 2: bad key token 'zzz"),
        ] {
            let result = try DemoBinary.run(["--headless", "--replay", path])
            #expect(result.status == 2)
            #expect(result.stderr.contains(problem), "\(result.stderr.prefix(300))")
            #expect(result.stderr.utf8.count < 1_000)
        }
    }
}
