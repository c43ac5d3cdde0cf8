import Foundation
import Testing

/// The README's tour: every `<!-- tour: ARGS -->` marker is followed by the screen that
/// `navigation-demo --headless --dump ARGS` prints. This test runs each one and compares, so
/// the tour cannot go stale. `UPDATE_TOUR=1 swift test --filter Tour` rewrites the screens.
@Suite("README tour")
struct TourTests {
    struct Step {
        var arguments: [String]
        var screen: String
        /// Where the screen's text sits in the README.
        var range: Range<String.Index>
    }

    static let readme = DemoBinary.packageRoot.appendingPathComponent("README.md")

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

    static func steps(in text: String) -> [Step] {
        var steps: [Step] = []
        var searchStart = text.startIndex
        while let marker = text.range(of: "<!-- tour: ", range: searchStart..<text.endIndex),
            let markerEnd = text.range(of: " -->", range: marker.upperBound..<text.endIndex),
            let open = text.range(of: "```text\n", range: markerEnd.upperBound..<text.endIndex),
            let close = text.range(of: "```", range: open.upperBound..<text.endIndex)
        {
            let arguments = split(String(text[marker.upperBound..<markerEnd.lowerBound]))
            steps.append(
                Step(
                    arguments: arguments, screen: String(text[open.upperBound..<close.lowerBound]),
                    range: open.upperBound..<close.lowerBound))
            searchStart = close.upperBound
        }
        return steps
    }

    @Test("every tour step's screen is what the app shows")
    func tourMatchesTheApp() throws {
        var text = try String(contentsOf: Self.readme, encoding: .utf8)
        let steps = Self.steps(in: text)
        #expect(steps.count >= 21)
        let update = ProcessInfo.processInfo.environment["UPDATE_TOUR"] == "1"
        var replacements: [(Range<String.Index>, String)] = []
        for step in steps {
            // A subcommand (`explain`) runs as written; anything else is a headless dump.
            let isSubcommand = ["routes", "explain"].contains(step.arguments.first ?? "")
            let result = try DemoBinary.run((isSubcommand ? [] : ["--headless", "--dump"]) + step.arguments)
            #expect(result.status == 0, "\(step.arguments): \(result.stderr)")
            #expect(result.stderr.isEmpty, "\(step.arguments): \(result.stderr)")
            if update {
                replacements.append((step.range, result.stdout))
            } else {
                #expect(
                    step.screen == result.stdout,
                    "the README's screen for \(step.arguments.joined(separator: " ")) is stale; run UPDATE_TOUR=1 swift test --filter Tour"
                )
            }
        }
        if update {
            for (range, screen) in replacements.reversed() { text.replaceSubrange(range, with: screen) }
            try text.write(to: Self.readme, atomically: true, encoding: .utf8)
        }
    }

    @Test("the quick start gives exactly its three commands")
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
        #expect(commands == ["swift run navigation-demo", "swift run navigation-demo learn", "swift test"])
        let ci = try String(contentsOf: DemoBinary.packageRoot.appendingPathComponent(".ci/run"), encoding: .utf8)
        let lines = ci.split(separator: "\n").map(String.init)
        let main = lines.firstIndex(of: "swift test")
        #expect(main != nil, ".ci/run runs the README's test command")
        // After it, only the example package's own tests.
        #expect(
            main.map { Array(lines[($0 + 1)...]).filter { !$0.isEmpty && !$0.hasPrefix("#") } } == [
                "swift test --package-path Examples/HelloRouter"
            ])
    }
}
