import Foundation
import TestSupport
import Testing

/// The README is what a newcomer reads to the end (issue 35): short, its first screen says what
/// this is, shows it, gives the two commands and where to go next, and it holds no figure
/// (a count of tests, a timing) that would go stale with no test noticing. The tour, the
/// lessons walk-through and the library guide are in docs/, run by their own tests.
@Suite("The README")
struct ReadmeTests {
    static let root = PackagePaths.root
    static func text(_ path: String) throws -> String {
        try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
    }

    @Test("at most 400 lines")
    func short() throws {
        let lines = try Self.text("README.md").split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.count <= 400, "\(lines.count) lines")
    }

    @Test("its first screen: what it is, a picture, the two commands, where to go next")
    func firstScreen() throws {
        let lines = try Self.text("README.md").split(separator: "\n", omittingEmptySubsequences: false).map(
            String.init)
        let firstScreen = lines.prefix(40).joined(separator: "\n")
        #expect(lines.first == "# NavigationDemo for the terminal")
        #expect(firstScreen.contains("<img src=\"docs/images/"), "a picture")
        #expect(firstScreen.contains("## Quick start"))
        #expect(firstScreen.contains("swift run navigation-demo ") && firstScreen.contains("swift test "))
        for next in ["docs/TOUR.md", "docs/LESSONS.md", "docs/LIBRARIES.md"] {
            #expect(firstScreen.contains("](\(next))"), "where to go next: \(next)")
        }
    }

    @Test("a Prerequisites section with its Linux and macOS parts")
    func prerequisites() throws {
        let text = try Self.text("README.md")
        let section = try #require(text.range(of: "### Prerequisites\n"))
        let rest = text[section.upperBound...]
        let end = rest.range(of: "\n## ")?.lowerBound ?? rest.endIndex
        #expect(rest[..<end].contains("#### Linux") && rest[..<end].contains("#### macOS"))
    }

    /// A number with a unit that goes stale: durations, sizes, test counts.
    static var staleFigure: Regex<(Substring, Substring)> {
        /\b\d[\d,.]*\s?(ms|µs|s|min|seconds|minutes|MiB|KiB|MB|tests)\b/
    }

    @Test("no figure in its prose that would go stale unnoticed (test counts, timings, sizes)")
    func noStaleFigures() throws {
        var inCode = false
        for (number, line) in try Self.text("README.md").split(separator: "\n").enumerated() {
            if line.hasPrefix("```") { inCode.toggle() }
            // Code is run or built by tests; the Keys table is the key map's (KeyMapTests).
            guard !inCode, !line.hasPrefix("|"), !line.hasPrefix("<!--") else { continue }
            #expect(line.firstMatch(of: Self.staleFigure) == nil, "README.md line \(number + 1): \(line)")
        }
    }

    @Test(
        "every relative link of the README and the moved guides leads to a file",
        arguments: ["README.md", "docs/TOUR.md", "docs/LESSONS.md", "docs/LIBRARIES.md"])
    func links(document: String) throws {
        let text = try Self.text(document)
        let folder = Self.root.appendingPathComponent(document).deletingLastPathComponent()
        for match in text.matches(of: /\]\(([^)#\s]+)(#[^)]*)?\)|src="([^"]+)"/) {
            guard let target = match.output.1 ?? match.output.3, !target.contains("://") else { continue }
            let path = folder.appendingPathComponent(String(target)).standardizedFileURL.path
            #expect(FileManager.default.fileExists(atPath: path), "\(document): \(target) is not there")
        }
    }
}
