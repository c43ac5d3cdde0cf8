import Foundation
import TestSupport
import Testing

/// The `S` key: a picture of the screen in the current folder, never over an older one, and the
/// key-hint line says where it went (or why it could not be written). Then `--screenshot`'s own
/// errors: usage, and a write that fails.
@Suite("The screenshot key and --screenshot's errors", .serialized)
struct ScreenshotKeyTests {
    @Test("headless: S twice writes navigation-demo-1.svg and -2.svg here, and says so")
    func headlessKey() throws {
        let directory = try ScreenshotTests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let result = try DemoBinary.run(
            ["--headless", "--size", "140x30", "--idiom", "compact", "--keys", "down S S", "--dump"], in: directory.path
        )
        #expect(result.status == 0, "\(result.stderr)")
        let folder = directory.resolvingSymlinksInPath().path
        #expect(result.stdout.contains("Screenshot saved: \(folder)/navigation-demo-2.svg"), "\(result.stdout)")
        let first = try String(contentsOf: directory.appendingPathComponent("navigation-demo-1.svg"), encoding: .utf8)
        let second = try String(contentsOf: directory.appendingPathComponent("navigation-demo-2.svg"), encoding: .utf8)
        #expect(first.hasPrefix("<svg ") && first.contains("navigation-demo — 140×30"))
        #expect(!first.contains(">Screenshot</text>"), "the picture is the screen as it was when S was pressed")
        #expect(second.contains(">Screenshot</text>"), "the second shows the first one's notice")
    }

    @Test(
        "S where nothing can be written says why on the key-hint line",
        .enabled(if: UnwritablePlaces.folder != nil, Comment(rawValue: UnwritablePlaces.noFolder)))
    func unwritableFolder() throws {
        let (folder, reason) = try #require(UnwritablePlaces.folder)
        let assets = PackagePaths.root.appendingPathComponent("demo-assets").path
        let result = try DemoBinary.run(
            ["--headless", "--size", "100x30", "--assets", assets, "--keys", "S", "--dump"], in: folder)
        #expect(result.stdout.contains("Screenshot not saved: \(folder): \(reason)"), "\(result.stdout)")
        // And once more when the app ends, with a status that says so.
        #expect(result.status == 1)
        #expect(result.stderr == "navigation-demo: 1 screenshot not saved (\(folder): \(reason))\n")
    }

    @Test(
        "live: S in a real terminal writes the picture and says where",
        .enabled(if: Tmux.isAvailable || Tmux.isRequired))
    func liveKey() throws {
        let directory = try ScreenshotTests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let tmux = try Tmux.require()
        try tmux.start(arguments: ["--idiom", "compact"], directory: directory)
        try tmux.waitFor("Select category")
        try tmux.sendKeys("S")
        try tmux.waitFor("Screenshot saved: ")
        let file = directory.appendingPathComponent("navigation-demo-1.svg")
        let svg = try String(contentsOf: file, encoding: .utf8)
        #expect(svg.contains(">Select</text>") && svg.contains("navigation-demo — 100×30"))
        try tmux.sendKeys("q")
        #expect(tmux.waitForExit() == 0)
        if ExternalTool.rsvgConvert.isAvailableOrRequired {
            let image = try ExternalTool.renderPNG(svgFile: file)
            ScreenshotTests.expectColor(image, column: 5, row: 0, ScreenshotTests.navigationBar, "the navigation bar")
        }
    }

    @Test("--screenshot: only headless, only .svg; a failed write is reported once with exit status 1")
    func errors() throws {
        var result = try DemoBinary.run(["--screenshot", "a.svg"])
        #expect(result.status == 2 && result.stderr.contains("--screenshot only applies with --headless"))
        result = try DemoBinary.run(["--headless", "--screenshot", "a.png"])
        #expect(result.status == 2 && result.stderr.contains("--screenshot writes SVG"))
        result = try DemoBinary.run(["--headless", "--screenshot", "/nonexistent/dir/a.svg"])
        #expect(result.status == 1)
        #expect(
            result.stderr
                == "navigation-demo: --screenshot: cannot write /nonexistent/dir/a.svg: No such file or directory\n")
    }

    @Test(
        "--screenshot to a full disk: reported once with exit status 1, nothing printed after",
        .enabled(if: UnwritablePlaces.fullDevice != nil, Comment(rawValue: UnwritablePlaces.noFullDevice)))
    func fullDisk() throws {
        let device = try #require(UnwritablePlaces.fullDevice)
        let directory = try ScreenshotTests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let full = directory.appendingPathComponent("full.svg")
        try FileManager.default.createSymbolicLink(atPath: full.path, withDestinationPath: device)
        let result = try DemoBinary.run(["--headless", "--screenshot", full.path, "--dump"])
        #expect(result.status == 1)
        #expect(result.stderr == "navigation-demo: --screenshot: cannot write \(full.path): No space left on device\n")
        #expect(result.stdout.isEmpty, "nothing is printed after the failure")
    }
}
