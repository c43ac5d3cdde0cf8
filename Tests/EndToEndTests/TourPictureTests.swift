import Foundation
import TestSupport
import Testing

/// The pictures of the README and the tour: every `<!-- picture: FILE ARGS -->` marker names an
/// SVG in the repository and the headless run that draws it (`navigation-demo --headless
/// --screenshot FILE ARGS`). This test draws each one again and compares it with the committed
/// file, so the pictures cannot go stale; `UPDATE_TOUR=1 swift test --filter Tour` (the tour's
/// switch) rewrites them (the suite's name has "Tour" in it, so that filter runs it too).
@Suite("README tour pictures")
struct TourPictureTests {
    struct Picture {
        var file: String
        var arguments: [String]
    }

    /// The markers of a document; `folder` is where its image paths start from.
    static func pictures(in text: String, folder: String) -> [Picture] {
        text.matches(of: /<!-- picture: (\S+) (.*?) -->\n<img src="(\S+)"/).map { match in
            #expect(
                folder + match.output.3 == match.output.1, "the image under the marker is the one it draws")
            return Picture(file: String(match.output.1), arguments: TourTests.split(String(match.output.2)))
        }
    }

    @Test("the README's pictures are what the app draws")
    func picturesMatchTheApp() throws {
        let readme = try String(contentsOf: TourTests.readme, encoding: .utf8)
        let tour = try String(
            contentsOf: PackagePaths.root.appendingPathComponent("docs/TOUR.md"), encoding: .utf8)
        let first = Self.pictures(in: readme, folder: "")
        let inTour = Self.pictures(in: tour, folder: "docs/")
        #expect(first.map(\.file) == ["docs/images/split-inspector.svg"], "one picture on the README")
        #expect(inTour.map(\.file) == ["docs/images/compact-goto.svg"])
        #expect(
            readme.range(of: "<!-- picture:")?.lowerBound ?? readme.endIndex
                < readme.range(of: "## Quick start")!.lowerBound,
            "the picture comes first")
        let update = ProcessInfo.processInfo.environment["UPDATE_TOUR"] == "1"
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent(
            "navdemo-readme-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: scratch) }
        for picture in first + inTour {
            let drawn = scratch.appendingPathComponent((picture.file as NSString).lastPathComponent)
            let result = try DemoBinary.run(["--headless", "--screenshot", drawn.path] + picture.arguments)
            #expect(result.status == 0 && result.stderr.isEmpty, "\(picture.arguments): \(result.stderr)")
            let committed = PackagePaths.root.appendingPathComponent(picture.file)
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
