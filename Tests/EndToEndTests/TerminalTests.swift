import Foundation
import TestSupport
import Testing

/// The real binary in a real terminal (tmux): keys in, screen out, and the terminal sane
/// again however the program ends. Skipped without tmux, except in CI, which requires it.
@Suite("Terminal end to end", .serialized, .enabled(if: Tmux.isAvailable || Tmux.isRequired))
struct TerminalTests {
    @Test("start at 100x30, press keys, read the pane, quit with q: the terminal is sane")
    func keysAndQuit() throws {
        let tmux = try Tmux.require()
        try tmux.start(arguments: ["--idiom", "compact"])
        var pane = try tmux.waitFor("Select category")
        #expect(pane.contains("Start comeback timer"))
        #expect(try tmux.paneUsesColor())
        #expect(pane.contains("Advertisements"))
        try tmux.sendKeys("Down", "Down", "Enter")
        pane = try tmux.waitFor("Motorcycles and bikes")
        #expect(pane.contains("Transport"))
        try tmux.sendKeys("BSpace")
        pane = try tmux.waitUntilGone("Motorcycles and bikes")
        #expect(pane.contains("Select category"))
        try tmux.sendKeys("q")
        #expect(tmux.waitForExit() == 0)
        #expect(isSane(stty: tmux.sttyAfterExit), "\(tmux.sttyAfterExit)")
    }

    @Test("a URL typed into the Go-to prompt opens its screen; the guard's Authorization comes first")
    func goToPrompt() throws {
        let tmux = try Tmux.require()
        try tmux.start(arguments: ["--idiom", "compact"])
        try tmux.waitFor("Select category")
        try tmux.sendKeys("g")
        try tmux.waitFor("─ Go to ─")
        try tmux.sendLiteral("categories/1.1/results")
        var pane = try tmux.waitFor("push Cars results onto the stack")
        #expect(pane.contains("› categories/1.1/results"))
        try tmux.sendKeys("Enter")
        pane = try tmux.waitFor("Cars 1")
        #expect(!pane.contains("─ Go to ─"), "the prompt closed")
        try tmux.sendKeys(":")
        try tmux.waitFor("─ Go to ─")
        try tmux.sendLiteral("adverts/16")
        try tmux.sendKeys("Enter")
        try tmux.waitFor("Sign in")
        try tmux.sendKeys("l")
        pane = try tmux.waitFor("#16 · Recommended")
        #expect(pane.contains("All categories 16"))
        try tmux.sendKeys("q")
        #expect(tmux.waitForExit() == 0)
        #expect(isSane(stty: tmux.sttyAfterExit), "\(tmux.sttyAfterExit)")
    }

    @Test("Ctrl-C quits cleanly")
    func controlC() throws {
        let tmux = try Tmux.require()
        try tmux.start(arguments: ["--idiom", "compact"])
        try tmux.waitFor("Select category")
        try tmux.sendKeys("C-c")
        #expect(tmux.waitForExit() == 0)
        #expect(isSane(stty: tmux.sttyAfterExit))
    }

    @Test(
        "a crash (the hidden --debug-crash-after switch) leaves the terminal sane and its message in the log",
        .disabled(if: Sanitizers.address, Comment(rawValue: Sanitizers.noBacktracer)))
    func deliberateCrash() throws {
        let tmux = try Tmux.require()
        try tmux.start(arguments: ["--idiom", "compact", "--debug-crash-after", "700"])
        try tmux.waitFor("Select category")
        // The fatal-signal handler restores the terminal and names the log; then the Swift
        // runtime's backtracer prints the backtrace and, on a terminal, may wait for a key.
        var screen = ""
        var answered = false
        let deadline = Date().addingTimeInterval(40)
        while Date() < deadline, (try? String(contentsOf: tmux.exitFile, encoding: .utf8)) == nil {
            screen = try tmux.captureWithScrollback()
            if !answered && screen.contains("any other key to quit") {
                try tmux.sendKeys("q")
                answered = true
            }
            Thread.sleep(forTimeInterval: 0.2)
        }
        #if arch(x86_64)
            let trapSignal = SIGILL
        #else
            let trapSignal = SIGTRAP
        #endif
        #expect(tmux.waitForExit(timeout: 5) == 128 + trapSignal, "\(screen)")
        #expect(isSane(stty: tmux.sttyAfterExit), "\(tmux.sttyAfterExit)")
        // Joined: the log's path (in the XDG state folder) is longer than the pane is wide.
        screen = try tmux.captureJoined()
        let notice = try #require(screen.split(separator: "\n").first { $0.contains("fatal signal") }, "\(screen)")
        #expect(notice.contains("navigation-demo: fatal signal SIG") && notice.contains("the terminal was restored"))
        let logPath = try #require(
            notice.components(separatedBy: "Details: ").last?.trimmingCharacters(in: .whitespaces))
        defer { try? FileManager.default.removeItem(atPath: logPath) }
        let log = try String(contentsOfFile: logPath, encoding: .utf8)
        #expect(log.contains("Fatal error: deliberate crash requested by --debug-crash-after 700"), "\(log)")
    }

    @Test("the split layout in a wide terminal, with NO_COLOR")
    func splitNoColor() throws {
        let tmux = try Tmux.require()
        try tmux.start(arguments: [], width: 140, height: 40, environment: ["NO_COLOR": "1"])
        let pane = try tmux.waitFor("Shelves (root)")
        #expect(pane.contains("Select category") && pane.contains("│"))
        #expect(try !tmux.paneUsesColor())
        try tmux.sendKeys("Tab", "h")
        try tmux.waitFor("Shelves (modal)")
        try tmux.sendKeys("x", "q")
        #expect(tmux.waitForExit() == 0)
        #expect(isSane(stty: tmux.sttyAfterExit))
    }

    @Test("too small a terminal shows the notice")
    func tooSmall() throws {
        let tmux = try Tmux.require()
        try tmux.start(arguments: ["--idiom", "compact"], width: 36, height: 10)
        // The notice wraps to the narrow pane: "need" and the size may fall on two lines.
        let pane = try tmux.waitFor("Terminal too small: 36x10")
        #expect(pane.contains("40x12"))
        try tmux.sendKeys("q")
        #expect(tmux.waitForExit() == 0)
    }
}
