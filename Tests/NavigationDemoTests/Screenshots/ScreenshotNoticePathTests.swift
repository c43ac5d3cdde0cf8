import Testing

@testable import NavigationDemo

/// What the key-hint line says of where a screenshot went, in the room it has (issue 35: a
/// path cut from the left, `…emo/shots/navigation-demo-3.svg`, where the bare name would fit).
@Suite("The screenshot notice's path")
struct ScreenshotNoticePathTests {
    static let folder = "/home/someone/projects/navigation-demo-checkout/screenshots"
    static let path = folder + "/navigation-demo-12.svg"

    @Test("a path that fits is shown whole")
    func whole() {
        #expect(ScreenshotNoticePath.text(for: Self.path, room: 200, currentDirectory: "/", ellipsis: "…") == Self.path)
    }

    @Test("a picture saved here is named by its file name alone when the path does not fit")
    func bareName() {
        let text = ScreenshotNoticePath.text(for: Self.path, room: 40, currentDirectory: Self.folder, ellipsis: "…")
        #expect(text == "navigation-demo-12.svg")
        // A trailing slash on the current folder changes nothing.
        let slash = ScreenshotNoticePath.text(
            for: Self.path, room: 40, currentDirectory: Self.folder + "/", ellipsis: "…")
        #expect(slash == "navigation-demo-12.svg")
    }

    @Test("elsewhere: an ellipsis and whole folders before the name, as many as fit")
    func wholeFolders() {
        let text = ScreenshotNoticePath.text(for: Self.path, room: 40, currentDirectory: "/tmp", ellipsis: "…")
        #expect(text == "…/screenshots/navigation-demo-12.svg")
        let narrow = ScreenshotNoticePath.text(for: Self.path, room: 26, currentDirectory: "/tmp", ellipsis: "...")
        #expect(narrow == ".../navigation-demo-12.svg")
        // Never a folder's name cut in two.
        for room in 24...90 {
            let shown = ScreenshotNoticePath.text(for: Self.path, room: room, currentDirectory: "/tmp", ellipsis: "…")
            #expect(shown.count <= room, "\(room): \(shown)")
            #expect(shown == Self.path || shown.hasPrefix("…/"), "\(room): \(shown)")
        }
    }

    @Test("only a name longer than the room is cut, from the left, keeping its number")
    func longName() {
        let text = ScreenshotNoticePath.text(for: Self.path, room: 12, currentDirectory: "/tmp", ellipsis: "…")
        #expect(text == "…demo-12.svg")
    }
}
