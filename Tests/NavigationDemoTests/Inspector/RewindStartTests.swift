import Foundation
import Testing

@testable import MarshrouteInspector
@testable import NavigationDemo
@testable import TerminalUI

/// What a rewind replays besides the keys: the lesson the session started with (`--lesson`),
/// and what the screenshot key said then, shown again without writing the picture twice.
@MainActor
@Suite("Inspector: rewind of how a session started")
struct RewindStartTests {
    @Test("a session started with a lesson is rewound with the lesson's panel under the app")
    func lessonFromTheStart() throws {
        let h = DemoHarness(idiom: .compact, appKeys: true)
        h.shell.start(opening: nil, lesson: "peek-and-pop")
        #expect(h.shell.sessionInput?.startedLesson == "peek-and-pop")
        h.run("down down enter wait:1s down enter wait:1s")
        let point = try #require(h.shell.point(afterEntry: 1))
        let past = try #require(h.shell.replayed(to: point))
        #expect(past.lessons.session?.lesson.id == "peek-and-pop")
        #expect(past.window.render().textLines().contains { $0.contains("Lesson: Peek and pop") })
    }

    @Test("a rewind shows what the screenshot key said then and writes nothing")
    func screenshotNotice() throws {
        let folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("rewind-screenshots-\(ProcessInfo.processInfo.processIdentifier)").path
        try? FileManager.default.removeItem(atPath: folder)
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let h = DemoHarness(idiom: .compact, appKeys: true)
        h.shell.screenshots = ScreenshotSettings(directory: folder)
        h.shell.start(opening: nil)
        h.run("down down enter wait:1s S")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder).count == 1)
        let said = try #require(h.shell.sessionInput?.screenshotNotices.first)
        #expect(said.hasPrefix("Screenshot saved"))
        let then = h.lines.last ?? ""
        let point = try #require(h.shell.log?.point)
        let past = try #require(h.shell.replayed(to: point))
        let now = past.window.render().textLines().last ?? ""
        #expect(now == then, "then: \(then)\nnow:  \(now)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder).count == 1)
    }
}
