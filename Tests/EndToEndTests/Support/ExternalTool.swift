import CNcurses
import Foundation
import TestSupport
import Testing

/// A program a test checks our output with: `rsvg-convert` (librsvg) renders the SVG pictures,
/// `asciinema` prints the recordings. On a developer's machine without them those tests are
/// skipped; CI (`.ci/run` installs both and sets NAVIGATION_DEMO_REQUIRE_TOOLS=1) fails them.
enum ExternalTool: String {
    case rsvgConvert = "rsvg-convert"
    case asciinema

    static var isRequired: Bool { ProcessInfo.processInfo.environment["NAVIGATION_DEMO_REQUIRE_TOOLS"] == "1" }

    /// Where the program is, or nil.
    var path: String? { ProgramSearch.path(of: rawValue) }

    /// Whether a test that needs the program runs: it is installed, or CI requires it.
    var isAvailableOrRequired: Bool { path != nil || Self.isRequired }

    /// The program's path; when it is missing (so required), records why the test fails and throws.
    func require(sourceLocation: SourceLocation = #_sourceLocation) throws -> String {
        guard let path else {
            Issue.record(
                "\(rawValue) is required (NAVIGATION_DEMO_REQUIRE_TOOLS=1) but not installed",
                sourceLocation: sourceLocation)
            throw MissingTool(name: rawValue)
        }
        return path
    }

    struct MissingTool: Error {
        let name: String
    }

    /// `svg` rendered by rsvg-convert and decoded.
    static func renderPNG(svgFile: URL) throws -> PNGImage {
        let converter = try ExternalTool.rsvgConvert.require()
        let png = svgFile.deletingPathExtension().appendingPathExtension("png")
        defer { try? FileManager.default.removeItem(at: png) }
        let result = try ChildProcess.run(
            converter, ["--format", "png", "--output", png.path, svgFile.path], environment: ChildProcess.environment(),
            in: FileManager.default.temporaryDirectory.path, flags: CNC_TESTING_SPAWN_NO_BLOCKED_SIGNALS)
        guard result.status == 0 else {
            Issue.record("rsvg-convert refused \(svgFile.lastPathComponent): \(result.stderr)")
            throw MissingTool(name: "a valid SVG")
        }
        return try PNGImage(data: Array(try Data(contentsOf: png)))
    }
}
