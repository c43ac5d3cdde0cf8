import NavigationDemo
import TerminalUI

/// `--screenshot FILE.svg`: the final screen of a headless run as an SVG picture, drawn with the
/// theme the terminal would use in the screen's color mode (none with `NO_COLOR`).
@MainActor
enum HeadlessScreenshot {
    /// Writes the picture; on failure says why on stderr, once, and returns false.
    static func write(_ screen: HeadlessScreen, to path: String, ascii: Bool) -> Bool {
        let picture = SVGScreenshot(
            theme: .standard, colorMode: screen.colorMode, title: "navigation-demo", asciiOnly: ascii)
        do {
            let file = try OutputFile(path: path, mode: .replace)
            do {
                try file.write(picture.render(screen.contents))
                try file.close()
            } catch {
                file.abandon()
                throw error
            }
            return true
        } catch {
            FileHandleStream.standardError.write(
                TerminalSafeText.escaped("navigation-demo: --screenshot: cannot write \(error)\n"))
            return false
        }
    }
}
