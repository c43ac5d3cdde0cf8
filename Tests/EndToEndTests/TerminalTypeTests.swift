import Foundation
import Testing

/// Terminals as users have them: one that cannot draw a full screen is refused with a
/// sentence, and styles reach one that can (on ncurses 6 and, in .ci/run's second run, on the
/// ncurses 5.7 path). Skipped without tmux, except in CI, which requires it.
@Suite("Terminal types end to end", .serialized, .enabled(if: Tmux.isAvailable || Tmux.isRequired))
struct TerminalTypeTests {
    @Test(
        "TERM=dumb is refused with exit 2 and a sentence saying why; nothing is drawn",
        arguments: ["dumb", "vt52-no-such"])
    func terminalThatCannotDrawIsRefused(term: String) throws {
        let tmux = try Tmux.require()
        try tmux.start(arguments: ["--idiom", "compact"], width: 200, height: 30, environment: ["TERM": term])
        #expect(tmux.waitForExit() == 2)
        let pane = try tmux.joinedPane()
        let why =
            term == "dumb"
            ? "the terminal type 'dumb' cannot move the cursor to a given place"
            : "the terminal type '\(term)' is unknown to terminfo"
        #expect(pane.contains("navigation-demo: cannot start the terminal: setupterm failed: \(why)"), "\(pane)")
        #expect(!pane.contains("Select category"))
        #expect(isSane(stty: tmux.sttyAfterExit), "\(tmux.sttyAfterExit)")
    }

    @Test("stale LINES and COLUMNS in the environment do not override the terminal's own size")
    func exportedSizeDoesNotWin() throws {
        let tmux = try Tmux.require()
        // 140 columns picks the split layout; 80x24 from the environment would pick compact.
        try tmux.start(arguments: [], width: 140, height: 40, environment: ["LINES": "24", "COLUMNS": "80"])
        let pane = try tmux.waitFor("Shelves (root)")
        #expect(pane.split(separator: "\n").count >= 39, "\(pane)")
        try tmux.sendKeys("q")
        #expect(tmux.waitForExit() == 0)
    }

    @Test("colors and bold reach the terminal; without color, reverse and bold do")
    func stylesReachTheTerminal() throws {
        let colored = try Tmux.require()
        try colored.start(arguments: ["--idiom", "compact"])
        try colored.waitFor("Select category")
        var codes = try colored.paneSGRCodes()
        #expect(try colored.paneUsesColor())
        #expect(codes.contains(1), "no bold in \(codes.sorted())")
        try colored.sendKeys("q")
        #expect(colored.waitForExit() == 0)

        let monochrome = try Tmux.require()
        try monochrome.start(arguments: ["--idiom", "compact"], environment: ["NO_COLOR": "1"])
        try monochrome.waitFor("Select category")
        codes = try monochrome.paneSGRCodes()
        #expect(try !monochrome.paneUsesColor())
        #expect(codes.contains(7), "no reverse (the selection) in \(codes.sorted())")
        #expect(codes.contains(1), "no bold (the title) in \(codes.sorted())")
        try monochrome.sendKeys("q")
        #expect(monochrome.waitForExit() == 0)
    }
}

extension Tmux {
    /// The pane with wrapped lines joined (`capture-pane -J`).
    func joinedPane() throws -> String {
        try tmux(["capture-pane", "-p", "-J", "-t", session])
    }

    /// Every SGR parameter the pane's cells carry (`capture-pane -e`).
    func paneSGRCodes() throws -> Set<Int> {
        let text = try tmux(["capture-pane", "-p", "-e", "-t", session])
        var codes: Set<Int> = []
        for sequence in text.components(separatedBy: "\u{1B}[").dropFirst() {
            guard let end = sequence.firstIndex(of: "m") else { continue }
            codes.formUnion(sequence[..<end].split(separator: ";").compactMap { Int($0) })
        }
        return codes
    }
}
