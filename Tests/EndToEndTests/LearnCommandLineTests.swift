import Foundation
import TestSupport
import Testing

/// The lessons on the command line: `learn` lists them (`ID  Title`), `learn ID --solution`
/// prints keys that complete one, `--lesson ID` starts the app with it running (headless too),
/// and an unknown ID is refused with the IDs there are.
@Suite("Lessons on the command line")
struct LearnCommandLineTests {
    /// The rows of `learn`'s table (after its header), as `learn` prints them.
    static func listed() throws -> [(id: String, title: String, layouts: String)] {
        let result = try DemoBinary.run(["learn"])
        return result.stdout.split(separator: "\n").dropFirst().map { line in
            let parts = line.components(separatedBy: "  ").map { $0.trimmingCharacters(in: .whitespaces) }
                .filter { !$0.isEmpty }
            return (parts[0], parts.count > 1 ? parts[1] : "", parts.last ?? "")
        }
    }

    @Test("learn prints an aligned table: ID, title, layouts, with exit 0")
    func list() throws {
        let result = try DemoBinary.run(["learn"])
        #expect(result.status == 0 && result.stderr.isEmpty, "\(result.stderr)")
        let lines = result.stdout.split(separator: "\n").map(String.init)
        #expect(lines.count >= 13)
        #expect(lines.first?.hasPrefix("ID ") == true && lines.first?.contains("  TITLE ") == true)
        #expect(lines.first?.hasSuffix("  LAYOUTS") == true, "\(lines.first ?? "")")
        let titleColumn = try #require(lines.first?.range(of: "TITLE")).lowerBound.utf16Offset(in: lines[0])
        let layoutsColumn = try #require(lines.first?.range(of: "LAYOUTS")).lowerBound.utf16Offset(in: lines[0])
        for line in lines.dropFirst() {
            let characters = Array(line)
            #expect(characters[titleColumn - 1] == " " && characters[titleColumn] != " ", "aligned: \(line)")
            #expect(characters[layoutsColumn - 1] == " " && characters[layoutsColumn] != " ", "aligned: \(line)")
        }
        #expect(lines[1].hasPrefix("seed ") && lines[1].contains("A module built from its seed"))
        #expect(lines[1].hasSuffix("compact, split"), "\(lines[1])")
        #expect(
            lines.contains { $0.hasPrefix("push-and-set ") && $0.hasSuffix("  split") }, "a split-only lesson says so")
        let rows = try Self.listed()
        #expect(rows.count == lines.count - 1 && rows.allSatisfy { !$0.id.contains(" ") && !$0.title.isEmpty })
    }

    @Test("run takes --lesson too, before or after its name, and lists it in its help")
    func runSubcommand() throws {
        for arguments in [
            ["run", "--lesson", "seed", "--headless", "--dump", "--size", "80x24", "--idiom", "compact"],
            ["--lesson", "seed", "run", "--headless", "--dump", "--size", "80x24", "--idiom", "compact"],
        ] {
            let result = try DemoBinary.run(arguments)
            #expect(result.status == 0, "\(arguments): \(result.stderr)")
            #expect(result.stdout.contains("Lesson: A module built from its seed"), "\(arguments): \(result.stdout)")
        }
        let help = try DemoBinary.run(["run", "--help"])
        #expect(help.stdout.contains("--lesson <ID>"), "\(help.stdout)")
    }

    @Test("every lesson's --solution completes it in the binary, in every layout it has")
    func solutions() throws {
        var played = 0
        for (id, _, _) in try Self.listed() {
            for idiom in ["compact", "split"] {
                let solution = try DemoBinary.run(["learn", id, "--solution", "--idiom", idiom])
                guard solution.status == 0 else {
                    #expect(solution.stderr.contains("is for the"), "\(id) \(idiom): \(solution.stderr)")
                    continue
                }
                let keys = solution.stdout.trimmingCharacters(in: .newlines)
                let result = try DemoBinary.run([
                    "--headless", "--size", "140x36", "--idiom", idiom, "--lesson", id, "--keys", keys, "--dump",
                ])
                #expect(result.status == 0, "\(id) \(idiom): \(result.stderr)")
                #expect(result.stdout.contains("✓ Lesson complete"), "\(id) \(idiom):\n\(result.stdout)")
                played += 1
            }
        }
        #expect(played >= 20)
    }

    @Test("--lesson starts the app with the lesson's panel, headless too; --ascii writes [ok]")
    func lessonPanel() throws {
        let started = try DemoBinary.run(["--headless", "--size", "100x30", "--lesson", "seed", "--dump"])
        #expect(started.status == 0)
        #expect(
            started.stdout.contains("Lesson: A module built from its seed") && started.stdout.contains("step 1 of 3"))
        let ascii = try DemoBinary.run([
            "--headless", "--size", "100x30", "--ascii", "--lesson", "seed", "--keys", "down down enter", "--dump",
        ])
        #expect(ascii.stdout.contains("[ok] Lesson complete"), "\(ascii.stdout)")
        #expect(ascii.stdout.unicodeScalars.allSatisfy { $0.isASCII })
    }

    @Test(
        "an unknown ID exits 2 and lists the IDs", arguments: [["--headless", "--lesson", "nope"], ["learn", "nope"]])
    func unknown(arguments: [String]) throws {
        let result = try DemoBinary.run(arguments)
        #expect(result.status == 2)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr.contains("no lesson 'nope'; the lessons are: seed, push-and-set,"), "\(result.stderr)")
    }

    @Test("an unknown ID full of escapes is escaped when it is echoed")
    func hostileID() throws {
        let result = try DemoBinary.run(["learn", "\u{1B}]0;x\u{07}"])
        #expect(result.status == 2)
        #expect(result.stderr.contains("no lesson '\\u{1B}]0;x\\u{7}'"), "\(result.stderr)")
        #expect(!result.stderr.unicodeScalars.contains("\u{1B}"))
    }

    @Test("a layout the lesson does not have, and --solution without an ID, are usage errors")
    func usage() throws {
        let layout = try DemoBinary.run(["learn", "push-and-set", "--solution", "--idiom", "compact"])
        #expect(layout.status == 2 && layout.stderr.contains("for the split layout, not compact"), "\(layout.stderr)")
        let noID = try DemoBinary.run(["learn", "--solution"])
        #expect(noID.status == 2 && noID.stderr.contains("--solution needs a lesson's ID"), "\(noID.stderr)")
        let replay = try DemoBinary.run(["--lesson", "seed", "--replay", "x.txt"])
        #expect(replay.status == 2 && replay.stderr.contains("--lesson does not apply with --replay"))
    }

    @Test("learn ID prints the lesson: title, concept, task, hints, how to start it")
    func page() throws {
        let result = try DemoBinary.run(["learn", "peek-and-pop"])
        #expect(result.status == 0)
        #expect(result.stdout.hasPrefix("Peek and pop (peek-and-pop; compact, split)\n"))
        #expect(result.stdout.contains("Task: Peek at Transport and cancel, then peek again and commit."))
        #expect(result.stdout.contains("Hint 1: "))
        #expect(result.stdout.contains("navigation-demo --lesson peek-and-pop"))
    }

    /// A transcript records keys with the time before each: a trailing wait has no key to
    /// carry it, so the script ends with one (the list opened and closed).
    @Test("--record writes the lesson into the transcript, and --replay starts it again")
    func recordAndReplay() throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent(
            "navdemo-\(UUID().uuidString)-lesson.txt")
        defer { try? FileManager.default.removeItem(at: file) }
        let recorded = try DemoBinary.run([
            "--headless", "--size", "100x30", "--lesson", "retain-cycle", "--keys", "3 h h esc wait:2s e esc",
            "--record",
            file.path, "--dump",
        ])
        #expect(recorded.status == 0, "\(recorded.stderr)")
        let transcript = try String(contentsOf: file, encoding: .utf8)
        #expect(transcript.contains("set lesson retain-cycle\n"))
        let replayed = try DemoBinary.run(["--headless", "--replay", file.path, "--dump"])
        #expect(replayed.stdout == recorded.stdout)
        #expect(replayed.stdout.contains("✓ Lesson complete"))
    }
}
