import Foundation
import TestSupport
import Testing

/// The tour (docs/TOUR.md) and the lessons walk-through (docs/LESSONS.md): every screen (a
/// `text` block) follows the command that prints it, shown as a `sh` block of one line: `swift
/// run navigation-demo --headless --dump ARGS` (or a subcommand, `swift run navigation-demo
/// explain URL`). This test runs each command and compares, so they cannot go stale, and fails
/// on a screen without its command. `UPDATE_TOUR=1 swift test --filter Tour` rewrites the
/// screens.
@Suite("README tour")
struct TourTests {
    struct Step {
        var arguments: [String]
        var screen: String
        /// Where the screen's text sits in its document.
        var range: Range<String.Index>
    }

    static let readme = PackagePaths.root.appendingPathComponent("README.md")
    /// The documents whose screens are run: the tour and the lessons walk-through.
    static let documents = ["docs/TOUR.md", "docs/LESSONS.md"].map {
        PackagePaths.root.appendingPathComponent($0)
    }
    /// How every tour command starts.
    static let commandPrefix = "swift run navigation-demo "

    /// Splits `--size 80x16 --keys "a b"` into arguments, honouring double quotes.
    static func split(_ text: String) -> [String] {
        var arguments: [String] = []
        var current = ""
        var quoted = false
        var hasToken = false
        for character in text {
            if character == "\"" {
                quoted.toggle()
                hasToken = true
            } else if character == " " && !quoted {
                if hasToken { arguments.append(current) }
                current = ""
                hasToken = false
            } else {
                current.append(character)
                hasToken = true
            }
        }
        if hasToken { arguments.append(current) }
        return arguments
    }

    /// Each screen of a document with the arguments of the command above it. A screen whose
    /// command is missing, hidden or not the demo's is recorded as an issue.
    static func steps(in text: String, document: String = "docs/TOUR.md") -> [Step] {
        let section = text.startIndex..<text.endIndex
        var steps: [Step] = []
        var searchStart = section.lowerBound
        while let open = text.range(of: "```text\n", range: searchStart..<section.upperBound),
            let close = text.range(of: "```", range: open.upperBound..<section.upperBound)
        {
            searchStart = close.upperBound
            let before = text[section.lowerBound..<open.lowerBound]
            // The block right above: "```sh\n<command>\n```\n", with nothing between.
            let above = before.hasSuffix("```\n") ? before.dropLast(4) : nil
            guard let above, let shell = above.range(of: "```sh\n", options: .backwards),
                case let command = above[shell.upperBound...].trimmingCharacters(in: .newlines),
                !command.contains("\n"), command.hasPrefix(commandPrefix)
            else {
                let line = text[..<open.lowerBound].filter { $0 == "\n" }.count + 1
                Issue.record("the screen at \(document) line \(line) has no visible command right above it")
                continue
            }
            steps.append(
                Step(
                    arguments: split(String(command.dropFirst(commandPrefix.count))),
                    screen: String(text[open.upperBound..<close.lowerBound]),
                    range: open.upperBound..<close.lowerBound))
        }
        return steps
    }

    /// Every document's steps, read from disk.
    static func allSteps() throws -> [(document: URL, text: String, steps: [Step])] {
        try documents.map { url in
            let text = try String(contentsOf: url, encoding: .utf8)
            return (url, text, steps(in: text, document: url.lastPathComponent))
        }
    }

    @Test("every tour step's screen is what the app shows")
    func tourMatchesTheApp() throws {
        let documents = try Self.allSteps()
        #expect(documents.map(\.steps.count).reduce(0, +) >= 21)
        #expect(documents.allSatisfy { !$0.steps.isEmpty }, "each document has its steps")
        let update = ProcessInfo.processInfo.environment["UPDATE_TOUR"] == "1"
        for (url, original, steps) in documents {
            var text = original
            var replacements: [(Range<String.Index>, String)] = []
            for step in steps {
                // A subcommand (`explain`) prints as it is; anything else must print a screen.
                let isSubcommand = ["routes", "explain"].contains(step.arguments.first ?? "")
                if !isSubcommand {
                    #expect(
                        step.arguments.starts(with: ["--headless", "--dump"]),
                        "a tour command prints a screen: \(step.arguments.joined(separator: " "))")
                    #expect(
                        step.arguments.contains("--idiom") && step.arguments.contains("--size"),
                        "a tour command names its layout and size: \(step.arguments.joined(separator: " "))")
                }
                let result = try DemoBinary.run(step.arguments)
                #expect(result.status == 0, "\(step.arguments): \(result.stderr)")
                #expect(result.stderr.isEmpty, "\(step.arguments): \(result.stderr)")
                if update {
                    replacements.append((step.range, result.stdout))
                } else {
                    #expect(
                        step.screen == result.stdout,
                        "\(url.lastPathComponent): the screen for \(step.arguments.joined(separator: " ")) is stale; run UPDATE_TOUR=1 swift test --filter Tour"
                    )
                }
            }
            if update {
                for (range, screen) in replacements.reversed() { text.replaceSubrange(range, with: screen) }
                try text.write(to: url, atomically: true, encoding: .utf8)
            }
        }
    }

    @Test("the quick start gives exactly its two commands: run the demo, run the tests")
    func quickStart() throws {
        let text = try String(contentsOf: Self.readme, encoding: .utf8)
        guard let start = text.range(of: "## Quick start"),
            let block = text.range(of: "```sh\n", range: start.upperBound..<text.endIndex),
            let end = text.range(of: "```", range: block.upperBound..<text.endIndex)
        else {
            Issue.record("no quick start block")
            return
        }
        let commands = text[block.upperBound..<end.lowerBound].split(separator: "\n").map {
            $0.split(separator: "#")[0].trimmingCharacters(in: .whitespaces)
        }
        #expect(commands == ["swift run navigation-demo", "swift test"])
        let ci = try String(contentsOf: PackagePaths.root.appendingPathComponent(".ci/run"), encoding: .utf8)
        let lines = ci.split(separator: "\n").map(String.init)
        let main = lines.firstIndex(of: "swift test")
        #expect(main != nil, ".ci/run runs the README's test command")
        // After it, only the example packages' own tests.
        #expect(
            main.map { Array(lines[($0 + 1)...]).filter { !$0.isEmpty && !$0.hasPrefix("#") } } == [
                "swift test --package-path Examples/HelloRouter",
                "swift test --package-path Examples/GettingStarted",
            ])
    }
}
