import Foundation
import TestSupport
import Testing

@testable import TerminalUI

/// SVG screenshots, rendered by a real SVG renderer (librsvg's `rsvg-convert`) and checked pixel
/// by pixel: the picture's size, and cells whose color the theme fixes. Then `--screenshot` on
/// the command line (with NO_COLOR and --ascii, and when it cannot be written) and the `S` key.
@Suite("SVG screenshots", .serialized)
struct ScreenshotTests {
    /// xterm's values of the palette entries the standard theme uses for these cells.
    static let navigationBar = (0, 95, 135) // 24
    static let focusedButton = (0, 135, 255) // 33
    static let keyHintBar = (38, 38, 38) // 235
    /// The export palette's terminal default background and foreground.
    static let background = (24, 24, 24)
    static let foreground = (208, 208, 208)

    static func temporaryDirectory() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("navdemo-pictures-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    /// The pixel in the middle of a cell (a space, so only its background shows there).
    static func color(of image: PNGImage, column: Int, row: Int) -> (Int, Int, Int) {
        let rect = SVGScreenshot.pixelRect(column: column, row: row)
        let pixel = image.pixel(x: rect.x + rect.width / 2, y: rect.y + rect.height / 2)
        return (Int(pixel.red), Int(pixel.green), Int(pixel.blue))
    }

    static func expectColor(
        _ image: PNGImage, column: Int, row: Int, _ expected: (Int, Int, Int), _ what: String,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        let actual = color(of: image, column: column, row: row)
        #expect(actual == expected, "\(what) at column \(column), row \(row)", sourceLocation: sourceLocation)
    }

    /// The first screen, 100x30, as `--screenshot` saves it, rendered and decoded; and its dump.
    static func firstScreen(environment: [String: String] = [:], extra: [String] = []) throws -> (
        PNGImage, String, String
    ) {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("first.svg")
        let result = try DemoBinary.run(
            ["--headless", "--size", "100x30", "--idiom", "compact", "--dump", "--screenshot", file.path] + extra,
            environment: environment)
        #expect(result.status == 0, "\(result.stderr)")
        let svg = try String(contentsOf: file, encoding: .utf8)
        return (try ExternalTool.renderPNG(svgFile: file), result.stdout, svg)
    }

    @Test(
        "--screenshot: rsvg-convert renders it at the grid's size, in the theme's colors",
        .enabled(if: ExternalTool.rsvgConvert.isAvailableOrRequired))
    func themeColors() throws {
        let (image, dump, svg) = try Self.firstScreen()
        #expect(image.width == 924 && image.height == 588, "12 px margins, 9x18 px cells, a 28 px title bar")
        #expect(image.width == SVGScreenshot.pixelSize(for: Size(width: 100, height: 30)).width)
        let rows = dump.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(rows[1].hasPrefix("›") && rows[29].contains("q Quit"), "the cells below are where the dump says")
        Self.expectColor(image, column: 5, row: 0, Self.navigationBar, "the navigation bar")
        Self.expectColor(image, column: 90, row: 1, Self.focusedButton, "the focused button row")
        Self.expectColor(image, column: 98, row: 29, Self.keyHintBar, "the key-hint line")
        Self.expectColor(image, column: 50, row: 20, Self.background, "an empty cell")
        let titleBar = image.pixel(x: 200, y: 5)
        #expect((titleBar.red, titleBar.green, titleBar.blue) == (0x33, 0x33, 0x33), "the window frame's title bar")
        #expect(svg.contains("navigation-demo — 100×30"), "the frame gives the terminal's size")
        #expect(svg.contains(">Select category</text>") == false, "words are split at spaces")
        #expect(svg.contains(">Select</text>") && svg.contains(">category</text>"))
    }

    @Test(
        "with NO_COLOR the picture has no color: the focused row is reversed",
        .enabled(if: ExternalTool.rsvgConvert.isAvailableOrRequired))
    func noColor() throws {
        let (image, _, svg) = try Self.firstScreen(environment: ["NO_COLOR": "1"])
        Self.expectColor(image, column: 5, row: 0, Self.background, "the navigation bar, without color")
        Self.expectColor(image, column: 90, row: 1, Self.foreground, "the focused row, reversed")
        Self.expectColor(image, column: 98, row: 29, Self.background, "the key-hint line, without color")
        let colors = Set(svg.matches(of: /fill="(#[0-9a-f]{6})"/).map { String($0.output.1) })
        let frame: Set<String> = ["#333333", "#ff5f57", "#febc2e", "#28c840", "#b0b0b0"]
        let grays = colors.subtracting(frame).filter {
            $0.dropFirst(1).prefix(2) == $0.dropFirst(3).prefix(2) && $0.dropFirst(3).prefix(2) == $0.dropFirst(5)
        }
        #expect(grays == colors.subtracting(frame), "only greys: \(colors)")
    }

    @Test("--ascii: nothing but ASCII in the picture's text, the frame's title included")
    func ascii() throws {
        let directory = try Self.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("ascii.svg")
        let result = try DemoBinary.run(
            ["--headless", "--size", "80x24", "--ascii", "--keys", "down enter", "--screenshot", file.path])
        #expect(result.status == 0, "\(result.stderr)")
        let svg = try String(contentsOf: file, encoding: .utf8)
        #expect(svg.contains("navigation-demo - 80x24"))
        let allASCII = svg.unicodeScalars.allSatisfy { $0.isASCII }
        #expect(allASCII, "no Unicode glyph, no box-drawing shape")
        #expect(!svg.contains("stroke="), "ASCII borders are characters, not lines")
    }

    @Test(
        "box drawing joins on the grid; underline, reverse and wide glyphs sit on their cells",
        .enabled(if: ExternalTool.rsvgConvert.isAvailableOrRequired))
    func gridShapes() throws {
        let canvas = Canvas(size: Size(width: 20, height: 6))
        let red = Style(.normal, foreground: .palette(196))
        canvas.drawBox(Rect(x: 0, y: 0, width: 10, height: 5), glyphs: GlyphSet.unicode.box, style: red)
        canvas.write("漢", at: Point(x: 12, y: 1), style: Style(.normal, foreground: .palette(46)))
        canvas.write("ab", at: Point(x: 14, y: 1), style: .normal)
        canvas.write(
            "  ", at: Point(x: 12, y: 3), style: Style(.normal, attributes: [.underline], foreground: .palette(46)))
        canvas.write(
            " ", at: Point(x: 16, y: 3), style: Style(.normal, attributes: [.reverse], foreground: .palette(21)))
        let svg = SVGScreenshot(title: "grid").render(canvas.buffer)
        let directory = try Self.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("grid.svg")
        try svg.write(to: file, atomically: true, encoding: .utf8)
        let image = try ExternalTool.renderPNG(svgFile: file)
        func at(_ column: Int, _ row: Int, dx: Int, dy: Int) -> (Int, Int, Int) {
            let rect = SVGScreenshot.pixelRect(column: column, row: row)
            let pixel = image.pixel(x: rect.x + dx, y: rect.y + dy)
            return (Int(pixel.red), Int(pixel.green), Int(pixel.blue))
        }
        let redLine = (255, 0, 0)
        // Lines run through the middle of their cells, from edge to edge, so neighbours join.
        for column in 1..<9 {
            #expect(at(column, 0, dx: 0, dy: 9) == redLine, "top border, column \(column), left edge")
            #expect(at(column, 0, dx: 8, dy: 9) == redLine, "top border, column \(column), right edge")
        }
        for row in 1..<4 {
            #expect(at(0, row, dx: 4, dy: 0) == redLine, "left border, row \(row), top edge")
            #expect(at(0, row, dx: 4, dy: 17) == redLine, "left border, row \(row), bottom edge")
        }
        #expect(at(5, 2, dx: 4, dy: 9) == Self.background, "inside the box")
        #expect(at(12, 3, dx: 4, dy: 15) == (0, 255, 0) && at(13, 3, dx: 4, dy: 15) == (0, 255, 0), "underline")
        #expect(at(12, 3, dx: 4, dy: 5) == Self.background, "an underlined space has only its line")
        #expect(at(16, 3, dx: 4, dy: 9) == (0, 0, 255), "reverse: the foreground fills the cell")
        let left = { (column: Int) in SVGScreenshot.pixelRect(column: column, row: 0).x }
        #expect(svg.contains("<text x=\"\(left(12) + 9)\" y=\"\(SVGScreenshot.pixelRect(column: 0, row: 1).y + 13)\""))
        #expect(
            svg.contains(">漢</text>") && svg.contains("text-anchor=\"middle\""), "a wide glyph centred on its two cells"
        )
        #expect(svg.contains("<text x=\"\(left(14))\""), "the word after it starts on its own cell")
    }

    @Test("a cell's text cannot break the document: markup is escaped, control characters replaced")
    func escaping() {
        let canvas = Canvas(size: Size(width: 12, height: 1))
        for (index, scalar) in "<&>\"'".unicodeScalars.enumerated() {
            canvas.put(Glyph(scalar: scalar), width: 1, at: Point(x: index, y: 0), style: .normal)
        }
        canvas.put(Glyph(scalar: "\u{1B}"), width: 1, at: Point(x: 7, y: 0), style: .normal)
        let svg = SVGScreenshot(title: "a <b> & \u{7}").render(canvas.buffer)
        #expect(svg.contains(">&lt;&amp;&gt;&quot;&#39;</text>"))
        #expect(svg.contains(">\u{FFFD}</text>"))
        #expect(svg.contains("a &lt;b&gt; &amp; \u{FFFD} — 12×1"))
        #expect(!svg.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" })
    }
}
