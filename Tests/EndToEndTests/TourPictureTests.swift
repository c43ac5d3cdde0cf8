import Foundation
import Testing

/// The README's pictures: every `<!-- picture: FILE ARGS -->` marker names an SVG in the
/// repository and the headless run that draws it (`navigation-demo --headless --screenshot FILE
/// ARGS`). This test draws each one again and compares it with the committed file, so the
/// pictures cannot go stale; `UPDATE_TOUR=1 swift test --filter Tour` (the tour's switch)
/// rewrites them (the suite's name has "Tour" in it, so that filter runs it too).
@Suite("README tour pictures")
struct TourPictureTests {
    struct Picture {
        var file: String
        var arguments: [String]
    }

    static func pictures(in text: String) -> [Picture] {
        text.matches(of: /<!-- picture: (\S+) (.*?) -->\n<img src="(\S+)"/).map { match in
            #expect(match.output.1 == match.output.3, "the image under the marker is the one it draws")
            return Picture(file: String(match.output.1), arguments: TourTests.split(String(match.output.2)))
        }
    }

    @Test("the README's pictures are what the app draws")
    func picturesMatchTheApp() throws {
        let text = try String(contentsOf: TourTests.readme, encoding: .utf8)
        let pictures = Self.pictures(in: text)
        #expect(pictures.map(\.file) == ["docs/images/split-inspector.svg", "docs/images/compact-goto.svg"])
        #expect(
            text.range(of: "<!-- picture:")?.lowerBound ?? text.endIndex < text.range(of: "## Quick start")!.lowerBound,
            "the pictures come first")
        let update = ProcessInfo.processInfo.environment["UPDATE_TOUR"] == "1"
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent(
            "navdemo-readme-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: scratch) }
        for picture in pictures {
            let drawn = scratch.appendingPathComponent((picture.file as NSString).lastPathComponent)
            let result = try DemoBinary.run(["--headless", "--screenshot", drawn.path] + picture.arguments)
            #expect(result.status == 0 && result.stderr.isEmpty, "\(picture.arguments): \(result.stderr)")
            let committed = DemoBinary.packageRoot.appendingPathComponent(picture.file)
            let fresh = try Data(contentsOf: drawn)
            if update {
                try fresh.write(to: committed)
            } else {
                #expect(
                    (try? Data(contentsOf: committed)) == fresh,
                    "\(picture.file) is stale; run UPDATE_TOUR=1 swift test --filter Tour")
            }
        }
    }
}
