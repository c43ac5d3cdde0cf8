import NavigationDemo
import TerminalUI

/// `--screenshot FILE.svg`: the final screen of a headless run as an SVG picture, drawn with the
/// theme the terminal would use in the screen's color mode (none with `NO_COLOR`).
@MainActor
enum HeadlessScreenshot {
    /// Writes the picture; a failure says why (status 1).
    static func write(_ screen: HeadlessScreen, to path: String, ascii: Bool) throws(CommandFailure) {
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
        } catch {
            throw .incomplete("--screenshot: cannot write \(error)")
        }
    }
}
