import Foundation
import Testing

/// The getting-started article (in the Marshroute documentation catalog) and the library guide
/// (docs/LIBRARIES.md) show this package's code: each `swift` block of the article's app is one
/// of its source files, word for word, so what a newcomer copies is what CI builds and tests.
@Suite("Getting started article")
struct ArticleCodeTests {
    /// The repository's root, from this file's place in it.
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../../..")
        .standardized
    static let sources = ["Sources/GettingStarted/NotesApp.swift", "Sources/notes/main.swift"]

    /// The `swift` blocks of a Markdown file that follow a line naming one of `sources`
    /// (`NotesApp.swift`, `main.swift`), by that name.
    static func blocks(in markdown: String) -> [String: String] {
        var blocks: [String: String] = [:]
        let lines = markdown.components(separatedBy: "\n")
        var index = 0
        while index < lines.count {
            defer { index += 1 }
            guard lines[index] == "```swift", index > 1,
                let name = sources.map({ ($0 as NSString).lastPathComponent }).first(where: {
                    lines[index - 2].contains("`\($0)`")
                })
            else { continue }
            var body: [String] = []
            index += 1
            while index < lines.count, lines[index] != "```" {
                body.append(lines[index])
                index += 1
            }
            blocks[name] = body.joined(separator: "\n") + "\n"
        }
        return blocks
    }

    @Test(
        "the article's code is the example's",
        arguments: ["Sources/Marshroute/Marshroute.docc/GettingStarted.md", "docs/LIBRARIES.md"])
    func articleMatchesSources(document: String) throws {
        let markdown = try String(contentsOf: Self.root.appendingPathComponent(document), encoding: .utf8)
        let blocks = Self.blocks(in: markdown)
        #expect(blocks.count == Self.sources.count, "\(document) shows \(blocks.keys.sorted())")
        var lines = 0
        for source in Self.sources {
            let code = try String(
                contentsOf: Self.root.appendingPathComponent("Examples/GettingStarted").appendingPathComponent(source),
                encoding: .utf8)
            let name = (source as NSString).lastPathComponent
            #expect(blocks[name] == code, "\(document)'s \(name) differs from Examples/GettingStarted/\(source)")
            lines += code.split(separator: "\n", omittingEmptySubsequences: false).count - 1
        }
        #expect(lines <= 64, "the whole app fits on one page")
    }
}
