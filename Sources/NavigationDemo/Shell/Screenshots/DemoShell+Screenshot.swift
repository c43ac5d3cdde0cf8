import Foundation
import TerminalUI

/// Where the screenshot key (`S`) puts its pictures, and how it draws them. The command line
/// sets it; without it (the test harnesses, the fuzzer) the key does nothing.
package struct ScreenshotSettings: Sendable {
    /// The folder the pictures go to; a relative path counts from the current directory.
    package var directory: String
    /// How the screen's roles look: the theme the terminal draws with.
    package var theme: Theme

    /// Pictures in `directory` (the current one by default) drawn with `theme`.
    package init(directory: String = ".", theme: Theme = .standard) {
        self.directory = directory
        self.theme = theme
    }
}

extension DemoShell {
    /// The first free name of `navigation-demo-N.svg`, counted from 1.
    static let screenshotPrefix = "navigation-demo-"
    /// How long the key-hint line says where the picture went.
    static let screenshotNoticeDuration: Duration = .seconds(6)

    /// Draws the screen as it is into `navigation-demo-N.svg` in the settings' folder (the first
    /// N not taken, so nothing is overwritten) and says on the key-hint line where it went, or
    /// why it could not be written.
    func takeScreenshot() {
        // A replay (rewind) shows what the key said then; the picture was written then.
        if log == nil, let said = replayedScreenshotNotices.popFirst() {
            showNotice(said)
            return
        }
        guard let settings = screenshots else { return }
        let frame = window.render()
        let picture = SVGScreenshot(
            theme: settings.theme, colorMode: application.screen.colorMode, title: "navigation-demo",
            asciiOnly: window.glyphs.isASCII)
        let svg = picture.render(frame)
        let folder =
            settings.directory.hasPrefix("/")
            ? settings.directory
            : URL(fileURLWithPath: settings.directory, relativeTo: URL(fileURLWithPath: currentDirectory()))
                .standardizedFileURL.path
        let message: String
        switch Self.writeNew(svg, in: folder) {
        case .success(let path):
            message = "Screenshot saved: \(shortened(path))"
            logger.info("screenshot saved", metadata: ["path": "\(path)"])
        case .failure(let error):
            message = "Screenshot not saved: \(error)"
            // The command line reports unsaved screenshots when the app ends; the log keeps it quietly.
            logger.notice("screenshot not saved: \(error)")
            unsavedScreenshotCount += 1
            if firstUnsavedScreenshot == nil { firstUnsavedScreenshot = error.description }
        }
        log?.noteScreenshot(message)
        showNotice(message)
    }

    /// Writes `text` to the first free `navigation-demo-N.svg` in `folder`.
    private static func writeNew(_ text: String, in folder: String) -> Result<String, OutputFileError> {
        for number in 1...9_999 {
            let path = (folder.hasSuffix("/") ? folder : folder + "/") + "\(screenshotPrefix)\(number).svg"
            do {
                let file = try OutputFile(path: path, mode: .createNew)
                do {
                    try file.write(text)
                    try file.close()
                } catch {
                    file.abandon()
                    return .failure(error)
                }
                return .success(path)
            } catch  where error.code == EEXIST {
                continue
            } catch {
                return .failure(OutputFileError(path: folder, reason: error.reason, code: error.code))
            }
        }
        return .failure(OutputFileError(path: folder, reason: "every name up to 9999 is taken", code: EEXIST))
    }

    /// `path` as the key-hint line can show it (`ScreenshotNoticePath`): the room is what the
    /// line leaves after its essential hints (a hint too long for the line is not shown at all).
    private func shortened(_ path: String) -> String {
        ScreenshotNoticePath.text(
            for: path, room: max(24, window.size.width - 36), currentDirectory: currentDirectory(),
            ellipsis: window.glyphs.ellipsis)
    }

    private func currentDirectory() -> String {
        FileManager.default.currentDirectoryPath
    }

    /// Shows `message` on the key-hint line for a while, after the clock's own state.
    private func showNotice(_ message: String) {
        notice = message
        refreshStatusHint()
        window.loop.schedule(after: Self.screenshotNoticeDuration) { [weak self] in
            guard let self, self.notice == message else { return }
            self.notice = nil
            self.refreshStatusHint()
        }
    }
}
