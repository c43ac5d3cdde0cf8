import Foundation
import Testing

/// Where the demo's log goes while it has the terminal (issue 35): one file per run in the XDG
/// state folder, kept only when it holds a warning or an error, then named at the exit; never
/// a path that no longer exists; at most the 20 newest kept. Each test has its own
/// XDG_STATE_HOME (`Tmux.stateHome`).
@Suite("The demo's log place", .serialized, .enabled(if: Tmux.isAvailable || Tmux.isRequired))
struct LogPlaceTests {
    private func logs(in tmux: Tmux) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: tmux.logFolder.path)) ?? []).sorted()
    }

    private func joinedPane(_ tmux: Tmux) throws -> String { try tmux.captureJoined() }

    /// The log path the exit names, if any: the text after "logged: " on its line.
    private func namedLog(in pane: String) -> String? {
        pane.split(separator: "\n").first { $0.contains(" logged: ") }
            .flatMap { $0.components(separatedBy: " logged: ").last }?.trimmingCharacters(in: .whitespaces)
    }

    @Test("a quiet session keeps no log and says nothing of one")
    func quietSession() throws {
        let tmux = try Tmux.require()
        try tmux.start(arguments: ["--idiom", "compact"])
        try tmux.waitFor("Select category")
        try tmux.sendKeys("Down", "Down", "Enter", "q")
        #expect(tmux.waitForExit() == 0)
        let pane = try tmux.captureWithScrollback()
        #expect(!pane.contains("logged"), "\(pane)")
        #expect(logs(in: tmux).isEmpty, "\(logs(in: tmux))")
    }

    @Test("a warning keeps the log in the state folder, and the exit says where")
    func warningKeepsTheLog() throws {
        let tmux = try Tmux.require()
        try tmux.start(arguments: ["--idiom", "compact"])
        try tmux.waitFor("Select category")
        // A locked advertisement's route, then Cancel on Authorization: the route fails, a warning.
        try tmux.sendKeys("g")
        try tmux.sendLiteral("adverts/16")
        try tmux.sendKeys("Enter")
        try tmux.waitFor("Authorization")
        try tmux.sendKeys("x", "Escape", "q")
        #expect(tmux.waitForExit() == 0)
        let pane = try joinedPane(tmux)
        #expect(pane.contains("navigation-demo: 1 warning or error logged: "), "\(pane)")
        let path = try #require(namedLog(in: pane), "\(pane)")
        #expect(path.hasPrefix(tmux.logFolder.path + "/navigation-demo-"), "\(path)")
        let log = try String(contentsOfFile: path, encoding: .utf8)
        #expect(log.contains("warning navigation-demo: ") && log.contains("route failed: adverts/16"), "\(log)")
        #expect(logs(in: tmux).count == 1)
    }

    @Test("stopped by SIGTERM: no log left for nothing, and no path that does not exist")
    func stoppedBySignal() throws {
        let tmux = try Tmux.require()
        try tmux.start(arguments: ["--idiom", "compact"])
        try tmux.waitFor("Select category")
        let pid = try #require(try tmux.demoPid())
        #expect(kill(pid, SIGTERM) == 0)
        #expect(tmux.waitForExit() == 128 + SIGTERM)
        let pane = try joinedPane(tmux)
        #expect(pane.contains("navigation-demo: stopped by signal 15."), "\(pane)")
        // Every path the pane names exists (before, the message named a log just deleted).
        let named = pane.split(whereSeparator: \.isWhitespace).filter { $0.hasPrefix("/") }
        for path in named {
            #expect(FileManager.default.fileExists(atPath: String(path)), "\(path) named but missing: \(pane)")
        }
        #expect(logs(in: tmux).isEmpty, "\(logs(in: tmux))")
    }

    @Test("the folder keeps the 20 newest logs: older ones go when a new one is kept")
    func capOnOldLogs() throws {
        let tmux = try Tmux.require()
        try FileManager.default.createDirectory(at: tmux.logFolder, withIntermediateDirectories: true)
        let old = (1...25).map { String(format: "navigation-demo-20200101T0000%02dZ-1.log", $0) }
        for name in old {
            try Data("old\n".utf8).write(to: tmux.logFolder.appendingPathComponent(name))
        }
        // Not a log of ours: never touched.
        try Data().write(to: tmux.logFolder.appendingPathComponent("notes.txt"))
        try tmux.start(arguments: ["--idiom", "compact"])
        try tmux.waitFor("Select category")
        try tmux.sendKeys("g")
        try tmux.sendLiteral("adverts/16")
        try tmux.sendKeys("Enter")
        try tmux.waitFor("Authorization")
        try tmux.sendKeys("x", "Escape", "q")
        #expect(tmux.waitForExit() == 0)
        let path = try #require(namedLog(in: try joinedPane(tmux)))
        let left = logs(in: tmux)
        #expect(left.count == 21, "20 logs and notes.txt: \(left)")
        #expect(left.contains("notes.txt"))
        #expect(left.contains((path as NSString).lastPathComponent))
        #expect(!left.contains(old[5]) && left.contains(old[6]), "the six oldest went: \(left)")
    }
}
